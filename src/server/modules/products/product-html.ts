import sanitizeHtml from 'sanitize-html';

/**
 * The product tabs' HTML (overview, specifications, FAQs; docs/decisions/0008): an allow-list of text, list,
 * table, link and image elements. No scripts, styles, classes, event handlers, frames or forms; links only
 * to http(s), mailto and tel; images only from http(s) or relative addresses.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  // Removed together with their content; other disallowed tags are dropped but keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  transformTags: {
    // Only target="_blank" is kept, and a link that opens a new window must not give that window a
    // handle on the shop's page.
    a: (tagName, attribs) => {
      if (attribs.target !== '_blank') {
        const { target: _target, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      const rel = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      return { tagName, attribs: { ...attribs, rel: [...rel].join(' ') } };
    },
  },
};

/** Product HTML made safe to show; null stays null. The same input always gives the same output. */
export function sanitizeProductHtml(html: string | null): string | null {
  if (html === null) return null;
  return sanitizeHtml(html, options);
}

/** The three HTML fields of a product. */
export type ProductHtml = { overview: string | null; specifications: string | null; faqs: string | null };

export function sanitizeProductHtmlFields(fields: ProductHtml): ProductHtml {
  return {
    overview: sanitizeProductHtml(fields.overview),
    specifications: sanitizeProductHtml(fields.specifications),
    faqs: sanitizeProductHtml(fields.faqs),
  };
}

type CacheEntry = { raw: ProductHtml; clean: ProductHtml; size: number };

const sizeOf = (fields: ProductHtml) =>
  (fields.overview?.length ?? 0) + (fields.specifications?.length ?? 0) + (fields.faqs?.length ?? 0);
const sameHtml = (a: ProductHtml, b: ProductHtml) =>
  a.overview === b.overview && a.specifications === b.specifications && a.faqs === b.faqs;

/**
 * Sanitised HTML remembered per product version (id and updatedAt), so the product list does not run the
 * sanitiser for every product on every request. A hit also compares the stored HTML itself, so an update
 * that forgot to move updatedAt is never answered from the cache. Bounded by entries and by characters
 * (least recently used go first); it only saves work, so losing it (restart, several instances) is fine.
 */
export function createProductHtmlCache(limits: { maxEntries?: number; maxChars?: number } = {}) {
  const maxEntries = limits.maxEntries ?? 1000;
  const maxChars = limits.maxChars ?? 20_000_000;
  const entries = new Map<string, CacheEntry>();
  let chars = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.size;
  };

  return {
    sanitize(product: { id: number; updatedAt: Date } & ProductHtml): ProductHtml {
      const key = `${product.id}@${product.updatedAt.getTime()}`;
      const raw: ProductHtml = {
        overview: product.overview,
        specifications: product.specifications,
        faqs: product.faqs,
      };
      const hit = entries.get(key);
      if (hit && sameHtml(hit.raw, raw)) {
        entries.delete(key); // re-inserted below as the most recently used
        entries.set(key, hit);
        return hit.clean;
      }
      remove(key);
      const clean = sanitizeProductHtmlFields(raw);
      const size = sizeOf(raw) + sizeOf(clean);
      if (size > maxChars) return clean;
      entries.set(key, { raw, clean, size });
      chars += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        remove(oldest);
      }
      return clean;
    },
    get size() {
      return entries.size;
    },
  };
}
export type ProductHtmlCache = ReturnType<typeof createProductHtmlCache>;
