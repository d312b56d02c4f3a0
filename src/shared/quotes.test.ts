import { describe, expect, it } from 'vitest';
import {
  formatQuoteDay,
  isQuoteExpired,
  quotedLineCents,
  quotedLineOptions,
  quoteExpiredMessage,
  quotePagePath,
  quoteValidUntil,
} from './quotes.ts';

describe('quoteValidUntil: the last day a quote can be ordered, in the shop’s calendar', () => {
  it.each([
    ['a Friday morning in Chicago, 14 days', '2026-11-27T15:00:00Z', 14, 'America/Chicago', '2026-12-11'],
    [
      'late evening in Chicago is still the day before in UTC terms',
      '2026-11-28T04:30:00Z',
      1,
      'America/Chicago',
      '2026-11-28',
    ],
    ['just after midnight in Chicago', '2026-11-28T06:30:00Z', 1, 'America/Chicago', '2026-11-29'],
    ['over the new year', '2026-12-25T18:00:00Z', 10, 'America/Chicago', '2027-01-04'],
    ['across the spring daylight-saving change', '2027-03-10T18:00:00Z', 7, 'America/Chicago', '2027-03-17'],
    ['a shop in Tokyo', '2026-11-27T16:00:00Z', 1, 'Asia/Tokyo', '2026-11-29'],
  ])('%s', (_, now, days, zone, expected) => {
    expect(quoteValidUntil(new Date(now), days, zone)).toBe(expected);
  });
});

describe('isQuoteExpired', () => {
  const expiresAt = new Date('2026-12-12T06:00:00Z');
  it.each([
    ['a minute before', '2026-12-12T05:59:00Z', false],
    ['at the instant', '2026-12-12T06:00:00Z', true],
    ['a day after', '2026-12-13T06:00:00Z', true],
  ])('%s', (_, now, expired) => {
    expect(isQuoteExpired(expiresAt, new Date(now))).toBe(expired);
  });
});

describe('quotedLineCents: price per piece × quantity, in whole cents', () => {
  it.each([
    ['0.80', 500, 80, 40_000],
    ['0.07', 3, 7, 21],
    ['1250.00', 1, 125_000, 125_000],
    ['0.33', 1_000_000, 33, 33_000_000],
  ])('%s × %i', (unitPrice, quantity, unitCents, totalCents) => {
    expect(quotedLineCents(unitPrice, quantity)).toEqual({ unitCents, totalCents });
  });
});

describe('the words of a quote', () => {
  it('names the quote and its design method, the last day, and the link', () => {
    expect(quotedLineOptions(12, 'Stickers', 'create')).toEqual([
      { name: 'Quote', value: 'Q-12', label: 'Q-12: Stickers' },
      { name: 'Design', value: 'create', label: 'Design it for me' },
    ]);
    expect(quotedLineOptions(12, 'Stickers')).toHaveLength(1);
    expect(formatQuoteDay('2026-12-11')).toBe('Fri, Dec 11');
    expect(quoteExpiredMessage('2026-12-11')).toBe(
      'This quote expired after Fri, Dec 11. Ask us for a new quote.',
    );
    expect(quotePagePath('abc-_1')).toBe('/quote/abc-_1');
  });
});
