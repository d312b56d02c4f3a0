import type { CustomOption } from '../../../shared/schemas/custom-option.ts';
import type { ProductInput } from '../../../shared/schemas/product.ts';
import { parseJsonLd } from '../../../shared/seo.ts';
import type { ErrorIssue } from '../../errors.ts';

export const jsonLdMessage =
  'Must be valid JSON-LD: a JSON object with "@context" or "@type", bare or inside <script type="application/ld+json">';

const isWholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function duplicateCodes(path: string, list: readonly { value: string }[]): ErrorIssue[] {
  const seen = new Set<string>();
  return list.flatMap((entry, index) => {
    if (!seen.has(entry.value)) {
      seen.add(entry.value);
      return [];
    }
    return [{ path: `${path}.${index}.value`, message: `Duplicate code "${entry.value}"` }];
  });
}

/**
 * Custom options (of a product or of a category) that the configurator and the cart can rely on: one id
 * per option, one code per value, prices in whole cents (pricing rounds each to cents, so 0.005 would
 * charge what the editor never showed).
 */
export function customOptionIssues(path: string, options: readonly CustomOption[]): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const optionIds = new Set<string>();
  options.forEach((option, i) => {
    if (optionIds.has(option.id)) issues.push({ path: `${path}.${i}.id`, message: 'Duplicate option id' });
    optionIds.add(option.id);
    issues.push(...duplicateCodes(`${path}.${i}.values`, option.values ?? []));
    (option.values ?? []).forEach((value, j) => {
      if (!isWholeCents(value.priceModifier)) {
        issues.push({
          path: `${path}.${i}.values.${j}.priceModifier`,
          message: 'Must be an amount in whole cents, such as 2.50',
        });
      }
    });
  });
  return issues;
}

export const mediaUrlMessage = 'Must be an https:// address or a /media/ path';

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
 * (the configurator and the cart find options by code), custom-option prices in whole cents, and a
 * structured-data field that is real JSON-LD (DESIGN §5.7).
 */
export function productInputIssues(input: ProductInput): ErrorIssue[] {
  const issues: ErrorIssue[] = [
    ...duplicateCodes('sizes', input.sizes),
    ...duplicateCodes('materials', input.materials),
    ...duplicateCodes('cutShapes', input.cutShapes),
    ...duplicateCodes('finishes', input.finishes),
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
  if (input.seoScriptTags?.trim() && parseJsonLd(input.seoScriptTags) === null) {
    issues.push({ path: 'seoScriptTags', message: jsonLdMessage });
  }
  return issues;
}
