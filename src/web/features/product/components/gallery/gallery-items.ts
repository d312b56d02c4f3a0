import type { Product } from '#shared/schemas/product';

/** One picture or film of the product gallery. */
export interface GalleryItem {
  /** Unique within the gallery (the same file may appear twice). */
  id: string;
  type: 'image' | 'video';
  url: string;
  /** The 600-px-wide variant of an image, or a video's poster; null when there is none. */
  thumbnail: string | null;
}

/**
 * What the gallery shows (docs/product/storefront.md): the media list sorted by order; without media, the
 * plain image list followed by the videos; an empty list means 'No media available'.
 */
export function galleryItems(product: Pick<Product, 'media' | 'images' | 'videos'>): GalleryItem[] {
  const items: Omit<GalleryItem, 'id'>[] =
    product.media.length > 0
      ? [...product.media]
          .sort((a, b) => a.order - b.order)
          .map(({ type, url, thumbnail }) => ({ type, url, thumbnail }))
      : [
          ...product.images.map((url) => ({ type: 'image' as const, url, thumbnail: null })),
          ...product.videos.map((url) => ({ type: 'video' as const, url, thumbnail: null })),
        ];
  return items.map((item, position) => ({ id: `${position}:${item.url}`, ...item }));
}

/** The next index, going round from the last item to the first and back (the gallery wraps around). */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/**
 * Videos start by themselves (muted) on devices with a fine pointer, not on phones and tablets (to spare
 * their data and battery), and not for visitors who asked for reduced motion.
 */
export function shouldAutoplayVideos(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return (
    !window.matchMedia('(pointer: coarse)').matches &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Whether a key press landed on a control that handles Space itself (a button, link or field). */
export function isOwnSpaceTarget(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('button, a[href], input, select, textarea, [role="button"], [role="tab"]') !== null
  );
}
