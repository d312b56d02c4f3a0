import { createSmtpTransport } from '#server/modules/mail/mail-transport';
import { insertAdmin, loginCookie } from './admin-fixtures.ts';
import { insertOrderableProduct } from './checkout-fixtures.ts';
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type MailingShop = {
  smtp: SmtpTestServer;
  t: TestApp;
  /** The signed-in admin's cookie. */
  admin: string;
  /** A product a cart line can be made of. */
  productId: number;
  close: () => Promise<void>;
};

/**
 * A shop at http://shop.test whose e-mails go to a real SMTP server started here, with an admin signed in
 * and a product to order. Status e-mails go at once (their grace period has its own test).
 */
export async function startMailingShop(mail: { shopNotifyEmail?: string } = {}): Promise<MailingShop> {
  const smtp = await startSmtpTestServer();
  const t = await createTestApp({
    publicUrl: 'http://shop.test',
    mail: {
      transport: createSmtpTransport(smtp.url),
      from: 'PrintPro Signs <orders@shop.test>',
      deliveryIntervalMs: 3_600_000,
      statusMailDelayMs: 0,
      ...mail,
    },
  });
  await insertAdmin(t.handle.db);
  const admin = await loginCookie(t.app);
  const productId = (await insertOrderableProduct(t.handle.db)).id;
  return {
    smtp,
    t,
    admin,
    productId,
    close: async () => {
      await t.close();
      await smtp.stop();
    },
  };
}

const linkPattern = /http:\/\/shop\.test\/orders\/(\d+)\?token=([\w-]+)/;

/** The order page's number and token in a customer's e-mail. */
export function orderLinkIn(mail: ReceivedMail | undefined): { number: string; token: string } {
  const match = linkPattern.exec(mail?.text ?? '');
  if (!match) throw new Error(`no order link in: ${mail?.text}`);
  return { number: match[1]!, token: match[2]! };
}
