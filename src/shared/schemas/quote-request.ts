import { z } from 'zod';

/** 'Get Free Quote' on the home page: POST /api/quote-requests. Stored for the admin to read. */
export const quoteRequestInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address')),
  product: z.string().trim().max(200).default(''),
  details: z.string().trim().min(1, 'Tell us what you need').max(5000),
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
