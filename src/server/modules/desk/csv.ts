/**
 * CSV as RFC 4180 writes it (every cell quoted, quotes doubled, CRLF between rows), safe to open in a
 * spreadsheet: a text cell that starts with = + - @, a tab or a carriage return is prefixed with ' so it is
 * read as text, never run as a formula (OWASP, 'CSV injection').
 */

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'string' ? (formulaStart.test(value) ? `'${value}` : value) : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The byte-order mark that tells a spreadsheet the file is UTF-8. */
export const utf8Bom = '\uFEFF';
