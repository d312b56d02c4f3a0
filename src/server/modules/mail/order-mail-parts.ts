import { Column, Row, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { lineBreakdownLabels, orderLineBreakdown } from '#shared/line-breakdown';
import { formatUSD, toCents } from '#shared/money';
import type { OrderSummary } from '#shared/schemas/checkout';
import { designChoiceLabels } from '#shared/selection-labels';
import { shippingMethods } from '#shared/shipping';
import { mailColors, mailMuted, mailText } from './mail-layout.ts';

type Item = OrderSummary['items'][number];

const small = { ...mailMuted, margin: '0 0 2px' };
/** The artwork check's colours in a mail (its words carry the meaning). */
const checkColors = { great: mailColors.good, ok: '#b45309', low: '#b91c1c' } as const;
const amount = { ...mailText, margin: '0 0 2px', textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

/** React Email's Row, whose children come as createElement's further arguments (its type requires a prop). */
const RowOfCells = Row as unknown as (props: { className: string; children?: ReactNode }) => ReactNode;

/**
 * Words on the left, an amount on the right of one row (marked money-row, so the plain text keeps them on
 * one line: render-mail.ts).
 */
function amountRow(words: ReactNode, amountCell: ReactNode) {
  return h(
    RowOfCells,
    { className: 'money-row' },
    h(Column, null, words),
    h(Column, { style: { width: '1%' } }, amountCell),
  );
}

/** A label and an amount on one row, as narrow clients keep it: the amount right-aligned beside it. */
export function MoneyRow({
  label,
  value,
  strong,
  tone,
}: {
  label: string;
  value: string;
  strong?: boolean;
  tone?: string;
}) {
  const style = {
    ...small,
    color: tone ?? (strong ? mailColors.ink : mailColors.muted),
    fontWeight: strong ? 700 : 400,
  };
  return amountRow(
    h(Text, { style }, label),
    h(Text, { style: { ...amount, ...style, textAlign: 'right' } }, value),
  );
}

/** One ordered line: its name and total, the price breakdown (which adds up as written), options, files. */
function OrderLine({ item }: { item: Item }) {
  const breakdown = orderLineBreakdown(item);
  const labels = lineBreakdownLabels(breakdown);
  const details = item.options.map((option) => `${option.name}: ${option.label}`);
  if (item.designMethod === 'create') {
    details.push(`${designChoiceLabels.create}${item.designNotes ? `: ${item.designNotes}` : ''}`);
  }
  return h(
    Section,
    { style: { borderTop: `1px solid ${mailColors.line}`, padding: '12px 0' } },
    amountRow(
      h(Text, { style: { ...mailText, fontWeight: 700, margin: '0 0 4px' } }, item.productName),
      h(Text, { style: { ...amount, fontWeight: 700 } }, formatUSD(breakdown.totalCents)),
    ),
    h(MoneyRow, { label: labels.quantity, value: formatUSD(breakdown.beforeDiscountCents) }),
    breakdown.tierDiscountCents > 0
      ? h(MoneyRow, {
          label: labels.discount,
          value: `−${formatUSD(breakdown.tierDiscountCents)}`,
          tone: mailColors.good,
        })
      : null,
    breakdown.tierDiscountCents > 0
      ? h(MoneyRow, { label: 'Line total', value: formatUSD(breakdown.totalCents) })
      : null,
    breakdown.quantity > 1 ? h(Text, { style: small }, labels.each) : null,
    details.length > 0 ? h(Text, { style: { ...small, marginTop: '6px' } }, details.join(' · ')) : null,
    ...item.files.map((file) =>
      h(
        Text,
        { key: file.id, style: small },
        `Artwork: ${file.originalName}`,
        file.check
          ? h(
              'span',
              { style: { color: checkColors[file.check.level], fontWeight: 600 } },
              ` · ${file.check.headline}`,
            )
          : null,
        file.check && file.check.level !== 'great' ? h('span', null, ` (${file.check.reason})`) : null,
      ),
    ),
  );
}

export function OrderLines({ order }: { order: OrderSummary }) {
  return h(Section, null, ...order.items.map((item) => h(OrderLine, { key: item.id, item })));
}

function shippingLabel(order: OrderSummary): string {
  return (
    shippingMethods.find((method) => method.value === order.shippingMethod)?.label ?? order.shippingMethod
  );
}

/** Subtotal, the discount with its code, shipping and the total charged, as the order stored them. */
export function OrderTotals({ order }: { order: OrderSummary }) {
  const shippingCents = toCents(order.shippingCost);
  return h(
    Section,
    { style: { borderTop: `1px solid ${mailColors.line}`, paddingTop: '12px' } },
    h(MoneyRow, {
      label: `Subtotal (${order.items.length} ${order.items.length === 1 ? 'item' : 'items'})`,
      value: formatUSD(toCents(order.subtotal)),
    }),
    toCents(order.discountAmount) > 0
      ? h(MoneyRow, {
          label: `Discount (${order.discountCode}, ${order.discountPercentage}%)`,
          value: `−${formatUSD(toCents(order.discountAmount))}`,
          tone: mailColors.good,
        })
      : null,
    h(MoneyRow, {
      label: `Shipping (${shippingLabel(order)})`,
      value: shippingCents === 0 ? 'FREE' : formatUSD(shippingCents),
    }),
    h(MoneyRow, { label: 'Total', value: formatUSD(toCents(order.total)), strong: true }),
  );
}

/** How the order is paid and where that stands: in the customer's words, or the shop's. */
export function paymentWords(order: OrderSummary, reader: 'customer' | 'shop'): string {
  const paid = order.paymentStatus === 'completed';
  if (order.paymentMethod === 'store') {
    if (paid) return 'Pay in store: paid';
    return reader === 'customer'
      ? 'Pay in store: you pay when you collect your order'
      : 'Pay in store: not paid yet';
  }
  if (paid) return 'PayPal: paid';
  return reader === 'customer'
    ? 'PayPal: PayPal is reviewing the payment; we start on your order once PayPal confirms it'
    : 'PayPal: held by PayPal for review (not paid yet)';
}

/** The proof the customer chose at checkout, in the customer's words. */
export function proofWords(order: OrderSummary): string {
  return order.proofRequested
    ? 'You asked for a proof: we will e-mail you a proof of each item within a business day, and print once you approve it.'
    : 'You chose to print as submitted: no proof, we print your files as they are once we have checked them.';
}

/** When the order is ready or arrives ('Arrives Wed, Dec 9 – Mon, Dec 14'), a proof's approval counted. */
export function expectedWords(order: OrderSummary, reader: 'customer' | 'shop'): string {
  const expected = order.expected ?? '';
  if (!order.proofRequested) return expected;
  return `${expected}${reader === 'customer' ? ', if you approve your proof the day it arrives' : ', if the proof is approved the day it is sent'}`;
}

/** Where the order goes: the store for a pickup, else the delivery address. */
export function deliveryWords(order: OrderSummary, storeAddress: string): string {
  if (order.shippingMethod === 'pickup') return `Store pickup at ${storeAddress}`;
  const { address, city, state, zipCode } = order.customer;
  return `${shippingLabel(order)} to ${[address, city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`;
}
