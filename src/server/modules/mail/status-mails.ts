import { Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import type { MailPayload } from '#shared/mail-payloads';
import { formatUSD, toCents } from '#shared/money';
import { trackingCarrierLabels, trackingUrl } from '#shared/order-tracking';
import type { OrderSummary } from '#shared/schemas/checkout';
import { greeting, MailButton, MailLayout, mailMuted, mailText } from './mail-layout.ts';
import { deliveryWords, OrderLines, OrderTotals } from './order-mail-parts.ts';

/** What a customer's order message is rendered with: the order page's link made for this sending. */
export type OrderMailContext = { publicUrl: string; orderPageUrl: string };

type Payload<K extends MailPayload['kind']> = Extract<MailPayload, { kind: K }>;

function OrderPageButton({ href }: { href: string }) {
  return h(Section, { style: { margin: '20px 0 4px' } }, h(MailButton, { href }, 'View your order'));
}

/** The frame of a customer's message about an order: a greeting, the body, the order page's button. */
export function CustomerOrderMail(props: {
  context: OrderMailContext;
  preview: string;
  heading: string;
  customerName: string;
  children?: ReactNode;
}) {
  return h(
    MailLayout,
    { preview: props.preview, heading: props.heading, publicUrl: props.context.publicUrl },
    h(Text, { style: mailText }, greeting(props.customerName)),
    props.children,
    h(OrderPageButton, { href: props.context.orderPageUrl }),
    h(
      Text,
      { style: { ...mailMuted, marginTop: '8px' } },
      'The button opens your order page, where you can follow it at any time. Keep this e-mail: the link is yours alone.',
    ),
  );
}

const unpaidAtStore = (order: OrderSummary) =>
  order.paymentMethod === 'store' && order.paymentStatus !== 'completed';

export function PaymentCompletedMail({
  order,
  context,
}: Payload<'payment-completed'> & { context: OrderMailContext }) {
  const total = formatUSD(toCents(order.total));
  return h(
    CustomerOrderMail,
    {
      context,
      preview: `We have received ${total} for order ${order.orderNumber}`,
      heading: `Payment received for order ${order.orderNumber}`,
      customerName: order.customer.name,
    },
    h(
      Text,
      { style: mailText },
      order.paymentMethod === 'paypal'
        ? `PayPal has confirmed your payment of ${total}. Your order is paid, and we are getting it ready for print.`
        : `We have received your payment of ${total}. Thank you!`,
    ),
    h(OrderTotals, { order }),
  );
}

export function PaymentFailedMail({
  order,
  context,
}: Payload<'payment-failed'> & { context: OrderMailContext }) {
  return h(
    CustomerOrderMail,
    {
      context,
      preview: `PayPal did not complete the payment for order ${order.orderNumber}`,
      heading: `Your payment for order ${order.orderNumber} did not go through`,
      customerName: order.customer.name,
    },
    h(
      Text,
      { style: mailText },
      'PayPal reviewed your payment and did not complete it, so nothing was charged and the order is on hold. Reply to this e-mail or call us, and we will help you pay another way.',
    ),
    h(OrderTotals, { order }),
  );
}

export function OrderInProductionMail({
  order,
  context,
}: Payload<'order-in-production'> & { context: OrderMailContext }) {
  return h(
    CustomerOrderMail,
    {
      context,
      preview: `Order ${order.orderNumber} is being printed`,
      heading: `Your order ${order.orderNumber} is in production`,
      customerName: order.customer.name,
    },
    h(
      Text,
      { style: mailText },
      'Good news: your order is in production. We will write again as soon as it is ready.',
    ),
    h(OrderLines, { order }),
  );
}

function trackingParagraph(tracking: Payload<'order-completed'>['tracking']) {
  if (!tracking) return null;
  const url = trackingUrl(tracking.carrier, tracking.number);
  const label =
    tracking.carrier === 'other'
      ? 'Tracking number'
      : `${trackingCarrierLabels[tracking.carrier]} tracking number`;
  return h(
    Text,
    { style: mailText },
    h('strong', null, `${label}: `),
    url ? h('a', { href: url, style: { color: '#2148d6' } }, tracking.number) : tracking.number,
  );
}

export function OrderCompletedMail({
  order,
  storeAddress,
  tracking,
  context,
}: Payload<'order-completed'> & { context: OrderMailContext }) {
  const pickup = order.shippingMethod === 'pickup';
  return h(
    CustomerOrderMail,
    {
      context,
      preview: pickup ? `Ready for pickup at ${storeAddress}` : `Order ${order.orderNumber} is on its way`,
      heading: pickup
        ? `Your order ${order.orderNumber} is ready for pickup`
        : `Your order ${order.orderNumber} has shipped`,
      customerName: order.customer.name,
    },
    h(
      Text,
      { style: mailText },
      pickup
        ? `Your order is ready for pickup at ${storeAddress}.${unpaidAtStore(order) ? ` Please pay ${formatUSD(toCents(order.total))} when you collect it.` : ''}`
        : `Your order is on its way: ${deliveryWords(order, storeAddress)}.`,
    ),
    trackingParagraph(tracking),
    h(OrderLines, { order }),
  );
}

export function OrderLinkMail({
  orderNumber,
  customerName,
  context,
}: Payload<'order-link'> & { context: OrderMailContext }) {
  return h(
    CustomerOrderMail,
    {
      context,
      preview: `The link to your order ${orderNumber}`,
      heading: `Your link to order ${orderNumber}`,
      customerName,
    },
    h(
      Text,
      { style: mailText },
      `Someone, probably you, asked for the link to the page of order ${orderNumber}. Here it is. If it was not you, you can ignore this e-mail: the link was sent to you only.`,
    ),
  );
}
