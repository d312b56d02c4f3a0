import type { OrderSummary } from './schemas/checkout.ts';

/**
 * What each kind of message is built from, kept in the outbox row (jsonb) and rendered when it is sent or
 * shown: the facts as they were at the event, the words and look as the code has them.
 */
export type MailPayload =
  | { kind: 'order-received'; order: OrderSummary; storeAddress: string }
  | { kind: 'shop-new-order'; order: OrderSummary; storeAddress: string };

export type MailKind = MailPayload['kind'];
