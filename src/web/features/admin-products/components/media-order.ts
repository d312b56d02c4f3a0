import type { MediaItem } from '#shared/schemas/product';
import { type MoveDirection, moveItem } from '#web/lib/move-item.ts';

/**
 * The product's media as the editor keeps it (docs/product/admin.md#products-tab): one list, in display
 * order, numbered 0..n-1. The product's `images` and `videos` lists are derived from it, so the three always
 * agree.
 */

export type { MoveDirection };

/** Numbers the items 0..n-1 in the order given. */
function renumberMedia(media: readonly MediaItem[]): MediaItem[] {
  return media.map((item, order) => ({ ...item, order }));
}

/** The items sorted by their order (stable for equal orders), renumbered 0..n-1. */
export function sortMedia(media: readonly MediaItem[]): MediaItem[] {
  return renumberMedia([...media].sort((a, b) => a.order - b.order));
}

/**
 * What the editor starts from: the product's media by order; a product saved without media shows its
 * images, then its videos (as the storefront gallery does), so they can be reordered too.
 */
export function initialMedia(product: {
  media: readonly MediaItem[];
  images: readonly string[];
  videos: readonly string[];
}): MediaItem[] {
  if (product.media.length > 0) return sortMedia(product.media);
  return renumberMedia([
    ...product.images.map((url) => ({ type: 'image' as const, url, thumbnail: null, order: 0 })),
    ...product.videos.map((url) => ({ type: 'video' as const, url, thumbnail: null, order: 0 })),
  ]);
}

/** Swaps the item at `index` with its neighbour; at an edge (or out of range) nothing moves. */
export function moveMedia(media: readonly MediaItem[], index: number, direction: MoveDirection): MediaItem[] {
  return renumberMedia(moveItem(media, index, direction));
}

export function removeMedia(media: readonly MediaItem[], index: number): MediaItem[] {
  return renumberMedia(media.filter((_, position) => position !== index));
}

/** Adds new items (e.g. an upload's, numbered 0..k-1 by the server) after the current ones. */
export function appendMedia(media: readonly MediaItem[], added: readonly MediaItem[]): MediaItem[] {
  return renumberMedia([...media, ...[...added].sort((a, b) => a.order - b.order)]);
}

/**
 * 'Update Media Order' (docs/product/admin.md#products-tab): the images first, then the videos, each in their
 * current order.
 */
export function rebuildMediaOrder(media: readonly MediaItem[]): MediaItem[] {
  return renumberMedia([
    ...media.filter((item) => item.type === 'image'),
    ...media.filter((item) => item.type === 'video'),
  ]);
}

/** The product's `images` and `videos` lists: the URLs of each kind, in media order. */
export function mediaLists(media: readonly MediaItem[]): { images: string[]; videos: string[] } {
  const sorted = [...media].sort((a, b) => a.order - b.order);
  return {
    images: sorted.filter((item) => item.type === 'image').map((item) => item.url),
    videos: sorted.filter((item) => item.type === 'video').map((item) => item.url),
  };
}

export type MediaUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * An image URL needs text; it must be an https:// address or a path under /media/ (the shop's
 * content security policy loads nothing else, and the server refuses anything else).
 */
export function checkImageUrl(text: string): MediaUrlCheck {
  const url = text.trim();
  if (url === '') return { ok: false, message: 'Enter an image URL.' };
  if (url.startsWith('/media/') && !url.includes('..')) return { ok: true, url };
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return { ok: true, url };
  } catch {
    // not an absolute URL; refused below
  }
  return { ok: false, message: 'Enter an https:// address or a /media/ path.' };
}

/** An image added by its URL: no thumbnail (the storefront shows the image itself). */
export function imageFromUrl(url: string): MediaItem {
  return { type: 'image', url, thumbnail: null, order: 0 };
}
