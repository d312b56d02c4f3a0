import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('CSV cells', () => {
  it.each([
    ['plain', '"plain"'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+1 312 555 0100', `"'+1 312 555 0100"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['a=b', '"a=b"'],
    ['', '""'],
  ])('%j is written %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, booleans and missing values as they are', () => {
    expect(csvRow([12, '12.50', true, null, undefined])).toBe('"12","12.50","true","",""\r\n');
  });
});
