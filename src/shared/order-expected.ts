import type { ShopClock } from './business-days.ts';
import { deliveryEstimate, orderProductionDays } from './delivery-estimate.ts';
import { lineProofState, type ProofDecision, withProofStep } from './proofs.ts';
import type { ShippingMethod } from './shipping.ts';

export type ExpectedOrder = {
  status: 'new' | 'in_progress' | 'completed';
  shippingMethod: ShippingMethod;
  createdAt: Date;
  inProductionAt: Date | null;
  proofRequested: boolean;
  printWithoutApprovalAt: Date | null;
  lines: readonly {
    turnaroundTime: string | null;
    isRush: boolean;
    proofs: readonly { version: number; decision: ProofDecision | null; decidedAt: Date | null }[];
  }[];
};

/**
 * The date an order's page promises ('Arrives Tue, Dec 1 – Thu, Dec 3'), the proof step counted
 * (src/shared/proofs.ts): production starts when it started (In Progress), else when the last proof was
 * approved, else, while a proof waits, today (the customer may approve now; a proof the shop has still to
 * send adds its day), else when the order was placed. Null once the order is completed, or when a line's
 * turnaround gives no days.
 */
export function expectedDelivery(order: ExpectedOrder, now: Date, clock: ShopClock): string | null {
  if (order.status === 'completed') return null;
  const production = orderProductionDays(order.lines);
  if (!production) return null;
  const states = order.lines.map((line) => lineProofState(line.proofs));
  const waiting =
    order.proofRequested && !order.printWithoutApprovalAt && states.some((s) => s !== 'approved');
  if (order.status === 'in_progress' && order.inProductionAt) {
    return deliveryEstimate(order.inProductionAt, production, order.shippingMethod, clock).text;
  }
  if (waiting) {
    const shopStillToSend = states.some((state) => state === 'awaiting' || state === 'changes_requested');
    return deliveryEstimate(now, withProofStep(production, shopStillToSend), order.shippingMethod, clock)
      .text;
  }
  if (order.proofRequested && !order.printWithoutApprovalAt) {
    const approvals = order.lines.flatMap((line) =>
      line.proofs.map((proof) => proof.decidedAt?.getTime() ?? 0),
    );
    const approvedAt = new Date(Math.max(order.createdAt.getTime(), ...approvals));
    return deliveryEstimate(approvedAt, production, order.shippingMethod, clock).text;
  }
  const start = order.printWithoutApprovalAt ?? order.createdAt;
  return deliveryEstimate(start, production, order.shippingMethod, clock).text;
}
