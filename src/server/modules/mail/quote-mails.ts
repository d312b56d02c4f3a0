import { Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import type { MailPayload } from '#shared/mail-payloads';
import { formatUSD, toCents } from '#shared/money';
import { formatQuoteDay } from '#shared/quotes';
import { greeting, MailButton, MailLayout, mailColors, mailMuted, mailText } from './mail-layout.ts';
import { MoneyRow } from './order-mail-parts.ts';

type Payload = Extract<MailPayload, { kind: 'quote-reply' }>;

const quoted = {
  ...mailText,
  whiteSpace: 'pre-wrap' as const,
  borderLeft: `3px solid ${mailColors.line}`,
  paddingLeft: '12px',
};

/**
 * To the customer: the shop's price for their request, with the link that puts it in their cart. The link
 * is made as the message is sent (mail-delivery.ts); shown in Admin → Messages, the button leads to the shop.
 */
export function QuoteReplyMail({
  reply,
  publicUrl,
  quotePageUrl,
}: Payload & { publicUrl: string; quotePageUrl?: string | undefined }) {
  const until = formatQuoteDay(reply.validUntil);
  return h(
    MailLayout,
    {
      preview: `${reply.quantity.toLocaleString('en-US')} × ${reply.productName} for ${formatUSD(toCents(reply.total))}, valid until ${until}`,
      heading: `Your quote ${reply.number}`,
      publicUrl,
    },
    h(Text, { style: mailText }, greeting(reply.customerName)),
    h(Text, { style: mailText }, 'Thank you for asking. Here is our price for what you described:'),
    h(Text, { style: { ...mailText, fontWeight: 700, margin: '0 0 4px' } }, reply.productName),
    h(Text, { style: { ...mailText, whiteSpace: 'pre-wrap' as const } }, reply.description),
    h(
      Section,
      { style: { margin: '8px 0 12px' } },
      h(MoneyRow, {
        label: `${reply.quantity.toLocaleString('en-US')} × ${formatUSD(toCents(reply.unitPrice))} each`,
        value: formatUSD(toCents(reply.total)),
        strong: true,
      }),
    ),
    reply.note ? h(Text, { style: quoted }, reply.note) : null,
    h(
      Text,
      { style: mailText },
      `The price holds until ${until}. Order it from the link below: it puts this quote in your cart at this price, where you add your artwork or ask us to design it, and check out as usual.`,
    ),
    h(
      Section,
      { style: { marginTop: '20px' } },
      h(MailButton, { href: quotePageUrl ?? publicUrl }, 'View and order your quote'),
    ),
    h(
      Text,
      { style: mailMuted },
      'Keep this e-mail: the link is yours alone. If you did not ask PrintPro Signs for a quote, you can ignore it.',
    ),
  );
}
