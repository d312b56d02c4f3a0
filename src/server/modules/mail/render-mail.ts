import { render, toPlainText } from '@react-email/components';
import { createElement as h, type ReactElement } from 'react';
import type { MailPayload } from '#shared/mail-payloads';
import { OrderReceivedMail, ShopNewOrderMail } from './order-mails.ts';

export type RenderContext = { publicUrl: string };

function element(payload: MailPayload, context: RenderContext): ReactElement {
  switch (payload.kind) {
    case 'order-received':
      return h(OrderReceivedMail, { ...payload, ...context });
    case 'shop-new-order':
      return h(ShopNewOrderMail, { ...payload, ...context });
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
