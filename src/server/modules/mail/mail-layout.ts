import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { SHOP_CONTACT, SHOP_NAME } from '#shared/shop-info';

/** The shop's look in a mail client: inline styles only (clients drop style sheets), 600 px at most. */
export const mailColors = {
  brand: '#2148d6',
  accent: '#f59e0b',
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  paper: '#f8fafc',
  good: '#047857',
} as const;

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji'";

export const mailText = { color: mailColors.ink, fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' };
export const mailMuted = { ...mailText, color: mailColors.muted, fontSize: '14px', lineHeight: '22px' };

/** Every message to a customer greets them by their first name ('Hello Grace,'): 'Grace' of 'Grace Hopper'. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName;
}

export function greeting(fullName: string): string {
  return `Hello ${firstName(fullName)},`;
}

type MailLayoutProps = {
  /** The line a mail client shows after the subject. */
  preview: string;
  heading: string;
  publicUrl: string;
  /** Given as createElement's further arguments. */
  children?: ReactNode;
};

/** Every message's frame: the shop's name at the top, a heading, the body, the shop's contact details. */
export function MailLayout({ preview, heading, publicUrl, children }: MailLayoutProps) {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: mailColors.paper, fontFamily: font, margin: 0, padding: '16px 0' } },
      h(
        Container,
        {
          style: {
            maxWidth: '600px',
            backgroundColor: '#ffffff',
            border: `1px solid ${mailColors.line}`,
            borderRadius: '12px',
            padding: '24px 20px',
          },
        },
        h(
          Section,
          null,
          h(
            Link,
            {
              href: publicUrl,
              style: { color: mailColors.ink, fontSize: '20px', fontWeight: 700, textDecoration: 'none' },
            },
            'PrintPro ',
            h('span', { style: { color: mailColors.brand } }, 'Signs'),
          ),
        ),
        h(
          Heading,
          {
            as: 'h1',
            style: { color: mailColors.ink, fontSize: '22px', lineHeight: '30px', margin: '20px 0 12px' },
          },
          heading,
        ),
        children,
        h(Hr, { style: { borderColor: mailColors.line, margin: '24px 0 16px' } }),
        h(
          Text,
          { style: { ...mailMuted, fontSize: '13px', margin: 0 } },
          `${SHOP_NAME} · ${SHOP_CONTACT.addressLines.join(', ')}`,
          h('br'),
          h(Link, { href: SHOP_CONTACT.phoneHref, style: { color: mailColors.muted } }, SHOP_CONTACT.phone),
          ' · ',
          h(
            Link,
            { href: `mailto:${SHOP_CONTACT.email}`, style: { color: mailColors.muted } },
            SHOP_CONTACT.email,
          ),
        ),
      ),
    ),
  );
}

/** A button-like link, absolute from PUBLIC_URL. */
export function MailButton({ href, children }: { href: string; children?: ReactNode }) {
  return h(
    Link,
    {
      href,
      style: {
        backgroundColor: mailColors.brand,
        borderRadius: '8px',
        color: '#ffffff',
        display: 'inline-block',
        fontSize: '15px',
        fontWeight: 600,
        padding: '12px 20px',
        textDecoration: 'none',
      },
    },
    children,
  );
}
