/** Widths of the pictures the server stores: the original (1200 px) and its variant (600 px, the media thumbnail). */
export const originalWidth = 1200;
export const variantWidth = 600;

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * src and srcset for a product picture. With a thumbnail (the 600-px variant) the browser picks the
 * smaller file where it is enough; without one the original is all there is.
 */
export function imageSources(url: string, thumbnail: string | null | undefined): ImageSources {
  if (!thumbnail || thumbnail === url) return { src: url };
  return { src: url, srcSet: `${thumbnail} ${variantWidth}w, ${url} ${originalWidth}w` };
}
