import { ImageOff, Maximize2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { useIsHydrating } from '#web/lib/hydration.ts';
import { type GalleryItem, shouldAutoplayVideos, wrapIndex } from './gallery-items.ts';
import { GalleryStage, galleryKeyHandler } from './gallery-stage.tsx';
import { GalleryThumbnails } from './gallery-thumbnails.tsx';

interface MediaGalleryProps {
  items: readonly GalleryItem[];
  productName: string;
}

/**
 * The product's pictures and videos (docs/product/storefront.md): a large view with previous/next (wrapping
 * round), thumbnails, an 'n / total' counter and a full-screen dialog with the same navigation. Left/Right
 * change the item while the gallery or the dialog has focus, Space plays or pauses a video, Escape closes the
 * dialog.
 */
export function MediaGallery({ items, productName }: MediaGalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  // Whether videos may start by themselves depends on this device, which the server cannot know: the
  // server's HTML and its hydration leave them still, then the device decides (docs/decisions/0021).
  const [deviceAutoPlay] = useState(shouldAutoplayVideos);
  const autoPlay = !useIsHydrating() && deviceAutoPlay;
  const viewerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const fullscreenViewerRef = useRef<HTMLDivElement>(null);
  const total = items.length;

  if (total === 0) {
    return (
      <div className="flex aspect-4/3 w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-500">
        <ImageOff className="size-10" aria-hidden="true" />
        <p>No media available</p>
      </div>
    );
  }

  const current = Math.min(index, total - 1);
  const go = (delta: number) => setIndex((previous) => wrapIndex(previous + delta, total));

  return (
    <section
      aria-label={`${productName} media`}
      aria-roledescription="carousel"
      onKeyDown={fullscreen ? undefined : galleryKeyHandler(go, viewerRef)}
    >
      <Dialog open={fullscreen} onOpenChange={setFullscreen}>
        <GalleryStage
          items={items}
          index={current}
          go={go}
          productName={productName}
          variant="inline"
          autoPlay={autoPlay}
          suspended={fullscreen}
          viewerRef={viewerRef}
          className="aspect-4/3 w-full overflow-hidden rounded-xl bg-slate-100"
        >
          <WithTooltip label="View full screen">
            <DialogTrigger asChild>
              <button
                type="button"
                aria-label="View full screen"
                className="absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&_svg]:size-5"
              >
                <Maximize2 aria-hidden="true" />
              </button>
            </DialogTrigger>
          </WithTooltip>
        </GalleryStage>
        <DialogContent
          ref={dialogRef}
          title={`${productName} media`}
          hideTitle
          onOpenAutoFocus={(event) => {
            // Focus the dialog itself, so the arrow keys and Space work at once.
            event.preventDefault();
            dialogRef.current?.focus();
          }}
          onKeyDown={galleryKeyHandler(go, dialogRef)}
          overlayClassName="bg-slate-950"
          className="top-0 left-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 flex-col overflow-hidden rounded-none bg-slate-950 p-0 shadow-none [&>button[aria-label=Close]]:top-4 [&>button[aria-label=Close]]:right-4 [&>button[aria-label=Close]]:z-20 [&>button[aria-label=Close]]:rounded-full [&>button[aria-label=Close]]:bg-white/15 [&>button[aria-label=Close]]:p-2.5 [&>button[aria-label=Close]]:text-white [&>button[aria-label=Close]]:hover:bg-white/25 [&>button[aria-label=Close]]:hover:text-white [&>button[aria-label=Close]]:focus-visible:outline-white"
        >
          <GalleryStage
            items={items}
            index={current}
            go={go}
            productName={productName}
            variant="fullscreen"
            autoPlay={autoPlay}
            viewerRef={fullscreenViewerRef}
            className="min-h-0 flex-1 px-2 pt-16 pb-2 sm:px-16"
          />
          {total > 1 ? (
            <GalleryThumbnails
              items={items}
              index={current}
              onSelect={setIndex}
              tone="dark"
              className="mx-auto max-w-full shrink-0 px-3 pb-4"
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {total > 1 ? (
        <GalleryThumbnails items={items} index={current} onSelect={setIndex} className="mt-3" />
      ) : null}
    </section>
  );
}
