import { Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import type { MailPayload, QuotePayload } from '#shared/mail-payloads';
import { MailButton, MailLayout, mailColors, mailMuted, mailText } from './mail-layout.ts';

type Payload<K extends MailPayload['kind']> = Extract<MailPayload, { kind: K }>;
type Context = { publicUrl: string };

const quoted = {
  ...mailText,
  whiteSpace: 'pre-wrap' as const,
  borderLeft: `3px solid ${mailColors.line}`,
  paddingLeft: '12px',
};

function QuoteFacts({ quote }: { quote: QuotePayload }) {
  return h(
    Section,
    null,
    quote.product ? h(Text, { style: mailText }, h('strong', null, 'Product: '), quote.product) : null,
    h(Text, { style: quoted }, quote.details),
  );
}

/**
 * To the customer: the request arrived. Nothing the visitor typed is repeated (not even the name): the form
 * takes any address, and the shop's mail must not carry a stranger's words to it.
 */
export function QuoteReceivedMail({ publicUrl }: Payload<'quote-received'> & Context) {
  return h(
    MailLayout,
    { preview: 'We have your quote request', heading: 'We have received your quote request', publicUrl },
    h(Text, { style: mailText }, 'Hello,'),
    h(
      Text,
      { style: mailText },
      'Thank you for asking. We will work out a price for what you described and reply to this address.',
    ),
    h(
      Text,
      { style: mailMuted },
      'If you did not ask PrintPro Signs for a quote, someone gave your address by mistake: you can ignore this e-mail.',
    ),
  );
}

/** To the shop: PayPal held a payment for review and denied it; the order is not paid. */
export function ShopPaymentFailedMail({ order, publicUrl }: Payload<'shop-payment-failed'> & Context) {
  return h(
    MailLayout,
    {
      preview: `Order ${order.orderNumber} is not paid`,
      heading: `PayPal denied the payment for order ${order.orderNumber}`,
      publicUrl,
    },
    h(
      Text,
      { style: mailText },
      `PayPal held the payment of ${order.customer.name} for review and then denied it: order ${order.orderNumber} is not paid. Do not print it until the customer has paid another way; they have been told.`,
    ),
    h(
      Section,
      { style: { marginTop: '20px' } },
      h(MailButton, { href: `${publicUrl}/admin/orders` }, 'Open the orders'),
    ),
  );
}

/** To the shop: a new request to answer, with the customer's address to reply to. */
export function ShopNewQuoteMail({ quote, publicUrl }: Payload<'shop-new-quote'> & Context) {
  return h(
    MailLayout,
    {
      preview: `${quote.name}: ${quote.product || 'a quote request'}`,
      heading: `New quote request from ${quote.name}`,
      publicUrl,
    },
    h(
      Text,
      { style: mailText },
      h('strong', null, 'Reply to: '),
      h('a', { href: `mailto:${quote.email}`, style: { color: mailColors.brand } }, quote.email),
    ),
    h(QuoteFacts, { quote }),
    h(
      Section,
      { style: { marginTop: '20px' } },
      h(MailButton, { href: `${publicUrl}/admin/orders` }, 'Open the quote requests'),
    ),
  );
}

/** To the shop: a customer's review waits for approval. */
export function ShopNewReviewMail({ review, publicUrl }: Payload<'shop-new-review'> & Context) {
  const stars = '★'.repeat(review.rating) + '☆'.repeat(Math.max(0, 5 - review.rating));
  return h(
    MailLayout,
    {
      preview: `${review.customerName} rated ${review.productName} ${review.rating}/5`,
      heading: 'A new review awaits your approval',
      publicUrl,
    },
    h(Text, { style: mailText }, h('strong', null, review.productName)),
    h(
      Text,
      { style: { ...mailText, color: mailColors.accent, fontSize: '18px' } },
      stars,
      h(
        'span',
        { style: { ...mailMuted, fontSize: '14px' } },
        ` ${review.rating} of 5, by ${review.customerName}`,
      ),
    ),
    h(Text, { style: quoted }, review.comment),
    review.pictures > 0
      ? h(
          Text,
          { style: mailMuted },
          `With ${review.pictures} ${review.pictures === 1 ? 'picture' : 'pictures'}.`,
        )
      : null,
    h(Text, { style: mailMuted }, 'It shows on the product page once you approve it.'),
    h(
      Section,
      { style: { marginTop: '20px' } },
      h(MailButton, { href: `${publicUrl}/admin/reviews` }, 'Open the reviews'),
    ),
  );
}
