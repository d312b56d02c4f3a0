import type { ErrorIssue } from '#server/errors';
import { customOptionIssues, duplicateCodeIssues } from '#shared/schemas/custom-option';
import { printDpiIssues } from '#shared/schemas/print-dpi';
import type { ProductInput } from '#shared/schemas/product';
import { parseJsonLd } from '#shared/seo';

export const jsonLdMessage =
  'Must be valid JSON-LD: a JSON object with "@context" or "@type", bare or inside <script type="application/ld+json">';

const mediaUrlMessage = 'Must be an https:// address or a /media/ path';

/** Pictures and videos come from the shop's own /media/ or an https:// address (the CSP allows nothing else). */
function isAllowedMediaUrl(url: string): boolean {
  if (url.startsWith('/media/')) return !url.includes('..');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

function mediaUrlIssues(input: ProductInput): ErrorIssue[] {
  const urls: [string, string | null][] = [
    ...input.images.map((url, i): [string, string] => [`images.${i}`, url]),
    ...input.videos.map((url, i): [string, string] => [`videos.${i}`, url]),
    ...input.media.flatMap((item, i): [string, string | null][] => [
      [`media.${i}.url`, item.url],
      [`media.${i}.thumbnail`, item.thumbnail],
    ]),
  ];
  return urls.flatMap(([path, url]) =>
    url === null || isAllowedMediaUrl(url) ? [] : [{ path, message: mediaUrlMessage }],
  );
}

/**
 * What the shared schema cannot say about a product on its own: codes unique within each option list
 * (the configurator and the cart find options by code), custom-option ids unique, and a structured-data
 * field that is real JSON-LD (docs/decisions/0013).
 */
export function productInputIssues(input: ProductInput): ErrorIssue[] {
  const issues: ErrorIssue[] = [
    ...duplicateCodeIssues('sizes', input.sizes),
    ...duplicateCodeIssues('materials', input.materials),
    ...duplicateCodeIssues('cutShapes', input.cutShapes),
    ...duplicateCodeIssues('finishes', input.finishes),
  ];
  issues.push(...customOptionIssues('customOptions', input.customOptions), ...mediaUrlIssues(input));
  const minimums = new Set<number>();
  input.quantityDiscounts.forEach((tier, i) => {
    if (minimums.has(tier.minQuantity)) {
      issues.push({
        path: `quantityDiscounts.${i}.minQuantity`,
        message: 'Two tiers start at the same quantity',
      });
    }
    minimums.add(tier.minQuantity);
  });
  issues.push(...printDpiIssues(input));
  if (input.seoScriptTags?.trim() && parseJsonLd(input.seoScriptTags) === null) {
    issues.push({ path: 'seoScriptTags', message: jsonLdMessage });
  }
  return issues;
}
