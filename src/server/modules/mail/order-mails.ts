import { Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { formatUSD, toCents } from '#shared/money';
import type { OrderSummary } from '#shared/schemas/checkout';
import { firstName, MailButton, MailLayout, mailMuted, mailText } from './mail-layout.ts';
import {
  deliveryWords,
  expectedWords,
  OrderLines,
  OrderTotals,
  paymentWords,
  proofWords,
} from './order-mail-parts.ts';
import type { OutgoingMail } from './outbox.ts';

type OrderMailProps = { order: OrderSummary; storeAddress: string; publicUrl: string };

const facts = { ...mailText, margin: '0 0 4px' };

function OrderFacts({
  order,
  storeAddress,
  reader,
}: {
  order: OrderSummary;
  storeAddress: string;
  reader: 'customer' | 'shop';
}) {
  return h(
    Section,
    { style: { margin: '16px 0 0' } },
    h(Text, { style: facts }, h('strong', null, 'Payment: '), paymentWords(order, reader)),
    h(Text, { style: facts }, h('strong', null, 'Delivery: '), deliveryWords(order, storeAddress)),
    order.expected
      ? h(Text, { style: facts }, h('strong', null, 'Expected: '), expectedWords(order, reader))
      : null,
  );
}

/** To the customer, once the order stands: pay in store at once, PayPal once PayPal has captured it. */
export function OrderReceivedMail({
  order,
  storeAddress,
  publicUrl,
  orderPageUrl,
}: OrderMailProps & { orderPageUrl: string }) {
  return h(
    MailLayout,
    {
      preview: `Order ${order.orderNumber}: ${formatUSD(toCents(order.total))}`,
      heading: `Thank you for your order, ${firstName(order.customer.name)}!`,
      publicUrl,
    },
    h(
      Text,
      { style: mailText },
      `We have received your order ${order.orderNumber}. We check every file before it is printed and will write to you if anything needs your attention.`,
    ),
    h(Text, { style: mailText }, proofWords(order)),
    h(OrderLines, { order }),
    h(OrderTotals, { order }),
    h(OrderFacts, { order, storeAddress, reader: 'customer' }),
    order.customer.notes
      ? h(Text, { style: facts }, h('strong', null, 'Your notes: '), order.customer.notes)
      : null,
    h(Section, { style: { marginTop: '20px' } }, h(MailButton, { href: orderPageUrl }, 'View your order')),
    h(
      Text,
      { style: { ...mailMuted, marginTop: '8px' } },
      'Your order page shows where your order stands at any time. Keep this e-mail: the link is yours alone.',
    ),
  );
}

/** To the shop: a new order to prepare, with who placed it and a link to the admin. */
export function ShopNewOrderMail({ order, storeAddress, publicUrl }: OrderMailProps) {
  const { customer } = order;
  const contact = [customer.name, customer.company, customer.email, customer.phone]
    .filter(Boolean)
    .join(' · ');
  return h(
    MailLayout,
    {
      preview: `${customer.name}, ${formatUSD(toCents(order.total))}`,
      heading: `New order ${order.orderNumber}`,
      publicUrl,
    },
    h(Text, { style: mailText }, contact),
    h(OrderLines, { order }),
    h(OrderTotals, { order }),
    h(OrderFacts, { order, storeAddress, reader: 'shop' }),
    customer.notes ? h(Text, { style: facts }, h('strong', null, 'Notes: '), customer.notes) : null,
    h(
      Section,
      { style: { marginTop: '20px' } },
      h(MailButton, { href: `${publicUrl}/admin/orders` }, 'Open the orders'),
    ),
  );
}

/** The messages an order that now stands sends: the customer's, and the shop's when it has an address. */
export function orderReceivedMails(
  order: OrderSummary,
  storeAddress: string,
  shopEmail: string | undefined,
): OutgoingMail[] {
  const mails: OutgoingMail[] = [
    {
      to: order.customer.email,
      subject: `Your order ${order.orderNumber} at PrintPro Signs`,
      payload: { kind: 'order-received', order, storeAddress },
      orderId: order.id,
    },
  ];
  if (shopEmail) {
    mails.push({
      to: shopEmail,
      subject: `New order ${order.orderNumber}: ${formatUSD(toCents(order.total))} from ${order.customer.name}`,
      payload: { kind: 'shop-new-order', order, storeAddress },
      orderId: order.id,
    });
  }
  return mails;
}
