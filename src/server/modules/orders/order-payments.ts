// The payment state of orders, for the payment providers (src/server/payments): the orders module owns the
// rows, and a provider reads and changes them only through these (docs/architecture.md#tables-and-their-owners).
export {
  createPaymentsRepository as orderPayments,
  hasNewerOrder,
  type PayableOrder,
  recordCapture,
  type VerifiedCapture,
} from './order-payments.repository.ts';
