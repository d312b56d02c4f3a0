import { describe, expect, it } from 'vitest';
import { defaultPromoSettings, type PromoSettings } from '#shared/schemas/promo';
import {
  bannerFormSchema,
  bannerFormValues,
  codeProblem,
  discountFormSchema,
  emptyDiscountForm,
  formatDateTime,
  formatUsage,
  isNeverSaved,
  isoToLocalInput,
  localInputToIso,
  optionalNumber,
  parseLocalDateTime,
  toDiscountCodeBody,
  toPromoSettingsBody,
} from './promo-form-values.ts';

/** Expectations are built from local dates, so the table holds in any time zone. */
const local = (...parts: [number, number, number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5] ?? 0, parts[6] ?? 0);

describe('datetime-local conversions', () => {
  it.each([
    ['2025-06-01T14:30', local(2025, 6, 1, 14, 30)],
    ['2025-12-31T23:59', local(2025, 12, 31, 23, 59)],
    ['2024-02-29T00:00', local(2024, 2, 29, 0, 0)],
    ['2025-06-01T14:30:15', local(2025, 6, 1, 14, 30, 15)],
    ['2025-06-01T14:30:15.5', local(2025, 6, 1, 14, 30, 15, 500)],
    [' 2025-06-01T14:30 ', local(2025, 6, 1, 14, 30)],
  ])('parses %j', (text, expected) => {
    expect(parseLocalDateTime(text)?.getTime()).toBe(expected.getTime());
    expect(localInputToIso(text)).toBe(expected.toISOString());
  });

  it.each([
    [''],
    ['   '],
    ['2025-02-29T10:00'],
    ['2025-13-01T10:00'],
    ['2025-06-31T10:00'],
    ['2025-06-01T24:00'],
    ['2025-06-01T10:60'],
    ['2025-06-01'],
    ['01/06/2025 10:00'],
    ['not a date'],
  ])('refuses %j', (text) => {
    expect(parseLocalDateTime(text)).toBeNull();
    expect(localInputToIso(text)).toBeNull();
  });

  it.each([
    [null, ''],
    ['', ''],
    ['nonsense', ''],
    [local(2025, 6, 1, 14, 30).toISOString(), '2025-06-01T14:30'],
    [local(2025, 1, 9, 8, 5, 59, 999).toISOString(), '2025-01-09T08:05'],
    [local(2030, 12, 31, 23, 59).toISOString(), '2030-12-31T23:59'],
  ])('shows %j in the input as %j', (iso, text) => {
    expect(isoToLocalInput(iso)).toBe(text);
  });

  it('goes there and back to the minute', () => {
    const text = '2026-03-15T07:45';
    expect(isoToLocalInput(localInputToIso(text))).toBe(text);
  });

  it.each([
    [null, 'Never', 'Never'],
    ['garbage', 'No end time', 'No end time'],
  ])('formats %j with its fallback', (iso, fallback, expected) => {
    expect(formatDateTime(iso, fallback)).toBe(expected);
  });

  it('formats a date in US English', () => {
    expect(formatDateTime(local(2025, 6, 1, 14, 30).toISOString(), 'Never')).toBe('Jun 1, 2025, 2:30 PM');
  });
});

const saved: PromoSettings = {
  bannerEnabled: true,
  bannerText: 'Summer',
  bannerColor: 'green-gradient',
  discountCode: 'SUMMER25',
  discountPercentage: 25,
  endTime: '2030-08-31T21:59:30.500Z',
};

describe('banner form values', () => {
  it.each([
    ['the storefront defaults', defaultPromoSettings, true],
    ['saved settings', saved, false],
    ['the defaults with another text', { ...defaultPromoSettings, bannerText: 'Hi' }, false],
    ['the defaults with an end time', { ...defaultPromoSettings, endTime: saved.endTime }, false],
  ])('%s: never saved is %j', (_name, settings, expected) => {
    expect(isNeverSaved(settings)).toBe(expected);
  });

  it('starts a never-saved shop from SAVE20 / 20 % with a text that says 20 %, and keeps the rest', () => {
    expect(bannerFormValues(defaultPromoSettings)).toEqual({
      bannerEnabled: true,
      bannerText: 'LIMITED TIME: 20% OFF ALL ORDERS!',
      bannerColor: 'red-gradient',
      discountCode: 'SAVE20',
      discountPercentage: 20,
      endTime: '',
    });
  });

  it('starts from the saved settings, an unknown style as the red gradient', () => {
    expect(bannerFormValues({ ...saved, bannerColor: 'bg-red-500' })).toMatchObject({
      bannerColor: 'red-gradient',
      discountCode: 'SUMMER25',
      discountPercentage: 25,
      endTime: isoToLocalInput(saved.endTime),
    });
  });

  it.each([
    ['an untouched end time keeps its exact instant', isoToLocalInput(saved.endTime), saved.endTime],
    ['an edited end time', '2031-01-02T03:04', local(2031, 1, 2, 3, 4).toISOString()],
    ['an emptied end time', '', null],
  ])('body: %s', (_name, endTime, expected) => {
    const values = { ...bannerFormValues(saved), endTime, bannerText: '  Hi  ', discountCode: ' abc ' };
    expect(toPromoSettingsBody(values, saved)).toEqual({
      bannerEnabled: true,
      bannerText: 'Hi',
      bannerColor: 'green-gradient',
      discountCode: 'ABC',
      discountPercentage: 25,
      endTime: expected,
    });
  });

  it.each([
    [{ discountPercentage: 0 }, 'Percentage must be a whole number from 1 to 100'],
    [{ discountPercentage: 101 }, 'Percentage must be a whole number from 1 to 100'],
    [{ discountPercentage: 2.5 }, 'Percentage must be a whole number from 1 to 100'],
    [{ discountPercentage: Number.NaN }, 'Percentage must be a whole number from 1 to 100'],
    [{ discountCode: '  ' }, 'Code is required'],
    [{ discountCode: 'TWO WORDS' }, 'Code may use letters, digits, - and _'],
    [{ bannerText: ' ' }, 'Banner text is required'],
    [{ endTime: '2025-02-30T10:00' }, 'End time must be a date and time'],
  ])('refuses %j with %j', (change, message) => {
    const result = bannerFormSchema.safeParse({ ...bannerFormValues(saved), ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it.each([[1], [100]])('accepts %j percent', (discountPercentage) => {
    expect(bannerFormSchema.safeParse({ ...bannerFormValues(saved), discountPercentage }).success).toBe(true);
  });
});

describe('discount code form values', () => {
  it.each([
    [{ code: 'spring' }, { code: 'SPRING', discountPercentage: 10, usageLimit: 100, expiresAt: null }],
    [
      { code: ' vip ', discountPercentage: 50, usageLimit: null, expiresAt: '2031-01-15T09:00' },
      {
        code: 'VIP',
        discountPercentage: 50,
        usageLimit: null,
        expiresAt: local(2031, 1, 15, 9, 0).toISOString(),
      },
    ],
  ])('body of %j', (change, expected) => {
    expect(toDiscountCodeBody({ ...emptyDiscountForm, ...change })).toEqual({ ...expected, isActive: true });
  });

  it.each([
    [{ code: '' }, 'Code is required'],
    [{ code: 'OK', usageLimit: 0 }, 'Usage limit must be a whole number of at least 1'],
    [{ code: 'OK', usageLimit: 1.5 }, 'Usage limit must be a whole number of at least 1'],
    [{ code: 'OK', discountPercentage: 0 }, 'Percentage must be a whole number from 1 to 100'],
    [{ code: 'OK', expiresAt: 'soon' }, 'Expiry must be a date and time'],
  ])('refuses %j with %j', (change, message) => {
    const result = discountFormSchema.safeParse({ ...emptyDiscountForm, ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it.each([
    ['', null],
    ['  ', null],
    ['12', 12],
    ['abc', Number.NaN],
    [7, 7],
  ])('reads the number input %j as %j', (text, expected) => {
    expect(optionalNumber(text)).toBe(expected);
  });

  it.each([
    [{ usageCount: 3, usageLimit: 100 }, '3 / 100'],
    [{ usageCount: 7, usageLimit: null }, '7 / unlimited'],
  ])('usage of %j is %j', (code, expected) => {
    expect(formatUsage(code)).toBe(expected);
  });

  const now = new Date('2025-06-01T12:00:00Z');
  const code = {
    id: 1,
    code: 'X',
    discountPercentage: 10,
    expiresAt: null,
    usageLimit: null,
    usageCount: 0,
    isActive: true,
  };
  it.each([
    [{}, null],
    [{ expiresAt: '2025-06-01T11:59:59Z' }, 'Expired'],
    [{ expiresAt: '2025-06-02T00:00:00Z' }, null],
    [{ usageLimit: 5, usageCount: 5 }, 'Used up'],
    [{ usageLimit: 5, usageCount: 4 }, null],
  ])('a code with %j has the problem %j', (change, expected) => {
    expect(codeProblem({ ...code, ...change }, now)).toBe(expected);
  });
});
