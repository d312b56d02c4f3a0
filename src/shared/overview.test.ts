import { describe, expect, it } from 'vitest';
import { shopDayFromIso } from './business-days.ts';
import { changeText, lastDays, periodStarts } from './overview.ts';

describe('the Overview’s periods', () => {
  it.each([
    { days: 1, start: '2026-12-02', previousStart: '2026-12-01' },
    { days: 7, start: '2026-11-26', previousStart: '2026-11-19' },
    { days: 30, start: '2026-11-03', previousStart: '2026-10-04' },
  ])('$days days ending Wednesday 2 December start $start, the one before $previousStart', (row) => {
    expect(periodStarts(shopDayFromIso('2026-12-02'), row.days)).toEqual({
      start: row.start,
      previousStart: row.previousStart,
    });
  });

  it('lists the last days oldest first, across a month and a year', () => {
    expect(lastDays(shopDayFromIso('2027-01-02'), 4)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(lastDays(shopDayFromIso('2026-12-02'), 30)).toHaveLength(30);
  });
});

describe('the change against the period before', () => {
  it.each([
    { now: 11_200, before: 10_000, text: '+12%' },
    { now: 9_500, before: 10_000, text: '−5%' },
    { now: 10_000, before: 10_000, text: '0%' },
    { now: 10_040, before: 10_000, text: '0%' },
    { now: 0, before: 10_000, text: '−100%' },
    { now: 5, before: 0, text: 'New' },
    { now: 0, before: 0, text: null },
    { now: 3, before: 2, text: '+50%' },
  ])('$now against $before: $text', ({ now, before, text }) => {
    expect(changeText(now, before)).toBe(text);
  });
});
