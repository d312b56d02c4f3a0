import type { TrackingCarrier } from './order-tracking.ts';
import type { ProofDecision } from './proofs.ts';
import type { OrderSummary } from './schemas/checkout.ts';

/** A quote request as the shop's e-mails tell it. */
export type QuotePayload = { name: string; email: string; product: string; details: string };

/** The shop's answer to a quote request, as its e-mail to the customer tells it. */
export type QuoteReplyPayload = {
  replyId: number;
  number: string;
  customerName: string;
  productName: string;
  description: string;
  quantity: number;
  unitPrice: string;
  total: string;
  note: string;
  /** The last day it can be ordered ('2026-12-11'). */
  validUntil: string;
};

/** A review waiting for the admin's approval, as the shop's notice tells it. */
export type ReviewPayload = {
  productName: string;
  customerName: string;
  rating: number;
  comment: string;
  pictures: number;
};

/** A proof version of an order line, as its e-mails tell it. */
export type ProofPayload = {
  orderId: number;
  orderNumber: string;
  customerName: string;
  productName: string;
  version: number;
  /** The shop's note to the customer (proof-ready), or the customer's comment (shop-proof-decision). */
  words: string | null;
};

/**
 * What each kind of message is built from, kept in the outbox row (jsonb) and rendered when it is sent or
 * shown: the facts as they were at the event, the words and look as the code has them. A customer's
 * message about an order links to the order page with a token made when it is sent (never stored raw); a
 * quote's reply links to the quote in the same way.
 */
export type MailPayload =
  | { kind: 'order-received'; order: OrderSummary; storeAddress: string }
  | { kind: 'shop-new-order'; order: OrderSummary; storeAddress: string }
  | { kind: 'payment-completed'; order: OrderSummary }
  | { kind: 'payment-failed'; order: OrderSummary }
  | { kind: 'shop-payment-failed'; order: OrderSummary }
  | { kind: 'order-in-production'; order: OrderSummary }
  | {
      kind: 'order-completed';
      order: OrderSummary;
      storeAddress: string;
      tracking: { carrier: TrackingCarrier; number: string } | null;
    }
  | { kind: 'order-link'; orderNumber: string; customerName: string }
  | { kind: 'proof-ready'; proof: ProofPayload }
  | { kind: 'shop-proof-decision'; proof: ProofPayload; decision: ProofDecision }
  | { kind: 'quote-received'; quote: QuotePayload }
  | { kind: 'shop-new-quote'; quote: QuotePayload }
  | { kind: 'quote-reply'; reply: QuoteReplyPayload }
  | { kind: 'shop-new-review'; review: ReviewPayload };

export type MailKind = MailPayload['kind'];

/** The customer's messages about an order: each carries a fresh link to the order's page. */
export const orderPageLinkKinds: ReadonlySet<MailKind> = new Set<MailKind>([
  'order-received',
  'payment-completed',
  'payment-failed',
  'order-in-production',
  'order-completed',
  'order-link',
  'proof-ready',
]);
