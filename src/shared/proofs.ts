import type { DayRange } from './business-days.ts';

/**
 * Proofs (docs/product/orders-and-statuses.md#proofs): a customer who asks for one approves a proof of each
 * order line before it is printed. The shop uploads a proof per line (each upload a new version); the
 * customer approves the latest version or asks for changes with a comment; the order goes to In Progress only
 * when every line's latest proof is approved, or when the admin chooses to print without approval.
 */

/** The checkout's choice; asking for a proof is the default. */
export const proofChoices = [
  { value: true, label: 'E-mail me a proof to approve before printing' },
  { value: false, label: 'Print as submitted' },
] as const;
export const proofChoiceLabel = (proofRequested: boolean) =>
  proofChoices.find((choice) => choice.value === proofRequested)?.label ?? '';

/**
 * The proof step's business days, counted before production: the shop sends the proof within a business
 * day and the dates assume the customer approves it the day it arrives.
 */
const proofStepDays: DayRange = { min: 1, max: 1 };

/** Production days with the proof step ahead of them when the customer asked for a proof. */
export function withProofStep(production: DayRange, proofRequested: boolean): DayRange {
  if (!proofRequested) return production;
  return { min: production.min + proofStepDays.min, max: production.max + proofStepDays.max };
}

export const proofDecisionValues = ['approved', 'changes_requested'] as const;
export type ProofDecision = (typeof proofDecisionValues)[number];

/** Where an order line stands with its proofs: no version yet, the latest waiting, or decided. */
export type LineProofState = 'awaiting' | 'sent' | 'changes_requested' | 'approved';

export const lineProofStateLabels: Record<LineProofState, string> = {
  awaiting: 'Proof to come',
  sent: 'Proof sent',
  changes_requested: 'Changes requested',
  approved: 'Proof approved',
};

/** A line's state from its proofs' versions (any order): its latest version decides. */
export function lineProofState(
  proofs: readonly { version: number; decision: ProofDecision | null }[],
): LineProofState {
  let latest: { version: number; decision: ProofDecision | null } | undefined;
  for (const proof of proofs) if (!latest || proof.version > latest.version) latest = proof;
  if (!latest) return 'awaiting';
  return latest.decision ?? 'sent';
}

/** Whether an order still waits for its customer's approval before it may go to production. */
export function awaitsProofApproval(order: {
  proofRequested: boolean;
  printWithoutApproval: unknown;
  items: readonly { proofs: readonly { version: number; decision: ProofDecision | null }[] }[];
}): boolean {
  if (!order.proofRequested || order.printWithoutApproval) return false;
  return order.items.some((item) => lineProofState(item.proofs) !== 'approved');
}

export const proofMessages = {
  commentRequired: 'Tell us what to change',
  notLatest: 'A newer proof of this item has been sent: look at that one',
  alreadyDecided: 'This proof has been answered already',
  needsApproval:
    'The customer has not approved a proof of every item. Wait for the approval, or choose Print without approval.',
  proofFileType: 'Send the proof as a PDF, PNG or JPEG',
  proofFileRequired: 'Choose the proof file',
} as const;
