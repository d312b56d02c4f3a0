import { z } from 'zod';
import { proofDecisionValues, proofMessages } from '../proofs.ts';
import { safeString } from './common.ts';

/** One version of an order line's proof, and the customer's answer to it (src/shared/proofs.ts). */
export const proofSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  originalName: z.string(),
  mimeType: z.string(),
  /** How many pages were drawn for viewing (a PDF's first pages; an image is one). */
  pageCount: z.number().int(),
  /** The shop's words to the customer with this version. */
  note: z.string().nullable(),
  sentAt: z.string(),
  decision: z.enum(proofDecisionValues).nullable(),
  comment: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Proof = z.infer<typeof proofSchema>;

/** POST /api/order-page/:number/proofs/:proofId/decision (the order page's token in X-Order-Token). */
export const proofDecisionInputSchema = z
  .object({
    decision: z.enum(proofDecisionValues, { error: 'Decision must be approved or changes_requested' }),
    comment: safeString().trim().max(2000, 'Keep the comment under 2000 characters').default(''),
  })
  .superRefine((input, context) => {
    if (input.decision === 'changes_requested' && input.comment === '') {
      context.addIssue({ code: 'custom', path: ['comment'], message: proofMessages.commentRequired });
    }
  });
export type ProofDecisionInput = z.input<typeof proofDecisionInputSchema>;

/** The multipart fields of POST /api/admin/orders/:id/items/:itemId/proofs, beside the `file`. */
export const proofUploadFieldsSchema = z.object({
  note: safeString().trim().max(2000, 'Keep the note under 2000 characters').default(''),
});

/** The admin's choice to print an order whose proofs are not all approved: who and when. */
export const printWithoutApprovalSchema = z.object({ by: z.string(), at: z.string() }).nullable();
