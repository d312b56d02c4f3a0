import { Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import type { MailPayload } from '#shared/mail-payloads';
import { MailButton, MailLayout, mailColors, mailMuted, mailText } from './mail-layout.ts';
import { CustomerOrderMail, type OrderMailContext } from './status-mails.ts';

type Payload<K extends MailPayload['kind']> = Extract<MailPayload, { kind: K }>;

const quoted = {
  ...mailText,
  whiteSpace: 'pre-wrap' as const,
  borderLeft: `3px solid ${mailColors.line}`,
  paddingLeft: '12px',
};

/** To the customer: a proof (or a revised one) waits for their approval on the order page. */
export function ProofReadyMail({ proof, context }: Payload<'proof-ready'> & { context: OrderMailContext }) {
  const revised = proof.version > 1;
  return h(
    CustomerOrderMail,
    {
      context,
      preview: `${revised ? 'A revised proof' : 'Your proof'} of ${proof.productName} is ready to approve`,
      heading: `${revised ? `Proof version ${proof.version}` : 'Your proof'} for order ${proof.orderNumber}`,
      customerName: proof.customerName,
    },
    h(
      Text,
      { style: mailText },
      `${revised ? 'We have revised the proof' : 'Here is the proof'} of ${proof.productName}. Please look at it on your order page, then approve it or tell us what to change. We print only once you approve.`,
    ),
    proof.words ? h(Text, { style: quoted }, proof.words) : null,
  );
}

/** To the shop: the customer approved a proof, or asked for changes (with their words). */
export function ShopProofDecisionMail({
  proof,
  decision,
  publicUrl,
}: Payload<'shop-proof-decision'> & { publicUrl: string }) {
  const approved = decision === 'approved';
  return h(
    MailLayout,
    {
      preview: `${proof.customerName} ${approved ? 'approved' : 'asked for changes to'} the proof of ${proof.productName}`,
      heading: approved
        ? `Order ${proof.orderNumber}: proof approved`
        : `Order ${proof.orderNumber}: changes requested`,
      publicUrl,
    },
    h(
      Text,
      { style: mailText },
      `${proof.customerName} ${approved ? 'approved' : 'asked for changes to'} version ${proof.version} of the proof of ${proof.productName}.`,
    ),
    proof.words ? h(Text, { style: quoted }, proof.words) : null,
    h(
      Text,
      { style: mailMuted },
      approved
        ? 'Once every item of the order is approved, it can go to production.'
        : 'Upload a revised proof from the order details: the customer is e-mailed again.',
    ),
    h(
      Section,
      { style: { marginTop: '20px' } },
      h(MailButton, { href: `${publicUrl}/admin/orders?order=${proof.orderId}` }, 'Open the order'),
    ),
  );
}
