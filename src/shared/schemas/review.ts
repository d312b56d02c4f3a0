import { z } from 'zod';

export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  reviewImages: z.array(z.string()),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);
