import {
  type ReceivedMail,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../src/server/test/smtp-test-server.ts';
import { e2eAdmin } from './admin-login.ts';
import { e2ePort, type ServerProcess, seededDataDir, startServer, waitForServer } from './server-process.ts';
import { expect, test } from './test.ts';

/** The mails to `to` whose subject matches, waiting up to 20 s for `count` of them. */
async function mailsTo(
  smtp: SmtpTestServer,
  to: string,
  subject: RegExp,
  count: number,
): Promise<ReceivedMail[]> {
  const pick = () => smtp.received.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  await expect.poll(() => pick().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return pick();
}

/** The order page's link in a customer's mail from the shop at `base`. */
function orderLink(base: string, mail: ReceivedMail): string {
  const link = new RegExp(`${base}/orders/\\d+\\?token=[\\w-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no order link in ${mail.subject}`);
  return link;
}

/**
 * A shop of its own on `port`, with a data directory of its own holding the seeded demo shop, whose mail goes to a real SMTP server started
 * with it: both start before the spec's tests and stop after them (call it at the top of a serial spec).
 * `env` adds to (or replaces) the shop's settings.
 */
export function shopWithMail(shopPort: number, env: Record<string, string> = {}) {
  const port = e2ePort(shopPort);
  const base = `http://127.0.0.1:${port}`;
  let smtp: SmtpTestServer | undefined;
  let shop: ServerProcess | undefined;

  test.beforeAll(async () => {
    smtp = await startSmtpTestServer();
    shop = startServer({
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: seededDataDir(),
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ...env,
    });
    await waitForServer(`${base}/api/categories`);
  });
  test.afterAll(async () => {
    shop?.child.kill('SIGTERM');
    await shop?.exited;
    await smtp?.stop();
  });

  const started = (): SmtpTestServer => {
    if (!smtp) throw new Error('the shop’s SMTP server starts in beforeAll');
    return smtp;
  };
  return {
    base,
    /** The SMTP server the shop sends to (started in beforeAll). */
    get smtp() {
      return started();
    },
    /** The mails to `to` whose subject matches, waiting up to 20 s for `count` of them. */
    mailsTo: (to: string, subject: RegExp, count = 1) => mailsTo(started(), to, subject, count),
    /** The order page's link in a customer's mail from this shop. */
    orderLink: (mail: ReceivedMail) => orderLink(base, mail),
  };
}
