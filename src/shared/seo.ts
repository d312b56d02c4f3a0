import { productFromPrice } from './catalog.ts';
import { fromCents, moneyPattern, toCents } from './money.ts';
import type { Product } from './schemas/product.ts';

/**
 * What a page says about itself to search engines and link previews (docs/product/storefront.md).
 * Used by the server, which writes the tags into the HTML, and by the client, which keeps them right
 * while navigating, so both say the same thing.
 */

export const brandName = 'PrintPro Signs';

/**
 * The `sizes` of the product page's main gallery image. The server's preload link must use the same
 * value as the <img>, or the browser preloads one file and then shows another.
 */
export const productMainImageSizes = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';
/** The fixed label between a product's name and the brand in its page title. */
const productTitleLabel = 'Custom Printing';

export const homeTitle = `${brandName} | Custom Printing & Signage`;
const homeDescription =
  'Custom vinyl banners, signs, trade show displays, business cards, yard signs and stickers, printed fast with free design help.';
const homeKeywords =
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
  | 'sizes'
  | 'customSize'
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

/**
 * `origin` + `path`, tolerating a trailing slash on origin; absolute http(s) URLs are returned unchanged
 * and protocol-relative ones (`//cdn.example/x.png`) get the origin's protocol.
 */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('//')) return `${/^https:/i.test(origin) ? 'https:' : 'http:'}${path}`;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function productCanonicalPath(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}

/**
 * The product's main picture and its 600-px variant (`thumbnail`, when there is one): the first image of
 * the media list (by order), else the first of `images` (which has no known variant).
 */
export function productMainImageItem(
  product: Pick<Product, 'images' | 'media'>,
): { url: string; thumbnail: string | null } | null {
  const firstMediaImage = [...product.media]
    .sort((a, b) => a.order - b.order)
    .find((item) => item.type === 'image');
  if (firstMediaImage) return { url: firstMediaImage.url, thumbnail: nonBlank(firstMediaImage.thumbnail) };
  const firstImage = product.images[0];
  return firstImage ? { url: firstImage, thumbnail: null } : null;
}

/** The product's main picture: the first image of the media list (by order), else the first image. */
export function productMainImage(product: Pick<Product, 'images' | 'media'>): string | null {
  return productMainImageItem(product)?.url ?? null;
}

export function productTitle(product: Pick<Product, 'name' | 'seoTitle'>): string {
  return nonBlank(product.seoTitle) ?? `${product.name} | ${productTitleLabel} | ${brandName}`;
}

/**
 * Search engines show about this many characters of a meta description (the editor recommends 150-160;
 * docs/product/admin.md).
 */
const maxDescriptionLength = 160;

/**
 * The SEO description, else the product description, on one line and at most 160 characters: a longer
 * text is cut at a word boundary (or mid-word when a word is very long) and ends with '...'. Lengths
 * count code points, so an emoji is never cut in half.
 */
export function productDescription(
  product: Pick<Product, 'name' | 'description' | 'seoDescription'>,
): string {
  const text = nonBlank(product.seoDescription) ?? nonBlank(product.description);
  if (!text) return `${product.name}, custom printed by ${brandName}.`;
  const chars = Array.from(text.replace(/\s+/g, ' '));
  if (chars.length <= maxDescriptionLength) return chars.join('');
  const cut = chars.slice(0, maxDescriptionLength - 3).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace >= cut.length - 30 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}...`;
}

/**
 * JSON for a <script type="application/ld+json">: '<' is written as \u003c (so '</script>' cannot end the
 * element), and so are '>', '&' and the two line separators JavaScript treats as line ends.
 */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One `<script>` element with no type or type application/ld+json, at lastIndex; group 1 is its content. */
const jsonLdScript =
  /<script(?:\s+type\s*=\s*(?:"application\/ld\+json"|'application\/ld\+json'|application\/ld\+json))?\s*>([\s\S]*?)<\/script\s*>\s*/iy;

/** The contents of a text made of nothing but such <script> elements (and white space), or null. */
function scriptBodies(text: string): string[] | null {
  const pattern = new RegExp(jsonLdScript); // its own lastIndex
  const bodies: string[] = [];
  while (pattern.lastIndex < text.length) {
    const match = pattern.exec(text);
    if (!match) return null;
    bodies.push(match[1]!);
  }
  return bodies;
}

const isJsonLdNode = (item: unknown): boolean =>
  typeof item === 'object' &&
  item !== null &&
  !Array.isArray(item) &&
  ('@context' in item || '@type' in item);

/** A JSON object with "@context" or "@type", or a non-empty list of them; anything else is null. */
function parseJsonLdBody(body: string): object | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const items: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  return items.length > 0 && items.every(isJsonLdNode) ? (parsed as object) : null;
}

/**
 * The admin's structured-data field when it is valid JSON-LD: a JSON object (or a list of objects) with
 * an "@context" or "@type", either bare or wrapped in one or more `<script type="application/ld+json">`
 * elements (several elements give one list). Anything else (other script types, text around the
 * elements, invalid JSON, plain strings or numbers) is null. The result is plain data, always written
 * back through serializeJsonLd, never copied as text.
 */
export function parseJsonLd(text: string | null | undefined): object | null {
  const trimmed = nonBlank(text);
  if (!trimmed) return null;
  if (!trimmed.startsWith('<')) return parseJsonLdBody(trimmed);
  const bodies = scriptBodies(trimmed);
  if (!bodies || bodies.length === 0) return null;
  const values = bodies.map(parseJsonLdBody);
  if (values.some((value) => value === null)) return null;
  return values.length === 1 ? values[0]! : values.flat();
}

/**
 * The product's offer: one price when it has one, else an AggregateOffer from its lowest price (the
 * catalogue's 'starting at': the cheapest size or smallest custom size), up to its dearest fixed size when
 * it offers no custom size (a custom size has no useful upper bound).
 */
function productOffer(product: SeoProduct, url: string): Record<string, unknown> {
  const common = { priceCurrency: 'USD', availability: 'https://schema.org/InStock', url };
  const prices = new Set(product.sizes.map((size) => size.price).filter((price) => moneyPattern.test(price)));
  if (!product.customSize && prices.size <= 1) {
    return { '@type': 'Offer', price: productFromPrice(product), ...common };
  }
  const highest = product.customSize ? null : Math.max(...[...prices].map((price) => toCents(price)));
  return {
    '@type': 'AggregateOffer',
    lowPrice: productFromPrice(product),
    ...(highest === null ? {} : { highPrice: fromCents(highest) }),
    offerCount: product.sizes.length + (product.customSize ? 1 : 0),
    ...common,
  };
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
    offers: productOffer(product, url),
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

/** Home's title and description on another page of the shop (cart, admin), without the JSON-LD. */
export function defaultPageMeta(origin: string, pathname: string): PageMeta {
  return { ...homePageMeta(origin), canonical: absoluteUrl(origin, pathname), jsonLd: null };
}

/** A product path whose slug names no active product. */
export function productNotFoundPageMeta(origin: string, pathname: string): PageMeta {
  return {
    title: `Product Not Found | ${brandName}`,
    description: "The product you're looking for doesn't exist.",
    keywords: null,
    canonical: absoluteUrl(origin, pathname),
    image: null,
    type: 'website',
    jsonLd: null,
  };
}

/** A path the shop does not know (the client shows 'Page Not Found'). */
export function pageNotFoundPageMeta(origin: string, pathname: string): PageMeta {
  return {
    ...productNotFoundPageMeta(origin, pathname),
    title: `Page Not Found | ${brandName}`,
    description: "Sorry, the page you're looking for doesn't exist or has been moved.",
  };
}
