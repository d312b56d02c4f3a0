import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import { type GalleryItem, isOwnSpaceTarget } from './gallery-items.ts';
import { GallerySlide, itemLabel } from './gallery-slide.tsx';

/** Toggles the video inside `container`, if the shown item is one. */
function toggleVideoIn(container: HTMLElement | null) {
  const video = container?.querySelector('video');
  if (!video) return;
  if (video.paused) Promise.resolve(video.play()).catch(() => {});
  else video.pause();
}

/**
 * Keys of the gallery (docs/product/storefront.md): Left and Right go to the previous and next item, Space
 * plays or pauses the shown video (unless a button or field has focus: Space then presses it).
 */
export function galleryKeyHandler(go: (delta: number) => void, container: RefObject<HTMLElement | null>) {
  return (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === ' ' && !isOwnSpaceTarget(event.target)) {
      if (!container.current?.querySelector('video')) return;
      event.preventDefault();
      toggleVideoIn(container.current);
    }
  };
}

interface GalleryStageProps {
  items: readonly GalleryItem[];
  index: number;
  go: (delta: number) => void;
  productName: string;
  variant: 'inline' | 'fullscreen';
  autoPlay: boolean;
  suspended?: boolean;
  viewerRef: RefObject<HTMLDivElement | null>;
  /** Extra controls laid over the view (the full-screen button). */
  children?: ReactNode;
  className?: string;
}

/** The large view: the shown item, previous/next buttons and the 'n / total' counter. */
export function GalleryStage({
  items,
  index,
  go,
  productName,
  variant,
  autoPlay,
  suspended = false,
  viewerRef,
  children,
  className,
}: GalleryStageProps) {
  const total = items.length;
  const item = items[index];
  if (!item) return null;
  const label = itemLabel(productName, item, index, total);
  const inline = variant === 'inline';
  const arrowClass = cn(
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full shadow-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-6',
    inline
      ? 'bg-white/90 text-slate-900 hover:bg-white focus-visible:outline-brand-500'
      : 'bg-white/15 text-white hover:bg-white/25 focus-visible:outline-white',
  );

  return (
    <div className={cn('relative', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group, not a form fieldset. */}
      <div
        ref={viewerRef}
        // The view takes focus so that the arrow keys and Space work on it (a carousel's slide).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the focusable slide of a keyboard-driven carousel.
        tabIndex={0}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${total}`}
        className={cn(
          'size-full rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2',
          inline ? 'focus-visible:outline-brand-500' : 'focus-visible:outline-white',
        )}
      >
        <GallerySlide
          key={item.id}
          item={item}
          label={label}
          variant={variant}
          autoPlay={autoPlay}
          suspended={suspended}
        />
      </div>
      {total > 1 ? (
        <>
          <WithTooltip label="Previous media">
            <button
              type="button"
              aria-label="Previous media"
              onClick={() => go(-1)}
              className={cn(arrowClass, 'left-3')}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
          </WithTooltip>
          <WithTooltip label="Next media">
            <button
              type="button"
              aria-label="Next media"
              onClick={() => go(1)}
              className={cn(arrowClass, 'right-3')}
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </WithTooltip>
        </>
      ) : null}
      <p
        aria-live="polite"
        aria-atomic="true"
        className={cn(
          'absolute rounded-full px-2.5 py-1 font-semibold text-white tabular-nums',
          inline ? 'right-3 bottom-3 bg-slate-900/75 text-xs' : 'top-4 left-4 bg-white/15 text-sm',
        )}
      >
        {index + 1} / {total}
      </p>
      {children}
    </div>
  );
}
