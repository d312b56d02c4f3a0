import { render, toPlainText } from '@react-email/components';
import { createElement as h, type ReactElement } from 'react';
import type { MailPayload } from '#shared/mail-payloads';
import {
  QuoteReceivedMail,
  ShopNewQuoteMail,
  ShopNewReviewMail,
  ShopPaymentFailedMail,
} from './notice-mails.ts';
import { OrderReceivedMail, ShopNewOrderMail } from './order-mails.ts';
import { ProofReadyMail, ShopProofDecisionMail } from './proof-mails.ts';
import { QuoteReplyMail } from './quote-mails.ts';
import {
  OrderCompletedMail,
  OrderInProductionMail,
  OrderLinkMail,
  PaymentCompletedMail,
  PaymentFailedMail,
} from './status-mails.ts';

export type RenderContext = {
  publicUrl: string;
  /**
   * The order page's link made for this sending (orderPageLinkKinds). Absent when a message is only shown
   * (Admin → Messages): its button then leads to the order lookup, since no token is ever kept.
   */
  orderPageUrl?: string | undefined;
  /** The quote's link made for this sending (a quote's reply); absent when only shown. */
  quotePageUrl?: string | undefined;
};

function element(payload: MailPayload, context: RenderContext): ReactElement {
  const { publicUrl } = context;
  const orderContext = { publicUrl, orderPageUrl: context.orderPageUrl ?? `${publicUrl}/order-lookup` };
  switch (payload.kind) {
    case 'order-received':
      return h(OrderReceivedMail, { ...payload, ...orderContext });
    case 'shop-new-order':
      return h(ShopNewOrderMail, { ...payload, publicUrl });
    case 'payment-completed':
      return h(PaymentCompletedMail, { ...payload, context: orderContext });
    case 'payment-failed':
      return h(PaymentFailedMail, { ...payload, context: orderContext });
    case 'order-in-production':
      return h(OrderInProductionMail, { ...payload, context: orderContext });
    case 'order-completed':
      return h(OrderCompletedMail, { ...payload, context: orderContext });
    case 'order-link':
      return h(OrderLinkMail, { ...payload, context: orderContext });
    case 'proof-ready':
      return h(ProofReadyMail, { ...payload, context: orderContext });
    case 'shop-proof-decision':
      return h(ShopProofDecisionMail, { ...payload, publicUrl });
    case 'shop-payment-failed':
      return h(ShopPaymentFailedMail, { ...payload, publicUrl });
    case 'quote-received':
      return h(QuoteReceivedMail, { ...payload, publicUrl });
    case 'shop-new-quote':
      return h(ShopNewQuoteMail, { ...payload, publicUrl });
    case 'quote-reply':
      return h(QuoteReplyMail, { ...payload, publicUrl, quotePageUrl: context.quotePageUrl });
    case 'shop-new-review':
      return h(ShopNewReviewMail, { ...payload, publicUrl });
  }
}

/**
 * The plain text read off the HTML: a label and its amount on one line (the rows marked money-row), the
 * heading as written, paragraphs close together, and no address printed after a phone number or e-mail.
 */
const plainText = {
  wordwrap: 78,
  selectors: [
    { selector: 'table.money-row', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'p', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

/** A message's HTML and its plain-text twin, every link absolute from PUBLIC_URL. */
export async function renderMail(
  payload: MailPayload,
  context: RenderContext,
): Promise<{ html: string; text: string }> {
  const html = await render(element(payload, context));
  return { html, text: toPlainText(html, plainText) };
}
