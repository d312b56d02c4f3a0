import { describe, expect, it } from 'vitest';
import { defaultShopClock } from './business-days.ts';
import { type ExpectedOrder, expectedDelivery } from './order-expected.ts';

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
