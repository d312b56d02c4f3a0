import { useMutation } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import {
  imageUploadLimits,
  type UploadResult,
  uploadResultSchema,
  videoUploadLimits,
} from '#shared/schemas/upload';
import { ApiError } from '#web/lib/api-client.ts';
import { sendForm } from '#web/lib/send-form.ts';
import { adminProductsQueryKey } from './get-admin-products.ts';

export type UploadKind = 'images' | 'videos';

export const uploadLimits = { images: imageUploadLimits, videos: videoUploadLimits } as const;

/** Why a selection cannot be sent (too many or too large files), or null when it can. */
export function uploadProblem(kind: UploadKind, files: readonly File[]): string | null {
  const limits = uploadLimits[kind];
  if (files.length > limits.maxFiles) return `At most ${limits.maxFiles} files at a time.`;
  const tooLarge = files.find((file) => file.size > limits.maxFileBytes);
  return tooLarge ? `${tooLarge.name} is larger than ${limits.maxFileLabel}.` : null;
}

/**
 * POST /api/upload/images or /api/upload/videos (multipart, one field per kind) with the upload
 * progress; the answer's media items are numbered 0..n-1. Errors are ApiErrors with the server's message.
 */
async function uploadMedia(
  kind: UploadKind,
  files: readonly File[],
  onProgress?: (fraction: number) => void,
): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append(uploadLimits[kind].field, file);
  const answer = await sendForm<unknown>(`/api/upload/${kind}`, form, onProgress ? { onProgress } : {});
  const parsed = uploadResultSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(201, webMessages.unreadableAnswer);
  return parsed.data;
}

export interface UploadMediaInput {
  files: readonly File[];
  onProgress?: (fraction: number) => void;
}

/** Keyed under the admin products so a 401 sends the admin back to the login screen like any admin call. */
export function useUploadMedia(kind: UploadKind) {
  return useMutation({
    mutationKey: [...adminProductsQueryKey, 'upload', kind],
    mutationFn: ({ files, onProgress }: UploadMediaInput) => uploadMedia(kind, files, onProgress),
  });
}
