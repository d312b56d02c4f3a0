import { type DayRange, readyDates, type ShopClock, type ShopDay } from './business-days.ts';
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

/** When an order's production starts, how many business days it takes, and whether a proof holds it. */
export interface ProductionPlan {
  start: Date;
  production: DayRange;
  /** A proof waits (to be sent, or for the customer's answer): the dates move with today. */
  waitingOnProof: boolean;
}

/**
 * An order's production plan, the proof step counted (src/shared/proofs.ts): production starts when it
 * started (In Progress), else when the last proof was approved, else, while a proof waits, today (the
 * customer may approve now; a proof the shop has still to send adds its day), else when the order was
 * placed. Null once the order is completed, or when a line's turnaround gives no days.
 */
export function productionPlan(order: ExpectedOrder, now: Date): ProductionPlan | null {
  if (order.status === 'completed') return null;
  const production = orderProductionDays(order.lines);
  if (!production) return null;
  const states = order.lines.map((line) => lineProofState(line.proofs));
  const waiting =
    order.proofRequested && !order.printWithoutApprovalAt && states.some((s) => s !== 'approved');
  if (order.status === 'in_progress' && order.inProductionAt) {
    return { start: order.inProductionAt, production, waitingOnProof: false };
  }
  if (waiting) {
    const shopStillToSend = states.some((state) => state === 'awaiting' || state === 'changes_requested');
    return { start: now, production: withProofStep(production, shopStillToSend), waitingOnProof: true };
  }
  if (order.proofRequested && !order.printWithoutApprovalAt) {
    const approvals = order.lines.flatMap((line) =>
      line.proofs.map((proof) => proof.decidedAt?.getTime() ?? 0),
    );
    const approvedAt = new Date(Math.max(order.createdAt.getTime(), ...approvals));
    return { start: approvedAt, production, waitingOnProof: false };
  }
  return { start: order.printWithoutApprovalAt ?? order.createdAt, production, waitingOnProof: false };
}

/** The date an order's page promises ('Arrives Tue, Dec 1 – Thu, Dec 3'); null without a plan. */
export function expectedDelivery(order: ExpectedOrder, now: Date, clock: ShopClock): string | null {
  const plan = productionPlan(order, now);
  return plan ? deliveryEstimate(plan.start, plan.production, order.shippingMethod, clock).text : null;
}

/**
 * The production queue's due date: the last day the order may be ready, to ship or for pickup:
 * the latest ready day of the plan from the order's placing (or its proof's approval, or the choice to
 * print without one). Starting production does not move it, so an order started late stays overdue
 * (docs/product/orders-and-statuses.md#production-queue-production-tab-adminproduction).
 */
export function orderDueDay(order: ExpectedOrder, now: Date, clock: ShopClock): ShopDay | null {
  const plan = productionPlan(order.status === 'in_progress' ? { ...order, status: 'new' } : order, now);
  return plan ? readyDates(plan.start, plan.production, clock).latest : null;
}
