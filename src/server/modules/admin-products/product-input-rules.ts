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
  const optionIds = new Set<string>();
  input.customOptions.forEach((option, i) => {
    if (optionIds.has(option.id))
      issues.push({ path: `customOptions.${i}.id`, message: 'Duplicate option id' });
    optionIds.add(option.id);
    issues.push(...duplicateCodes(`customOptions.${i}.values`, option.values ?? []));
    (option.values ?? []).forEach((value, j) => {
      if (!isWholeCents(value.priceModifier)) {
        issues.push({
          path: `customOptions.${i}.values.${j}.priceModifier`,
          message: 'Must be an amount in whole cents, such as 2.50',
        });
      }
    });
  });
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
