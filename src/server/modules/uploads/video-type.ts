import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes of a video are read before judging its type (file-type's own sample size). */
export const videoSniffBytes = 4100;

export type VideoType = { extension: 'mp4' | 'mov' | 'avi' | 'mkv' | 'webm'; mimeType: string };

/** Accepted videos by file-type's name for them; an M4V is an MP4 and is stored as one. */
const videoTypes: Record<string, VideoType> = {
  mp4: { extension: 'mp4', mimeType: 'video/mp4' },
  m4v: { extension: 'mp4', mimeType: 'video/mp4' },
  mov: { extension: 'mov', mimeType: 'video/quicktime' },
  avi: { extension: 'avi', mimeType: 'video/x-msvideo' },
  mkv: { extension: 'mkv', mimeType: 'video/x-matroska' },
  webm: { extension: 'webm', mimeType: 'video/webm' },
};

/** The type of a video judged from its first bytes: MP4, MOV, AVI, MKV or WebM; anything else null. */
export async function detectVideoType(head: Uint8Array): Promise<VideoType | null> {
  const detected = await fileTypeFromBuffer(head);
  return (detected && videoTypes[detected.ext]) ?? null;
}
