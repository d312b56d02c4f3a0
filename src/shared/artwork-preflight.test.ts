import { describe, expect, it } from 'vitest';
import {
  effectiveDpi,
  imagePreflight,
  pdfPreflight,
  printDpiAt,
  printKindOf,
  shopPrintDpi,
} from './artwork-preflight.ts';

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

describe('the kind of print, from its printed size', () => {
  it.each([
    // width × height in inches, kind
    [3.5, 2, 'small'], // a business card
    [8.5, 11, 'small'], // a flyer
    [11, 17, 'small'], // a tabloid sheet, the largest small print
    [12, 18, 'sign'],
    [18, 24, 'sign'], // a yard sign
    [36, 72, 'sign'], // a 3' × 6' banner: 1.67 m²
    [48, 64, 'sign'], // 1.98 m²
    [48, 72, 'banner'], // a 4' × 6' banner: 2.23 m²
    [48, 96, 'banner'],
    [192, 600, 'banner'], // 16' × 50'
  ] as const)('%d × %d in is a %s', (widthIn, heightIn, kind) => {
    expect(printKindOf({ widthIn, heightIn })).toBe(kind);
    expect(printKindOf({ widthIn: heightIn, heightIn: widthIn })).toBe(kind);
  });
});

describe('the thresholds that apply', () => {
  it.each([
    // size, the shop's setting, great, ok, basis
    [card, null, 300, 150, 'small'],
    [{ widthIn: 18, heightIn: 24 }, null, 150, 75, 'sign'],
    [banner3x6, null, 150, 75, 'sign'],
    [{ widthIn: 48, heightIn: 96 }, null, 100, 50, 'banner'],
    // 10' × 20' at 100 DPI would be 288 MP: the most a 150 MP upload gives there is 72 DPI.
    [{ widthIn: 120, heightIn: 240 }, null, 72, 36, 'banner'],
    [{ widthIn: 192, heightIn: 600 }, null, 36, 18, 'banner'],
    // The shop's own setting applies as set, whatever the size.
    [card, { great: 200, ok: 100 }, 200, 100, 'shop'],
    [{ widthIn: 192, heightIn: 600 }, { great: 120, ok: 60 }, 120, 60, 'shop'],
  ] as const)('%o with %o: great from %d, OK from %d (%s)', (size, setting, great, ok, basis) => {
    expect(printDpiAt(size, setting)).toEqual({ great, ok, basis });
  });

  it.each([
    // the product's pair, the category's pair, the setting
    [
      { printDpiGreat: 200, printDpiOk: 100 },
      { printDpiGreat: 120, printDpiOk: 60 },
      { great: 200, ok: 100 },
    ],
    [
      { printDpiGreat: null, printDpiOk: null },
      { printDpiGreat: 120, printDpiOk: 60 },
      { great: 120, ok: 60 },
    ],
    [{ printDpiGreat: null, printDpiOk: null }, { printDpiGreat: null, printDpiOk: null }, null],
    [{ printDpiGreat: null, printDpiOk: null }, null, null],
  ] as const)('product %o, category %o: %o', (product, category, setting) => {
    expect(shopPrintDpi(product, category)).toEqual(setting);
  });
});

describe('the image traffic light', () => {
  const banner4x8 = { widthIn: 48, heightIn: 96 };
  it.each([
    // pixels, size, the shop's setting, level: the thresholds' edges
    [{ width: 1050, height: 600 }, card, null, 'great'],
    [{ width: 1049, height: 600 }, card, null, 'ok'],
    [{ width: 525, height: 300 }, card, null, 'ok'],
    [{ width: 524, height: 300 }, card, null, 'low'],
    [{ width: 600, height: 300 }, banner3x6, null, 'low'],
    [{ width: 5400, height: 10800 }, banner3x6, null, 'great'], // 150 DPI on a 3' × 6' sign
    [{ width: 2700, height: 5400 }, banner3x6, null, 'ok'],
    [{ width: 2699, height: 5400 }, banner3x6, null, 'low'],
    [{ width: 3600, height: 7200 }, banner2x4, null, 'great'],
    [{ width: 5760, height: 11520 }, banner4x8, null, 'great'], // 120 DPI on a 4' × 8' banner
    [{ width: 4800, height: 9600 }, banner4x8, null, 'great'],
    [{ width: 4799, height: 9600 }, banner4x8, null, 'ok'],
    [{ width: 2400, height: 4800 }, banner4x8, null, 'ok'],
    [{ width: 2399, height: 4800 }, banner4x8, null, 'low'],
    // The shop asks more of this banner: 120 DPI is then only OK.
    [{ width: 5760, height: 11520 }, banner4x8, { great: 150, ok: 100 }, 'ok'],
    [{ width: 1050, height: 600 }, card, { great: 400, ok: 301 }, 'low'],
  ] as const)('%o at %o, set %o, is %s', (pixels, size, setting, level) => {
    expect(imagePreflight(pixels, size, setting).level).toBe(level);
  });

  it.each([
    [
      'a banner, green',
      { width: 5760, height: 11520 },
      { widthIn: 48, heightIn: 96 },
      null,
      'Great for print',
      '5760 × 11520 px printed at 48 × 96 in is about 120 DPI: great for a banner of this size, seen from 10 feet or more (100 DPI or more).',
    ],
    [
      'a sign, amber',
      { width: 1800, height: 2400 },
      { widthIn: 18, heightIn: 24 },
      null,
      'OK at this size',
      '1800 × 2400 px printed at 18 × 24 in is about 100 DPI: fine for a sign of this size, seen from a few feet away (75 DPI or more); 2700 × 3600 px would be great (150 DPI).',
    ],
    [
      'a card, amber',
      { width: 600, height: 400 },
      card,
      null,
      'OK at this size',
      '600 × 400 px printed at 3.5 × 2 in is about 171 DPI: fine for a print of this size, seen up close (150 DPI or more); 1050 × 600 px would be great (300 DPI).',
    ],
    [
      'a sign, red',
      { width: 600, height: 300 },
      banner3x6,
      null,
      'Low resolution: this may print blurry',
      '600 × 300 px printed at 36 × 72 in is about 8 DPI, under the 75 DPI a sign of this size needs: it may look soft or pixelated. Send at least 2700 × 5400 px, or a vector PDF; you may still order it as it is.',
    ],
    [
      'the shop’s setting, green',
      { width: 1200, height: 700 },
      card,
      { great: 200, ok: 100 },
      'Great for print',
      '1200 × 700 px printed at 3.5 × 2 in is about 342 DPI: great for this product (200 DPI or more).',
    ],
    [
      'the shop’s setting, red',
      { width: 300, height: 200 },
      card,
      { great: 200, ok: 100 },
      'Low resolution: this may print blurry',
      '300 × 200 px printed at 3.5 × 2 in is about 85 DPI, under the 100 DPI the shop asks for this product: it may look soft or pixelated. Send at least 350 × 200 px, or a vector PDF; you may still order it as it is.',
    ],
  ] as const)(
    'words for %s: which thresholds apply and why',
    (_case, pixels, size, setting, headline, reason) => {
      expect(imagePreflight(pixels, size, setting)).toEqual({
        level: expect.any(String),
        headline,
        reason,
      });
    },
  );
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
