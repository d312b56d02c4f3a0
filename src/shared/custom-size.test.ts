import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CustomSizeSetting,
  customSizePriceCents,
  customSizeProblems,
  customSizeRateText,
  customSizeText,
  lengthText,
  lowestCustomSizeCents,
  readCustomSize,
  readTypedLength,
  typedLengthOf,
} from './custom-size.ts';

/** A banner typed in feet: 1' to 16' wide, 1' to 50' high, in half feet, $2.50/sq ft, $15.00 at least. */
const banner: CustomSizeSetting = {
  ratePerSqFt: '2.50',
  minimumCharge: '15.00',
  unit: 'ft',
  minWidthIn: 12,
  maxWidthIn: 192,
  minHeightIn: 12,
  maxHeightIn: 600,
  incrementIn: 6,
};

/** A decal typed in inches, any whole inch from 1 to 100, no minimum charge. */
const decal: CustomSizeSetting = {
  ratePerSqFt: '2.50',
  minimumCharge: '0.00',
  unit: 'in',
  minWidthIn: 1,
  maxWidthIn: 100,
  minHeightIn: 1,
  maxHeightIn: 100,
  incrementIn: 1,
};

describe('customSizePriceCents: max(area in sq ft × rate, minimum), rounded half-up once', () => {
  it.each<[string, CustomSizeSetting, number, number, number]>([
    ['4 × 8 ft = 32 sq ft at $2.50', banner, 48, 96, 8000],
    ['4 × 10 ft = 40 sq ft', banner, 48, 120, 10000],
    ['16 × 50 ft, the largest = 800 sq ft', banner, 192, 600, 200000],
    ['1 × 1 ft = $2.50: the $15.00 minimum', banner, 12, 12, 1500],
    ['2 × 3 ft = 6 sq ft = exactly the minimum', banner, 24, 36, 1500],
    ['2 × 3.5 ft = 7 sq ft, just over the minimum', banner, 24, 42, 1750],
    ['18 × 30 in = 3.75 sq ft = 937.5 ¢: half a cent rounds up', decal, 18, 30, 938],
    ['13 × 17 in = 1.5347… sq ft = 383.68 ¢', decal, 13, 17, 384],
    ['1 × 1 in = 1.736 ¢', decal, 1, 1, 2],
    [
      '1 × 2 in at $0.01 = 0.0139 ¢: rounds to nothing, no minimum',
      { ...decal, ratePerSqFt: '0.01' },
      1,
      2,
      0,
    ],
    ['12 × 6 in at $0.01 = 0.5 ¢: rounds up', { ...decal, ratePerSqFt: '0.01' }, 12, 6, 1],
    ['a $99 minimum above 40 sq ft', { ...banner, minimumCharge: '99.00' }, 48, 120, 10000],
    ['a $101 minimum above 40 sq ft', { ...banner, minimumCharge: '101.00' }, 48, 120, 10100],
  ])('%s', (_name, setting, widthIn, heightIn, cents) => {
    expect(customSizePriceCents(setting, { widthIn, heightIn })).toBe(cents);
  });

  it('equals the rule computed in whole numbers, for any size and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 240_000 }),
        fc.integer({ min: 1, max: 240_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (width100, height100, rateCents, minimumCents) => {
          const setting = {
            ...decal,
            ratePerSqFt: (rateCents / 100).toFixed(2),
            minimumCharge: (minimumCents / 100).toFixed(2),
          };
          // cents = width × height × rate / 144, widths in hundredths of an inch: half-up with integers only.
          const numerator = BigInt(width100) * BigInt(height100) * BigInt(rateCents);
          const denominator = 144n * 10_000n;
          const byArea = Number((2n * numerator + denominator) / (2n * denominator));
          const expected = Math.max(byArea, minimumCents);
          const size = { widthIn: width100 / 100, heightIn: height100 / 100 };
          expect(customSizePriceCents(setting, size)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never charges less for a larger size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (width, height, wider, higher) => {
          const setting = { ...decal, maxWidthIn: 200, maxHeightIn: 200 };
          const smaller = customSizePriceCents(setting, { widthIn: width, heightIn: height });
          const larger = customSizePriceCents(setting, { widthIn: width + wider, heightIn: height + higher });
          expect(larger).toBeGreaterThanOrEqual(smaller);
        },
      ),
    );
  });

  it('starts at the smallest size', () => {
    expect(lowestCustomSizeCents(banner)).toBe(1500);
    expect(lowestCustomSizeCents({ ...banner, minWidthIn: 48, minHeightIn: 96 })).toBe(8000);
  });
});

describe('the words', () => {
  it.each<[number, 'in' | 'ft', string]>([
    [48, 'ft', '4 ft'],
    [54, 'ft', '4.5 ft'],
    [51, 'ft', '4.25 ft'],
    [1, 'ft', '1 in'],
    [50, 'ft', '50 in'],
    [48, 'in', '48 in'],
    [0.5, 'in', '0.5 in'],
  ])('lengthText(%s, %s) is %s', (inches, unit, text) => {
    expect(lengthText(inches, unit)).toBe(text);
  });

  it('names a custom size in inches everywhere', () => {
    expect(customSizeText({ widthIn: 48, heightIn: 96 })).toBe('48 × 96 in (custom)');
    expect(customSizeText({ widthIn: 12.5, heightIn: 3.25 })).toBe('12.5 × 3.25 in (custom)');
    expect(customSizeText({ widthIn: 48, heightIn: 96 }, 'ft')).toBe('4 × 8 ft (48 × 96 in, custom)');
    expect(customSizeText({ widthIn: 30, heightIn: 54 }, 'ft')).toBe('2.5 × 4.5 ft (30 × 54 in, custom)');
    // 13 in is 1.0833… ft: read back in inches rather than in rounded feet.
    expect(customSizeText({ widthIn: 13, heightIn: 96 }, 'ft')).toBe('13 × 96 in (custom)');
    expect(customSizeText({ widthIn: 48, heightIn: 96 }, 'in')).toBe('48 × 96 in (custom)');
  });

  it.each<[string, CustomSizeSetting, number, number, string]>([
    ['by area', banner, 36, 72, '18 sq ft at $2.50/sq ft'],
    ['a fraction of a sq ft', decal, 13, 17, '1.53 sq ft at $2.50/sq ft'],
    ['the minimum', banner, 12, 12, '1 sq ft at $2.50/sq ft: the minimum of $15.00 per piece applies'],
    [
      'exactly the minimum',
      banner,
      24,
      36,
      '6 sq ft at $2.50/sq ft: the minimum of $15.00 per piece applies',
    ],
  ])('the rate line: %s', (_name, setting, widthIn, heightIn, text) => {
    expect(customSizeRateText(setting, { widthIn, heightIn })).toBe(text);
  });
});

describe('customSizeProblems', () => {
  it.each<[string, CustomSizeSetting, number | undefined, number | undefined, [string, string][]]>([
    ['a size within the limits', banner, 48, 120, []],
    ['the limits themselves', banner, 12, 600, []],
    ['no width', banner, undefined, 48, [['customWidthIn', 'Enter a width']]],
    ['no height', banner, 48, undefined, [['customHeightIn', 'Enter a height']]],
    [
      'nothing',
      banner,
      undefined,
      undefined,
      [
        ['customWidthIn', 'Enter a width'],
        ['customHeightIn', 'Enter a height'],
      ],
    ],
    ['too narrow', banner, 6, 48, [['customWidthIn', 'Width must be from 1 ft to 16 ft']]],
    ['too wide', banner, 198, 48, [['customWidthIn', 'Width must be from 1 ft to 16 ft']]],
    ['too high', banner, 48, 606, [['customHeightIn', 'Height must be from 1 ft to 50 ft']]],
    ['off the half feet', banner, 50, 48, [['customWidthIn', 'Width must be a multiple of 0.5 ft']]],
    ['off the whole inches', decal, 10.5, 10, [['customWidthIn', 'Width must be a whole number of inches']]],
    [
      'off the whole feet',
      { ...banner, incrementIn: 12 },
      48,
      54,
      [['customHeightIn', 'Height must be a whole number of feet']],
    ],
    ['not a number', banner, Number.NaN, 48, [['customWidthIn', 'Width must be from 1 ft to 16 ft']]],
    [
      'infinite',
      banner,
      48,
      Number.POSITIVE_INFINITY,
      [['customHeightIn', 'Height must be from 1 ft to 50 ft']],
    ],
  ])('%s', (_name, setting, widthIn, heightIn, expected) => {
    const problems = customSizeProblems(setting, { widthIn, heightIn });
    expect(problems.map((problem) => [problem.field, problem.message])).toEqual(expected);
  });
});

describe('what the customer types', () => {
  it.each<[string, 'in' | 'ft', number | undefined | 'invalid']>([
    ['4', 'ft', 48],
    ['4.5', 'ft', 54],
    [' 10 ', 'ft', 120],
    ['.5', 'ft', 6],
    ['4.', 'ft', 48],
    ['13', 'in', 13],
    ['', 'ft', undefined],
    ['   ', 'ft', undefined],
    ['abc', 'ft', 'invalid'],
    ['-4', 'ft', 'invalid'],
    ['1e3', 'in', 'invalid'],
    ['4,5', 'ft', 'invalid'],
    ['4 ft', 'ft', 'invalid'],
    ['1234567890123', 'in', 'invalid'],
  ])('%j in %s', (text, unit, inches) => {
    expect(readTypedLength(text, unit)).toBe(inches);
  });

  it('reads 4.1 ft exactly as 49.2 in (off the half feet), not as a binary fraction', () => {
    expect(readTypedLength('4.1', 'ft')).toBe(49.2);
    expect(readCustomSize(banner, { width: '4.1', height: '10' }).problems).toEqual([
      { field: 'customWidthIn', message: 'Width must be a multiple of 0.5 ft' },
    ]);
  });

  it('says which box is not a number, and measures the other', () => {
    expect(readCustomSize(banner, { width: 'four', height: '10' })).toEqual({
      heightIn: 120,
      problems: [{ field: 'customWidthIn', message: 'Width must be a number' }],
    });
    expect(readCustomSize(banner, { width: '4', height: '10' })).toEqual({
      widthIn: 48,
      heightIn: 120,
      problems: [],
    });
  });

  it('shows a stored size back in the unit', () => {
    expect(typedLengthOf(48, 'ft')).toBe('4');
    expect(typedLengthOf(54, 'ft')).toBe('4.5');
    expect(typedLengthOf(13, 'in')).toBe('13');
  });
});
