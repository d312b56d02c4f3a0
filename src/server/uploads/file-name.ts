const MAX_NAME_LENGTH = 200;

/**
 * The name a customer's file is shown and downloaded under: the last path segment only (browsers and
 * tools may send "C:\\fakepath\\logo.pdf" or "../x"), without control or bidi-override characters,
 * at most 200 characters (keeping the extension), never empty.
 */
export function sanitizeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return 'file';
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}
