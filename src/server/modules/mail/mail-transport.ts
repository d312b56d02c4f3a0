import nodemailer from 'nodemailer';

type MailToSend = {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
};

/** Where the outbox hands its messages: SMTP in the shop, anything that takes a message in tests. */
export type MailTransport = {
  send: (mail: MailToSend) => Promise<void>;
  close: () => void;
};

/**
 * SMTP through nodemailer (`SMTP_URL`, e.g. smtp://user:pass@mail.example:587 or smtps://...:465). The
 * time-outs are short so that a mail server that hangs holds a message for less than its lease
 * (mail-delivery.ts); the message is then tried again.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    },
    close: () => transporter.close(),
  };
}
