import type { ReceivedMail, SmtpTestServer } from '../src/server/test/smtp-test-server.ts';
import { expect } from './test.ts';

/** The mails to `to` whose subject matches, waiting up to 20 s for `count` of them. */
export async function mailsTo(
  smtp: SmtpTestServer,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<ReceivedMail[]> {
  const pick = () => smtp.received.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  await expect.poll(() => pick().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return pick();
}

/** The order page's link in a customer's mail from the shop at `base`. */
export function orderLink(base: string, mail: ReceivedMail): string {
  const link = new RegExp(`${base}/orders/\\d+\\?token=[\\w-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no order link in ${mail.subject}`);
  return link;
}
