import { z } from 'zod';
import { mediaItemSchema } from './product.ts';

/** Product image uploads (POST /api/upload/images, field `images`): re-encoded to WebP by the server. */
export const imageUploadLimits = {
  field: 'images',
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  maxFileLabel: '10 MB',
  /** What the file input offers; the server judges the bytes, not the name. */
  accept: 'image/png,image/jpeg,image/webp,image/gif',
} as const;

/** Product video uploads (POST /api/upload/videos, field `videos`): stored as sent. */
export const videoUploadLimits = {
  field: 'videos',
  maxFiles: 5,
  maxFileBytes: 50 * 1024 * 1024,
  maxFileLabel: '50 MB',
  accept: 'video/mp4,video/quicktime,video/x-msvideo,video/x-matroska,video/webm,.mp4,.mov,.avi,.mkv,.webm',
} as const;

/**
 * The answer of both upload routes (201): the public URLs of the stored files in the order sent, and the
 * same files as product media items (an image's thumbnail is its 600-px-wide variant; a video has none),
 * numbered 0..n-1 for the caller to renumber when it appends them to a product's media.
 */
export const uploadResultSchema = z.object({
  urls: z.array(z.string()),
  media: z.array(mediaItemSchema),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
