import { describe, expect, it } from 'vitest';
import { defaultShopClock, shopDayIso } from './business-days.ts';
import { type ExpectedOrder, expectedDelivery, orderDueDay, productionPlan } from './order-expected.ts';

// Wednesday 2026-12-02 10:00 in Chicago (before the cut-off); vinyl banners take 3-4 business days.
const placed = new Date('2026-12-02T16:00:00Z');
const now = new Date('2026-12-03T16:00:00Z'); // Thursday 10:00
const approvedFriday = new Date('2026-12-04T16:00:00Z');

const line = (proofs: ExpectedOrder['lines'][number]['proofs'] = []) => ({
  turnaroundTime: '3-4 business days',
  isRush: false,
  proofs,
});
const order = (overrides: Partial<ExpectedOrder>): ExpectedOrder => ({
  status: 'new',
  shippingMethod: 'pickup',
  createdAt: placed,
  inProductionAt: null,
  proofRequested: false,
  printWithoutApprovalAt: null,
  lines: [line()],
  ...overrides,
});

describe('the date the order page promises', () => {
  it.each([
    {
      case: 'no proof: from the order',
      order: order({}),
      text: 'Ready for pickup Mon, Dec 7 – Tue, Dec 8',
    },
    {
      case: 'a proof still to send: from today, with the proof’s day',
      order: order({ proofRequested: true }),
      text: 'Ready for pickup Wed, Dec 9 – Thu, Dec 10',
    },
    {
      case: 'a proof waiting for the customer: from today',
      order: order({
        proofRequested: true,
        lines: [line([{ version: 1, decision: null, decidedAt: null }])],
      }),
      text: 'Ready for pickup Tue, Dec 8 – Wed, Dec 9',
    },
    {
      case: 'every proof approved: from the approval',
      order: order({
        proofRequested: true,
        lines: [line([{ version: 1, decision: 'approved', decidedAt: approvedFriday }])],
      }),
      text: 'Ready for pickup Wed, Dec 9 – Thu, Dec 10',
    },
    {
      case: 'printed without approval: from that choice',
      order: order({ proofRequested: true, printWithoutApprovalAt: approvedFriday }),
      text: 'Ready for pickup Wed, Dec 9 – Thu, Dec 10',
    },
    {
      case: 'in production: from its start',
      order: order({ status: 'in_progress', inProductionAt: placed, proofRequested: true }),
      text: 'Ready for pickup Mon, Dec 7 – Tue, Dec 8',
    },
    {
      case: 'shipped standard, rush line',
      order: order({ shippingMethod: 'standard', lines: [{ ...line(), isRush: true }] }),
      text: 'Arrives Mon, Dec 7 – Thu, Dec 10',
    },
  ])('$case', ({ order: expected, text }) => {
    expect(expectedDelivery(expected, now, defaultShopClock)).toBe(text);
  });

  it('promises nothing once completed, or when a turnaround gives no days', () => {
    expect(expectedDelivery(order({ status: 'completed' }), now, defaultShopClock)).toBeNull();
    expect(
      expectedDelivery(order({ lines: [{ ...line(), turnaroundTime: 'Ask us' }] }), now, defaultShopClock),
    ).toBeNull();
  });
});

describe('the production queue’s due date: the latest ready day', () => {
  const due = (expected: ExpectedOrder, at = now) => {
    const day = orderDueDay(expected, at, defaultShopClock);
    return day ? shopDayIso(day) : null;
  };

  it.each([
    { case: 'placed before the cut-off: counts from that day', order: order({}), due: '2026-12-08' },
    {
      case: 'placed after the cut-off: counts from the next business day',
      order: order({ createdAt: new Date('2026-12-02T19:00:00Z') }),
      due: '2026-12-09',
    },
    {
      case: 'placed on Saturday: counts from Monday',
      order: order({ createdAt: new Date('2026-12-05T16:00:00Z') }),
      due: '2026-12-11',
    },
    {
      case: 'a rush line: 2 business days',
      order: order({ lines: [{ ...line(), isRush: true }] }),
      due: '2026-12-04',
    },
    {
      case: 'the slowest line decides, rush or not',
      order: order({
        lines: [
          { ...line(), isRush: true },
          { ...line(), turnaroundTime: '5-7 business days' },
        ],
      }),
      due: '2026-12-11',
    },
    {
      case: 'rush over a weekend: Friday + 2 is Tuesday',
      order: order({ createdAt: new Date('2026-12-04T16:00:00Z'), lines: [{ ...line(), isRush: true }] }),
      due: '2026-12-08',
    },
    {
      case: 'in production since Thursday afternoon: still from the order (starting late stays late)',
      order: order({ status: 'in_progress', inProductionAt: new Date('2026-12-03T20:00:00Z') }),
      due: '2026-12-08',
    },
    {
      case: 'a proof still to send: from today, with the proof’s day',
      order: order({ proofRequested: true }),
      due: '2026-12-10',
    },
    {
      case: 'a proof waiting for the customer: from today',
      order: order({
        proofRequested: true,
        lines: [line([{ version: 1, decision: null, decidedAt: null }])],
      }),
      due: '2026-12-09',
    },
    {
      case: 'every proof approved: from the approval',
      order: order({
        proofRequested: true,
        lines: [line([{ version: 1, decision: 'approved', decidedAt: approvedFriday }])],
      }),
      due: '2026-12-10',
    },
    {
      case: 'printed without approval: from that choice',
      order: order({ proofRequested: true, printWithoutApprovalAt: approvedFriday }),
      due: '2026-12-10',
    },
    {
      case: 'shipping does not move the due date (it is when the order must be ready)',
      order: order({ shippingMethod: 'standard' }),
      due: '2026-12-08',
    },
  ])('$case', ({ order: expected, due: day }) => {
    expect(due(expected)).toBe(day);
  });

  it.each([
    // Chicago leaves daylight time on Sunday 1 November 2026 and enters it on Sunday 14 March 2027.
    { placed: '2026-10-30T16:59:00Z', due: '2026-11-05' }, // Friday 11:59 CDT, before the cut-off
    { placed: '2026-10-30T17:00:00Z', due: '2026-11-06' }, // Friday 12:00 CDT, after it
    { placed: '2026-11-02T17:59:00Z', due: '2026-11-06' }, // Monday 11:59 CST
    { placed: '2026-11-02T18:00:00Z', due: '2026-11-09' }, // Monday 12:00 CST
    { placed: '2027-03-15T16:59:00Z', due: '2027-03-19' }, // Monday 11:59 CDT
  ])('across a change of clocks: placed $placed, due $due', ({ placed: at, due: day }) => {
    expect(due(order({ createdAt: new Date(at) }))).toBe(day);
  });

  it('has no due date once completed, or when a turnaround gives no days', () => {
    expect(due(order({ status: 'completed' }))).toBeNull();
    expect(due(order({ lines: [{ ...line(), turnaroundTime: 'Ask us' }] }))).toBeNull();
  });

  it('is the last day of the promise the order page makes', () => {
    expect(expectedDelivery(order({}), now, defaultShopClock)).toBe(
      'Ready for pickup Mon, Dec 7 – Tue, Dec 8',
    );
  });

  it('moves with today while a proof waits, and only then', () => {
    const waiting = order({ proofRequested: true });
    const nextWeek = new Date('2026-12-09T16:00:00Z');
    expect(productionPlan(waiting, now)?.waitingOnProof).toBe(true);
    expect(due(waiting, nextWeek)).toBe('2026-12-16');
    expect(productionPlan(order({}), now)?.waitingOnProof).toBe(false);
    expect(due(order({}), nextWeek)).toBe('2026-12-08');
  });
});
