import { type PageMeta, productMainImageSizes } from '#shared/seo';

/**
 * What the server writes into a page's <head> (docs/product/storefront.md#pages): the same tags the client's
 * usePageMeta keeps.
 */
export type PageHead = {
  meta: PageMeta;
  /** `<meta name="robots" content="noindex">`: cart, admin and not-found pages. */
  noindex?: boolean;
  /**
   * The product page's main image, preloaded (docs/performance-and-scaling.md); thumbnail is its 600-px
   * variant.
   */
  preloadImage?: { url: string; thumbnail: string | null } | null;
};

/** The id the client looks for to update or remove the page's JSON-LD (src/web/lib/use-page-meta.ts). */
const jsonLdElementId = 'page-json-ld';

/** The sizes the product gallery's main image is shown at: half the page on large screens. */

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or a quoted attribute value, escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}">`;

function preloadLink(image: NonNullable<PageHead['preloadImage']>): string {
  const href = `href="${escapeHtml(image.url)}"`;
  const variants = image.thumbnail
    ? ` imagesrcset="${escapeHtml(`${image.thumbnail} 600w, ${image.url} 1200w`)}" imagesizes="${productMainImageSizes}"`
    : '';
  return `<link rel="preload" as="image" ${href}${variants} fetchpriority="high">`;
}

/** Every tag but <title>, one per line. `meta.jsonLd` is already safe inside a script (serializeJsonLd). */
export function renderHeadTags(head: PageHead): string {
  const { meta } = head;
  const tags = [
    metaName('description', meta.description),
    meta.keywords ? metaName('keywords', meta.keywords) : null,
    head.noindex ? metaName('robots', 'noindex') : null,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', meta.canonical),
    metaProperty('og:type', meta.type),
    meta.image ? metaProperty('og:image', meta.image) : null,
    head.preloadImage ? preloadLink(head.preloadImage) : null,
    meta.jsonLd
      ? `<script type="application/ld+json" id="${jsonLdElementId}">${meta.jsonLd.replace(/</g, '\\u003c')}</script>`
      : null,
  ];
  return tags.filter((tag) => tag !== null).join('\n    ');
}

const titleElement = /<title>[\s\S]*?<\/title>/i;
const headMarker = '<!--app-head-->';

/**
 * index.html with the page's title in place of the built one and the other tags at `<!--app-head-->`
 * (or before </head> when the marker is missing). Replacer functions, so a `$` in a product's text is
 * never read as a replacement pattern.
 */
export function injectPageHead(indexHtml: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.meta.title)}</title>`;
  let tags = renderHeadTags(head);
  let html = indexHtml;
  if (titleElement.test(html)) html = html.replace(titleElement, () => title);
  else tags = `${title}\n    ${tags}`;
  if (html.includes(headMarker)) return html.replace(headMarker, () => tags);
  return html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}
