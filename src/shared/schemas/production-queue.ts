import { z } from 'zod';
import { queueGroupValues } from '../production-queue.ts';
import { shippingMethodValues } from '../shipping.ts';

/** The artwork of a queue line: files and their check, the shop's design help, and the proof's state. */
const queueArtworkSchema = z.object({
  /** The customer asked the shop to design it (no files of theirs). */
  designHelp: z.boolean(),
  files: z.number().int(),
  /** Files the artwork check marks red (too low a resolution, or the wrong page shape). */
  filesToCheck: z.number().int(),
  /** Null when the customer did not ask for a proof (or the admin prints without approval). */
  proof: z.enum(['awaiting', 'sent', 'changes_requested', 'approved']).nullable(),
});

const productionQueueOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerCompany: z.string().nullable(),
  status: z.enum(['new', 'in_progress']),
  shippingMethod: z.enum(shippingMethodValues),
  createdAt: z.string(),
  /** 'YYYY-MM-DD' in the shop's calendar; null when a line's turnaround gives no days. */
  dueDate: z.string().nullable(),
  group: z.enum(queueGroupValues),
  /** A proof waits (to be sent, or for the customer): the due date moves with today. */
  waitingOnProof: z.boolean(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      productName: z.string(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      isRush: z.boolean(),
      artwork: queueArtworkSchema,
    }),
  ),
});
export type ProductionQueueOrder = z.infer<typeof productionQueueOrderSchema>;

/** GET /api/admin/production-queue: open orders, soonest due first. */
export const productionQueueSchema = z.object({
  /** The shop's today, 'YYYY-MM-DD'. */
  today: z.string(),
  orders: z.array(productionQueueOrderSchema),
  /** More open orders than the queue shows (the oldest are shown). */
  truncated: z.boolean(),
});
export type ProductionQueue = z.infer<typeof productionQueueSchema>;
