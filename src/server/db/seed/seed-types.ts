import type { z } from 'zod';
import type { productInputSchema, QuantityDiscount } from '#shared/schemas/product';

const categorySlugs = [
  'banners-signs',
  'trade-show-displays',
  'custom-printing',
  'outdoor-weather-proof',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

/** Which illustration the generated product images show. */
export type ArtKind =
  | 'banner'
  | 'mesh'
  | 'sign'
  | 'window'
  | 'popup'
  | 'retractable'
  | 'backdrop'
  | 'table'
  | 'cards'
  | 'sticker'
  | 'poster'
  | 'flyers'
  | 'canvas'
  | 'yard'
  | 'flag'
  | 'vehicle';

/** What the admin form would send (before zod defaults and transforms). */
type ProductFormInput = z.input<typeof productInputSchema>;

/**
 * A demo product as written in the data files: the admin input minus what the seed derives (category
 * id, images, media) or leaves empty (the JSON-LD script: the generated one is used), plus where it goes,
 * what its pictures show and its age. Quantity tiers are written in the current shape only
 * (discountPercent), not the old contract's fraction the admin API still accepts.
 */
export type SeedProduct = Omit<
  ProductFormInput,
  'categoryId' | 'images' | 'videos' | 'media' | 'seoScriptTags' | 'quantityDiscounts'
> & {
  quantityDiscounts?: QuantityDiscount[];
  category: CategorySlug;
  art: ArtKind;
  /** createdAt = now minus this many days, so 'Newest First' has something to sort. */
  daysAgo: number;
};

export type SeedReview = {
  customerName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  daysAgo: number;
  /** Waiting for moderation (isApproved false). */
  pending?: boolean;
};
