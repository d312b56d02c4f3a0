// Writes every kind of e-mail, rendered from sample data, to a folder (default ./mail-previews) as HTML
// and text, to look at in a browser: `node scripts/render-mail-preview.ts [folder]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderMail } from '../src/server/modules/mail/render-mail.ts';
import { sampleOrderSummary } from '../src/server/test/mail-fixtures.ts';
import type { MailPayload } from '../src/shared/mail-payloads.ts';

const folder = path.resolve(process.argv[2] ?? 'mail-previews');
mkdirSync(folder, { recursive: true });
const order = sampleOrderSummary({
  discountCode: 'WELCOME10',
  discountPercentage: 10,
  discountAmount: '91.24',
  subtotal: '912.38',
  total: '836.14',
});
const store = '123 Print Avenue, Springfield, IL 62701';
const paid = { ...order, paymentMethod: 'paypal' as const, paymentStatus: 'completed' as const };
const pickup = { ...order, shippingMethod: 'pickup' as const };
const quote = {
  name: 'Quinn Park',
  email: 'quinn@example.com',
  product: 'Trade-show booth',
  details: 'A 10 ft pop-up backdrop and two retractable banners for a fair on March 3.',
};
const samples: MailPayload[] = [
  { kind: 'order-received', order, storeAddress: store },
  { kind: 'shop-new-order', order, storeAddress: store },
  { kind: 'payment-completed', order: paid },
  { kind: 'payment-failed', order: { ...order, paymentMethod: 'paypal', paymentStatus: 'failed' } },
  { kind: 'order-in-production', order: paid },
  { kind: 'order-completed', order: pickup, storeAddress: store, tracking: null },
  {
    kind: 'order-completed',
    order: paid,
    storeAddress: store,
    tracking: { carrier: 'ups', number: '1Z999AA10123456784' },
  },
  { kind: 'order-link', orderNumber: order.orderNumber, customerName: order.customer.name },
  {
    kind: 'proof-ready',
    proof: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customer.name,
      productName: 'Vinyl Banner',
      version: 2,
      words: 'We moved the logo 1 in from the edge so nothing is cut off.',
    },
  },
  {
    kind: 'shop-proof-decision',
    decision: 'changes_requested',
    proof: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customer.name,
      productName: 'Vinyl Banner',
      version: 1,
      words: 'Please make the phone number larger.',
    },
  },
  { kind: 'quote-received', quote },
  { kind: 'shop-new-quote', quote },
  {
    kind: 'shop-new-review',
    review: {
      productName: 'Vinyl Banner',
      customerName: 'Rae',
      rating: 4,
      comment: 'Crisp colours, fast turnaround.',
      pictures: 2,
    },
  },
];
const names = new Map<string, number>();
for (const payload of samples) {
  const seen = names.get(payload.kind) ?? 0;
  names.set(payload.kind, seen + 1);
  const name = seen === 0 ? payload.kind : `${payload.kind}-${seen + 1}`;
  const { html, text } = await renderMail(payload, {
    publicUrl: 'http://localhost:3000',
    orderPageUrl: 'http://localhost:3000/orders/042?token=sample-token-made-when-sent',
  });
  writeFileSync(path.join(folder, `mail-${name}.html`), html);
  writeFileSync(path.join(folder, `mail-${name}.txt`), text);
}
console.log(`e-mail previews written to ${folder}`);
