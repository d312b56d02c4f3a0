import { z } from 'zod';
import { safeString } from './common.ts';

/** A required text field whose type error (missing, not a string) says what is missing. */
const requiredText = (message: string) =>
  safeString({ error: (issue) => (issue.input === undefined ? message : 'Must be text') }).trim();

/** 'Get Free Quote' on the home page: POST /api/quote-requests. Stored for the admin to read. */
export const quoteRequestInputSchema = z.object({
  name: requiredText('Name is required')
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  email: requiredText('E-mail is required')
    .max(254, 'Enter a valid e-mail address')
    .pipe(z.email('Enter a valid e-mail address')),
  product: safeString().trim().max(200, 'Product must be at most 200 characters').default(''),
  details: requiredText('Tell us what you need')
    .min(1, 'Tell us what you need')
    .max(5000, 'Details must be at most 5000 characters'),
});
export type QuoteRequestInput = z.infer<typeof quoteRequestInputSchema>;

export const quoteRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  product: z.string(),
  details: z.string(),
  createdAt: z.string(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
