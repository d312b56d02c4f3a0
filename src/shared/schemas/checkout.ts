import { z } from 'zod';
import { type ShippingMethod, shippingMethodValues } from '../shipping.ts';
import { isUsStateCode, usZipPattern } from '../us-states.ts';
import { cartFileSchema, designMethods } from './cart.ts';
import { maxInt32, safeString } from './common.ts';

/**
 * The checkout contract (docs/product/shipping-and-checkout.md, docs/product/api.md): the calls behind the
 * four steps, one order per checkout, and PayPal. Every cart and order call carries the X-Session-Id header.
 */

export const paymentMethodValues = ['paypal', 'store'] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];
/** PayPal is the default payment method (docs/product/shipping-and-checkout.md). */
export const defaultPaymentMethod: PaymentMethod = 'paypal';

/**
 * Whether a payment method fits a delivery method (docs/product/shipping-and-checkout.md#payment): paying in
 * store is paying when collecting, so only Store Pickup may be paid in store; PayPal fits every method.
 */
export function paymentFitsDelivery(payment: PaymentMethod, shipping: ShippingMethod): boolean {
  return payment !== 'store' || shipping === 'pickup';
}

export const paymentStatusValues = ['pending', 'completed', 'voided', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatusValues)[number];

export const orderStatusValues = ['new', 'in_progress', 'completed'] as const;
export type OrderStatus = (typeof orderStatusValues)[number];

const optionalText = (max: number) => safeString().trim().max(max).default('');

/** The delivery address's messages, in the Info step beside their fields and in the API's 400s. */
const addressMessages = {
  addressRequired: 'Enter the street address to ship to',
  cityRequired: 'Enter the city to ship to',
  stateRequired: 'Choose the state to ship to',
  zipRequired: 'Enter the ZIP code to ship to',
  state: 'Choose a state from the list',
  zipFormat: 'Enter a 5-digit ZIP code, e.g. 62701 (or ZIP+4, 62701-1234)',
} as const;

/**
 * The customer-info form (docs/product/shipping-and-checkout.md). Name and a valid e-mail are required; the
 * rest may be blank.
 */
export const customerInfoSchema = z.object({
  name: safeString().trim().min(1, 'Name is required').max(200),
  email: safeString()
    .trim()
    .min(1, 'E-mail is required')
    .max(254)
    .pipe(z.email('Enter a valid e-mail address')),
  phone: optionalText(50),
  company: optionalText(200),
  address: optionalText(300),
  city: optionalText(100),
  state: optionalText(100).refine((state) => state === '' || isUsStateCode(state), addressMessages.state),
  zipCode: optionalText(20).refine((zip) => zip === '' || usZipPattern.test(zip), addressMessages.zipFormat),
  notes: optionalText(2000),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/**
 * What a shipped order (standard or rush) still lacks of its delivery address, field by field; nothing for
 * pickup. Decision 0025: SPEC leaves the address optional, but a parcel needs somewhere to go.
 */
export function deliveryAddressProblems(
  customer: Pick<CustomerInfo, 'address' | 'city' | 'state' | 'zipCode'>,
  shippingMethod: ShippingMethod,
): { field: 'address' | 'city' | 'state' | 'zipCode'; message: string }[] {
  if (shippingMethod === 'pickup') return [];
  const problems: { field: 'address' | 'city' | 'state' | 'zipCode'; message: string }[] = [];
  if (customer.address.trim() === '')
    problems.push({ field: 'address', message: addressMessages.addressRequired });
  if (customer.city.trim() === '') problems.push({ field: 'city', message: addressMessages.cityRequired });
  if (customer.state.trim() === '') problems.push({ field: 'state', message: addressMessages.stateRequired });
  if (customer.zipCode.trim() === '')
    problems.push({ field: 'zipCode', message: addressMessages.zipRequired });
  return problems;
}

/** POST /api/calculate-shipping. The server prices the session's cart itself; `subtotal` and `items` are ignored. */
export const calculateShippingInputSchema = z.object({
  shippingMethod: z.enum(shippingMethodValues),
});
export const calculateShippingResultSchema = z.object({
  /** The items subtotal the server computed from the session's cart (before any discount), e.g. "120.00". */
  subtotal: z.string(),
  shippingCost: z.string(),
  freeShippingApplied: z.boolean(),
  freeShippingReason: z.string().nullable(),
  /** What is still missing to reach the free-shipping minimum, e.g. "12.50"; null when not applicable. */
  amountToFreeShipping: z.string().nullable(),
});
export type CalculateShippingResult = z.infer<typeof calculateShippingResultSchema>;

/** POST /api/validate-discount. */
export const validateDiscountInputSchema = z.object({
  code: safeString().trim().min(1, 'Enter a code').max(50),
});
export const validateDiscountResultSchema = z.object({
  valid: z.boolean(),
  /** The percentage (10 = 10 %); 0 when not valid. */
  discount: z.number().int().min(0).max(100),
  message: z.string(),
  /** The code as stored (uppercase) when valid. */
  code: z.string().nullable(),
});
export type ValidateDiscountResult = z.infer<typeof validateDiscountResultSchema>;

/** POST /api/orders body; the `Idempotency-Key` header (a UUID made once per checkout attempt) is required. */
export const placeOrderInputSchema = z
  .object({
    customer: customerInfoSchema,
    shippingMethod: z.enum(shippingMethodValues),
    paymentMethod: z.enum(paymentMethodValues),
    discountCode: safeString().trim().max(50).nullish(),
    /**
     * 'E-mail me a proof to approve before printing' (the checkout's default) or 'Print as submitted'. A
     * client that does not send it (one written before proofs) gets what it always had: printing as submitted.
     */
    proofRequested: z.boolean({ error: 'proofRequested must be true or false' }).default(false),
  })
  .superRefine((input, context) => {
    for (const problem of deliveryAddressProblems(input.customer, input.shippingMethod)) {
      context.addIssue({ code: 'custom', path: ['customer', problem.field], message: problem.message });
    }
  });
export type PlaceOrderInput = z.infer<typeof placeOrderInputSchema>;

export const orderItemSummarySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  /** Every chosen option with its label, e.g. { name: 'Size', value: '3x6', label: "3' x 6'" }. */
  options: z.array(z.object({ name: z.string(), value: z.string(), label: z.string() })),
  designMethod: z.enum(designMethods),
  designNotes: z.string().nullable(),
  /** Each file with its artwork check at the size ordered and its thumbnail (as the cart's). */
  files: z.array(cartFileSchema),
  unitPrice: z.string(),
  lineTotal: z.string(),
  /** Unit price × quantity before the quantity discount; null on lines placed before it was kept. */
  amountBeforeDiscount: z.string().nullable(),
  /** The quantity tier in force (10 = 10 % off), null when none applied (or unknown, as above). */
  quantityDiscountPercent: z.number().nullable(),
});

/** An order as the customer sees it (POST /api/orders, GET /api/orders/:id with the same session). */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  /** '#001' */
  orderNumber: z.string(),
  status: z.enum(orderStatusValues),
  paymentMethod: z.enum(paymentMethodValues),
  paymentStatus: z.enum(paymentStatusValues),
  shippingMethod: z.enum(shippingMethodValues),
  /** The customer asked for a proof of every line before printing (src/shared/proofs.ts). */
  proofRequested: z.boolean(),
  customer: customerInfoSchema,
  items: z.array(orderItemSummarySchema),
  subtotal: z.string(),
  discountCode: z.string().nullable(),
  discountPercentage: z.number().int().nullable(),
  discountAmount: z.string(),
  shippingCost: z.string(),
  total: z.string(),
  createdAt: z.string(),
  /**
   * When the order is ready for pickup or arrives, as its page says at the time of the answer ('Arrives Wed,
   * Dec 9 – Mon, Dec 14', src/shared/order-expected.ts); null when a turnaround gives no days or the order is
   * completed. Given by the customer's reads and the order's e-mails, absent from the admin's lists.
   */
  expected: z.string().nullable().optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** POST /paypal/order body: the shop's order to pay. The amount is the order's server total, never the browser's. */
export const createPaypalOrderInputSchema = z.object({ orderId: z.number().int().positive().max(maxInt32) });
const paypalLinkSchema = z.object({
  href: z.string(),
  rel: z.string(),
  method: z.string().optional(),
});
export const paypalOrderResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(paypalLinkSchema),
});
export type PaypalOrderResponse = z.infer<typeof paypalOrderResponseSchema>;
/** POST /paypal/order/:paypalOrderId/capture answers the paid order. */
export const capturePaypalOrderResultSchema = z.object({ order: orderSummarySchema });
