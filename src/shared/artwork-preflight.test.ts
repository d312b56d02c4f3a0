import { describe, expect, it } from 'vitest';
import { effectiveDpi, imagePreflight, PRINT_DPI, pdfPreflight } from './artwork-preflight.ts';

const banner3x6 = { widthIn: 36, heightIn: 72 };
const banner2x4 = { widthIn: 24, heightIn: 48 };
const card = { widthIn: 3.5, heightIn: 2 };

describe('effective DPI, in the better orientation', () => {
  it.each([
    // pixels, size, DPI
    [{ width: 600, height: 300 }, banner3x6, 600 / 72],
    [{ width: 300, height: 600 }, banner3x6, 300 / 36],
    [{ width: 1050, height: 600 }, card, 300],
    [{ width: 600, height: 1050 }, card, 300],
    [{ width: 10800, height: 21600 }, banner3x6, 300],
    [{ width: 21600, height: 10800 }, banner3x6, 300],
    [{ width: 7200, height: 7200 }, banner2x4, 150],
    [{ width: 1000, height: 1 }, card, 0.5],
  ])('%o at %o is %d DPI', (pixels, size, dpi) => {
    expect(effectiveDpi(pixels, size)).toBeCloseTo(dpi, 6);
  });
});

describe('the image traffic light', () => {
  it.each([
    // pixels, size, level: the thresholds' edges at 3.5 × 2 in
    [{ width: 1050, height: 600 }, card, 'great'],
    [{ width: 1049, height: 600 }, card, 'ok'],
    [{ width: 525, height: 300 }, card, 'ok'],
    [{ width: 524, height: 300 }, card, 'low'],
    [{ width: 600, height: 300 }, banner3x6, 'low'],
    [{ width: 7200, height: 3600 }, banner2x4, 'ok'],
    [{ width: 3600, height: 7200 }, banner2x4, 'ok'],
    [{ width: 14400, height: 7200 }, banner2x4, 'great'],
  ] as const)('%o at %o is %s', (pixels, size, level) => {
    expect(imagePreflight(pixels, size).level).toBe(level);
  });

  it('explains itself in numbers, and a red light says what would do and that the order may go on', () => {
    const low = imagePreflight({ width: 600, height: 300 }, banner3x6);
    expect(low.headline).toBe('Low resolution: this may print blurry');
    expect(low.reason).toBe(
      `600 × 300 px printed at 36 × 72 in is about 8 DPI, under ${PRINT_DPI.ok} DPI: it may look soft or pixelated. Send at least 5400 × 10800 px, or a vector PDF; you may still order it as it is.`,
    );
    const ok = imagePreflight({ width: 600, height: 400 }, card);
    expect(ok.headline).toBe('OK at this size');
    expect(ok.reason).toContain('1050 × 600 px would print sharp up close');
    expect(imagePreflight({ width: 1200, height: 700 }, card).headline).toBe('Great for print');
  });
});

describe('the PDF check', () => {
  const pt = (inches: number) => inches * 72;
  it.each([
    [
      'the size ordered',
      { pageCount: 1, widthPt: pt(36), heightPt: pt(72) },
      1,
      'great',
      'the size ordered.',
    ],
    ['turned', { pageCount: 1, widthPt: pt(72), heightPt: pt(36) }, 1, 'great', 'the size ordered.'],
    ['with a 1/8 in bleed', { pageCount: 1, widthPt: pt(36.25), heightPt: pt(72.25) }, 1, 'great', 'bleed'],
    ['half the size, same shape', { pageCount: 1, widthPt: pt(18), heightPt: pt(36) }, 1, 'ok', 'scaled'],
    ['a letter page', { pageCount: 1, widthPt: pt(8.5), heightPt: pt(11) }, 1, 'low', 'different shape'],
    [
      'two pages for two sides',
      { pageCount: 2, widthPt: pt(36), heightPt: pt(72) },
      2,
      'great',
      'size ordered',
    ],
    [
      'one page for two sides',
      { pageCount: 1, widthPt: pt(36), heightPt: pt(72) },
      2,
      'ok',
      'needs two pages',
    ],
    [
      'three pages for one side',
      { pageCount: 3, widthPt: pt(36), heightPt: pt(72) },
      1,
      'great',
      'first one',
    ],
  ] as const)('%s', (_case, pdf, sides, level, words) => {
    const result = pdfPreflight(pdf, banner3x6, sides);
    expect(result.level).toBe(level);
    expect(result.reason).toContain(words);
  });

  it('names a mismatched page for what it is', () => {
    const result = pdfPreflight({ pageCount: 1, widthPt: 612, heightPt: 792 }, banner3x6, 1);
    expect(result).toEqual({
      level: 'low',
      headline: 'Page size does not match',
      reason:
        'The page is 8.5 × 11 in, a different shape from 36 × 72 in: it would be cropped or leave blank edges.',
    });
  });
});
