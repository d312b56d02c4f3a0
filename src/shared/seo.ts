import type { Product } from './schemas/product.ts';

/**
 * What a page says about itself to search engines and link previews (SPEC §2 page title, DESIGN §5.9).
 * Used by the server, which writes the tags into the HTML, and by the client, which keeps them right
 * while navigating, so both say the same thing.
 */

export const brandName = 'PrintPro Signs';
/** The fixed label between a product's name and the brand in its page title. */
export const productTitleLabel = 'Custom Printing';

export const homeTitle = `${brandName} | Custom Printing & Signage`;
export const homeDescription =
  'Custom vinyl banners, signs, trade show displays, business cards, yard signs and stickers, printed fast with free design help.';
export const homeKeywords =
  'custom banners, vinyl banners, signs, trade show displays, business cards, yard signs, stickers, printing';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string | null;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the main image, or null. */
  image: string | null;
  type: 'website' | 'product';
  /** The serialised JSON-LD (already safe to put inside a <script> element), or null. */
  jsonLd: string | null;
}

export type SeoProduct = Pick<
  Product,
  | 'name'
  | 'slug'
  | 'description'
  | 'basePrice'
  | 'images'
  | 'media'
  | 'averageRating'
  | 'reviewCount'
  | 'seoTitle'
  | 'seoDescription'
  | 'seoKeywords'
  | 'seoScriptTags'
>;

const nonBlank = (text: string | null | undefined): string | null =>
  text && text.trim() !== '' ? text.trim() : null;

/** `origin` + `path`, tolerating a trailing slash on origin; absolute URLs are returned unchanged. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function productCanonicalPath(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}

/** The product's main picture: the first image of the media list (by order), else the first image. */
export function productMainImage(product: Pick<Product, 'images' | 'media'>): string | null {
  const firstMediaImage = [...product.media]
    .sort((a, b) => a.order - b.order)
    .find((item) => item.type === 'image');
  return firstMediaImage?.url ?? product.images[0] ?? null;
}

export function productTitle(product: Pick<Product, 'name' | 'seoTitle'>): string {
  return nonBlank(product.seoTitle) ?? `${product.name} | ${productTitleLabel} | ${brandName}`;
}

export function productDescription(
  product: Pick<Product, 'name' | 'description' | 'seoDescription'>,
): string {
  const text = nonBlank(product.seoDescription) ?? nonBlank(product.description);
  if (!text) return `${product.name}, custom printed by ${brandName}.`;
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).trimEnd()}...`;
}

/**
 * JSON for a <script type="application/ld+json">: '<' is written as \u003c (so '</script>' cannot end the
 * element), and so are '>', '&' and the two line separators JavaScript treats as line ends.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const scriptWrapper = /^<script\b[^>]*>([\s\S]*)<\/script\s*>$/i;

/**
 * The admin's structured-data field when it is valid JSON-LD: a JSON object (or a list of objects) with
 * an "@context" or "@type", optionally wrapped in one <script> element. Anything else is null.
 */
export function parseJsonLd(text: string | null | undefined): object | null {
  const trimmed = nonBlank(text);
  if (!trimmed) return null;
  const body = scriptWrapper.exec(trimmed)?.[1] ?? trimmed;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  const valid =
    items.length > 0 &&
    items.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        !Array.isArray(item) &&
        ('@context' in item || '@type' in item),
    );
  return valid ? (parsed as object) : null;
}

/** A schema.org Product with its offer and, when it has approved reviews, its aggregate rating. */
export function generatedProductJsonLd(product: SeoProduct, origin: string): Record<string, unknown> {
  const image = productMainImage(product);
  const url = absoluteUrl(origin, productCanonicalPath(product.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: productDescription(product),
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    url,
    brand: { '@type': 'Brand', name: brandName },
    offers: {
      '@type': 'Offer',
      price: product.basePrice,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(product.reviewCount > 0 && product.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function productPageMeta(product: SeoProduct, origin: string): PageMeta {
  const image = productMainImage(product);
  return {
    title: productTitle(product),
    description: productDescription(product),
    keywords: nonBlank(product.seoKeywords),
    canonical: absoluteUrl(origin, productCanonicalPath(product.slug)),
    image: image ? absoluteUrl(origin, image) : null,
    type: 'product',
    jsonLd: serializeJsonLd(parseJsonLd(product.seoScriptTags) ?? generatedProductJsonLd(product, origin)),
  };
}

export function homePageMeta(origin: string): PageMeta {
  return {
    title: homeTitle,
    description: homeDescription,
    keywords: homeKeywords,
    canonical: absoluteUrl(origin, '/'),
    image: null,
    type: 'website',
    jsonLd: serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brandName,
      url: absoluteUrl(origin, '/'),
    }),
  };
}
