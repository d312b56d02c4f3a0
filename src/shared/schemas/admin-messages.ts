import { z } from 'zod';
import { pageInfo } from './admin.ts';

const outboxStateValues = ['waiting', 'sent', 'failed'] as const;
export type OutboxState = (typeof outboxStateValues)[number];

/** One message of the outbox as Admin → Messages lists it. */
export const adminMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(outboxStateValues),
  attempts: z.number().int(),
  /** The mail server's words at the last failed attempt; null when none failed (or it was sent since). */
  lastError: z.string().nullable(),
  /** The order the message is about ('#012'); null for a message about none. */
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a waiting message is next tried. */
  nextAttemptAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** GET /api/admin/messages: newest first, in pages, and whether the shop sends mail at all (SMTP_URL). */
export const adminMessageListSchema = z.object({
  messages: z.array(adminMessageSchema),
  sending: z.boolean(),
  ...pageInfo,
});
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;

/** GET /api/admin/messages/:id: the message as it goes out, HTML and plain text. */
export const adminMessageViewSchema = adminMessageSchema.extend({ html: z.string(), text: z.string() });
export type AdminMessageView = z.infer<typeof adminMessageViewSchema>;
