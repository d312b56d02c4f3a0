import { describe, expect, it } from 'vitest';
import { awaitsProofApproval, lineProofState, withProofStep } from './proofs.ts';

const v = (version: number, decision: 'approved' | 'changes_requested' | null = null) => ({
  version,
  decision,
});

describe('a line’s proof state: its latest version decides', () => {
  it.each([
    { proofs: [], state: 'awaiting' },
    { proofs: [v(1)], state: 'sent' },
    { proofs: [v(1, 'changes_requested')], state: 'changes_requested' },
    { proofs: [v(1, 'changes_requested'), v(2)], state: 'sent' },
    { proofs: [v(2, 'approved'), v(1, 'changes_requested')], state: 'approved' },
    { proofs: [v(1, 'approved'), v(2)], state: 'sent' },
  ] as const)('$state for $proofs.length version(s)', ({ proofs, state }) => {
    expect(lineProofState(proofs)).toBe(state);
  });
});

describe('whether an order waits for approval', () => {
  const approved = { proofs: [v(1, 'approved')] };
  const open = { proofs: [v(1)] };
  it.each([
    { proofRequested: false, printWithoutApproval: null, items: [open], waits: false },
    { proofRequested: true, printWithoutApproval: null, items: [approved], waits: false },
    { proofRequested: true, printWithoutApproval: null, items: [approved, open], waits: true },
    { proofRequested: true, printWithoutApproval: null, items: [approved, { proofs: [] }], waits: true },
    { proofRequested: true, printWithoutApproval: '2026-11-26T10:00:00Z', items: [open], waits: false },
  ])('proof asked $proofRequested, waived $printWithoutApproval → $waits', (order) => {
    expect(awaitsProofApproval(order)).toBe(order.waits);
  });
});

describe('the proof step in the dates', () => {
  it('adds its business day before production only when a proof was asked for', () => {
    expect(withProofStep({ min: 3, max: 5 }, true)).toEqual({ min: 4, max: 6 });
    expect(withProofStep({ min: 3, max: 5 }, false)).toEqual({ min: 3, max: 5 });
  });
});
