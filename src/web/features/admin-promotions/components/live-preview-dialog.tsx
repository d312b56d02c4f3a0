import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { endOfLocalDay, formatCountdown, PromoBannerView } from '#web/features/promo/index.ts';
import type { BannerPreview } from './promo-form-values.ts';

/** The time left until 23:59:59.999 of the current local day, ticking every second. */
function useCountdownToEndOfDay(): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return formatCountdown(endOfLocalDay(now).getTime() - now.getTime());
}

/** Mounted only while the dialog is open, so the interval runs only then. */
function PreviewBody({ preview }: { preview: BannerPreview }) {
  const countdown = useCountdownToEndOfDay();
  return (
    <div className="mt-5 space-y-3">
      <div className="overflow-hidden rounded-lg ring-1 ring-slate-200">
        <PromoBannerView
          text={preview.text}
          code={preview.code}
          style={preview.style}
          countdown={countdown}
        />
      </div>
      {preview.enabled ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          The banner is turned off: customers do not see it until you enable it and save.
        </p>
      )}
    </div>
  );
}

/**
 * The 'Live Preview' overlay (docs/product/promotions.md) with the banner, its code and a countdown to the
 * end of today.
 */
export function LivePreviewDialog({ preview }: { preview: BannerPreview | null }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto" disabled={preview === null}>
          <Eye aria-hidden="true" />
          Live Preview
        </Button>
      </DialogTrigger>
      {preview ? (
        <DialogContent
          title="Live Preview"
          description="How the banner looks on the storefront. The countdown runs to the end of today."
          className="max-w-4xl"
        >
          <PreviewBody preview={preview} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
