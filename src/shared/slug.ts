/** The longest slug the schemas accept (schemas/common.ts slugSchema). */
const maxSlugLength = 200;

/**
 * A slug (docs/product/admin.md): lowercase, every run of characters other than a-z and 0-9 becomes one
 * hyphen, leading and trailing hyphens are trimmed. Diacritics are stripped first (NFKD, then the combining
 * marks removed), so 'Café Crème' gives 'cafe-creme'; letters with no ASCII decomposition (ß, ø, 日本) count as
 * separators. The result is cut to 200 characters, never ending in a hyphen, and may be '' when the text has
 * no ASCII letters or digits at all.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugLength)
    .replace(/-+$/, '');
}
