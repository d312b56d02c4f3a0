import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** RFC 5987 / 8187 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but the ABNF forbids. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback for old clients, with
 * quotes, backslashes, control and non-ASCII characters replaced by '_', and the exact name encoded.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/** Sends a private file to download under its own name: never sniffed, never kept by a cache. */
export function sendDownload(
  reply: FastifyReply,
  file: { stream: Readable; size: number; mimeType: string; originalName: string },
) {
  return reply
    .type(file.mimeType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', attachmentDisposition(file.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}
