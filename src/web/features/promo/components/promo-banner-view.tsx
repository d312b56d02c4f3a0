import { X } from 'lucide-react';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import { bannerStyleLooks, bannerStyleOf } from '../banner-styles.ts';

export interface PromoBannerViewProps {
  text: string;
  code: string;
  /** Stored style name (bannerColor). */
  style: string;
  /** 'HH:MM:SS', shown followed by 'LEFT' (docs/product/promotions.md). */
  countdown: string;
  /** Omit for a preview that cannot be dismissed. */
  onDismiss?: () => void;
  className?: string;
}

/** The promo banner as the storefront shows it; also the admin Live Preview. */
export function PromoBannerView({
  text,
  code,
  style,
  countdown,
  onDismiss,
  className,
}: PromoBannerViewProps) {
  return (
    <section
      aria-label="Promotion"
      className={cn('relative text-white', bannerStyleLooks[bannerStyleOf(style)].className, className)}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-10 py-2 text-center text-sm sm:text-base">
        <p className="font-bold tracking-wide wrap-anywhere">{text}</p>
        {code && (
          <p>
            Use code{' '}
            <strong className="rounded bg-black/20 px-1.5 py-0.5 font-mono tracking-wider ring-1 ring-white/40">
              {code}
            </strong>
          </p>
        )}
        <p className="font-mono font-semibold tabular-nums" aria-live="off">
          <span>{countdown}</span> LEFT
        </p>
      </div>
      {onDismiss && (
        <WithTooltip label="Dismiss promotion">
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss promotion"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1.5 text-white/90 hover:bg-white/20 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </WithTooltip>
      )}
    </section>
  );
}
