import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  html: string;
  text: string;
};

/**
 * A real SMTP server on a free port of 127.0.0.1 (smtp-server), keeping what it receives, that a test can
 * stop and start again on the same port (the mail system is down, then back).
 */
export async function startSmtpTestServer(
  port = 0,
  options: { refuseRecipients?: boolean; refuseSender?: boolean } = {},
) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom(_address, _session, callback) {
        if (!options.refuseSender) return callback();
        return callback(Object.assign(new Error('Sender address rejected'), { responseCode: 553 }));
      },
      onRcptTo(_address, _session, callback) {
        if (!options.refuseRecipients) return callback();
        const refusal = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        return callback(refusal);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            received.push({
              from: mail.from?.text ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: mail.subject ?? '',
              messageId: mail.messageId ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
  let server = make();
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const boundPort = await listen(port);
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    /** Resolves once `count` messages have arrived (all of them so far). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} e-mails arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async restart() {
      server = make();
      await listen(boundPort);
    },
  };
}
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
