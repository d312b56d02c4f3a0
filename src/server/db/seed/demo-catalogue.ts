import { sanitizeProductHtmlFields } from '#server/modules/products/product-html';
import type { Storage } from '#server/storage/storage';
import { categoryInputSchema } from '#shared/schemas/category';
import { type ProductInput, productInputSchema } from '#shared/schemas/product';
import type { Database } from '../client.ts';
import { categories, discountCodes, products, promoSettings, reviews, shippingSettings } from '../schema.ts';
import { seedCategories } from './categories.ts';
import { type ProductImageSpec, productImageFields, storeProductImages } from './product-images.ts';
import { bannersAndSignsProducts } from './products-banners-signs.ts';
import { customPrintingProducts } from './products-custom-printing.ts';
import { outdoorProducts } from './products-outdoor.ts';
import { outdoorPromoProducts } from './products-outdoor-promo.ts';
import { tradeShowProducts } from './products-trade-show.ts';
import { tradeShowEventProducts } from './products-trade-show-events.ts';
import { wallPrintProducts } from './products-wall-prints.ts';
import { seedDiscountCodes, seedPromoSettings, seedShippingSettings } from './promotions.ts';
import { bannerAndDisplayReviews } from './reviews-banners-displays.ts';
import { printingAndOutdoorReviews } from './reviews-printing-outdoor.ts';
import type { CategorySlug, SeedProduct, SeedReview } from './seed-types.ts';

const demoProducts: readonly SeedProduct[] = [
  ...bannersAndSignsProducts,
  ...tradeShowProducts,
  ...tradeShowEventProducts,
  ...customPrintingProducts,
  ...wallPrintProducts,
  ...outdoorProducts,
  ...outdoorPromoProducts,
];

const demoReviews: Readonly<Record<string, readonly SeedReview[]>> = {
  ...bannerAndDisplayReviews,
  ...printingAndOutdoorReviews,
};

const dayMs = 24 * 60 * 60 * 1000;

type PreparedProduct = { seed: SeedProduct; input: ProductInput; createdAt: Date };

/**
 * Validates a demo product exactly as the admin API would and sanitises its HTML as an admin save does
 * (categoryId is filled in once the category exists). seoScriptTags stays null: the product pages then
 * carry the generated JSON-LD, which has absolute URLs and the rating from approved reviews.
 */
function prepareProduct(seed: SeedProduct, now: Date): PreparedProduct {
  const { category: _category, art: _art, daysAgo, ...fields } = seed;
  const { images, media } = productImageFields(seed.slug);
  const parsed = productInputSchema.parse({
    ...fields,
    images,
    media,
    seoScriptTags: null,
    categoryId: null,
  });
  const input = { ...parsed, ...sanitizeProductHtmlFields(parsed) };
  return { seed, input, createdAt: new Date(now.getTime() - daysAgo * dayMs) };
}

function reviewRows(prepared: readonly PreparedProduct[], ids: ReadonlyMap<string, number>, now: Date) {
  for (const slug of Object.keys(demoReviews)) {
    if (!ids.has(slug)) throw new Error(`Demo reviews name an unknown product: ${slug}`);
  }
  return prepared.flatMap(({ seed }) =>
    (demoReviews[seed.slug] ?? []).map((review, index) => {
      if (review.daysAgo >= seed.daysAgo) throw new Error(`A review of ${seed.slug} predates the product`);
      return {
        productId: ids.get(seed.slug)!,
        customerName: review.customerName,
        rating: review.rating,
        comment: review.comment,
        isApproved: !review.pending,
        // A few hours apart on the same day, so the order of reviews is stable.
        createdAt: new Date(now.getTime() - review.daysAgo * dayMs - (index + 1) * 3_600_000),
      };
    }),
  );
}

/**
 * Fills a database without categories and products with the demo shop: categories, products with
 * generated pictures, reviews, shipping and promo settings and discount codes (existing settings rows and
 * codes are kept). The pictures are written to storage first; all rows are inserted in one transaction,
 * so a failure leaves the database as it was (a re-run overwrites the pictures).
 */
export async function seedDemoCatalogue(db: Database, storage: Storage): Promise<void> {
  const now = new Date();
  const categoryInputs = seedCategories.map((category) => categoryInputSchema.parse(category));
  const categoryNames = new Map<CategorySlug, string>(
    seedCategories.map((category) => [category.slug, category.name]),
  );
  const nameOf = (slug: CategorySlug) => categoryNames.get(slug) ?? slug;

  // Oldest first, so ids and createdAt agree for 'Newest First'.
  const prepared = [...demoProducts]
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .map((seed) => prepareProduct(seed, now));

  const imageSpecs: ProductImageSpec[] = prepared.map(({ seed, input }) => ({
    slug: input.slug,
    name: input.name,
    art: seed.art,
    category: seed.category,
    categoryName: nameOf(seed.category),
    turnaroundTime: input.turnaroundTime,
  }));
  await storeProductImages(imageSpecs, storage);

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(
        categoryInputs.map((category) => ({
          name: category.name,
          slug: category.slug,
          description: category.description ?? null,
          customOptions: category.options.customOptions,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

    const productRows = await tx
      .insert(products)
      .values(
        prepared.map(({ seed, input, createdAt }) => ({
          ...input,
          categoryId: categoryIds.get(seed.category) ?? null,
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(productRows.map((row) => [row.slug, row.id]));

    await tx.insert(reviews).values(reviewRows(prepared, productIds, now));
    // Settings and codes an admin may already have saved are kept as they are.
    await tx.insert(shippingSettings).values(seedShippingSettings(now)).onConflictDoNothing();
    await tx.insert(promoSettings).values(seedPromoSettings(now)).onConflictDoNothing();
    await tx.insert(discountCodes).values(seedDiscountCodes(now)).onConflictDoNothing();
  });
}
