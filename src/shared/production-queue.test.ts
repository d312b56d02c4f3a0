import { describe, expect, it } from 'vitest';
import { shopDayFromIso } from './business-days.ts';
import { formatDueDate, queueArtworkText, queueGroupOf } from './production-queue.ts';

describe('the production queue’s groups', () => {
  it.each([
    { today: '2026-12-02', due: '2026-11-30', group: 'overdue' },
    { today: '2026-12-02', due: '2026-12-01', group: 'overdue' },
    { today: '2026-12-02', due: '2026-12-02', group: 'today' },
    { today: '2026-12-02', due: '2026-12-03', group: 'this_week' },
    { today: '2026-12-02', due: '2026-12-06', group: 'this_week' }, // Sunday ends the week
    { today: '2026-12-02', due: '2026-12-07', group: 'later' },
    { today: '2026-12-04', due: '2026-12-07', group: 'later' }, // Friday: Monday is next week
    { today: '2026-12-06', due: '2026-12-07', group: 'later' }, // Sunday: the week has ended
    { today: '2026-12-07', due: '2026-12-13', group: 'this_week' }, // Monday: through Sunday
    { today: '2026-12-31', due: '2027-01-01', group: 'this_week' }, // across the year
    { today: '2026-12-02', due: null, group: 'later' },
  ])('today $today, due $due: $group', ({ today, due, group }) => {
    expect(queueGroupOf(due ? shopDayFromIso(due) : null, shopDayFromIso(today))).toBe(group);
  });
});

describe('a queue line’s artwork, in words', () => {
  it.each([
    [{ designHelp: true, files: 0, filesToCheck: 0, proof: null }, 'Design by us'],
    [{ designHelp: false, files: 0, filesToCheck: 0, proof: null }, 'No files yet'],
    [{ designHelp: false, files: 1, filesToCheck: 0, proof: null }, '1 file'],
    [
      { designHelp: false, files: 2, filesToCheck: 1, proof: 'sent' as const },
      '2 files, 1 to check · Proof sent',
    ],
    [
      { designHelp: true, files: 0, filesToCheck: 0, proof: 'awaiting' as const },
      'Design by us · Proof to come',
    ],
  ])('%o: %s', (artwork, text) => {
    expect(queueArtworkText(artwork)).toBe(text);
  });

  it('formats a due date as the shop’s day', () => {
    expect(formatDueDate('2026-11-27')).toBe('Fri, Nov 27');
  });
});
