import type { products } from '#server/db/schema/products';

type PictureSource = Pick<typeof products.$inferSelect, 'images' | 'media'>;

/** A product's first picture with its thumbnail, as a cart line or a quote shows it; null when it has none. */
export function productPicture(product: PictureSource): { url: string; thumbnail: string | null } | null {
  const picture = product.images[0];
  if (!picture) return null;
  const media = product.media.find((entry) => entry.type === 'image' && entry.url === picture);
  return { url: picture, thumbnail: media?.thumbnail ?? null };
}
