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
const samples: MailPayload[] = [
  { kind: 'order-received', order, storeAddress: store },
  { kind: 'shop-new-order', order, storeAddress: store },
];
for (const payload of samples) {
  const { html, text } = await renderMail(payload, { publicUrl: 'http://localhost:3000' });
  writeFileSync(path.join(folder, `${payload.kind}.html`), html);
  writeFileSync(path.join(folder, `${payload.kind}.txt`), text);
}
console.log(`e-mail previews written to ${folder}`);
