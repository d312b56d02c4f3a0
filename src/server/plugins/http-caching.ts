import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';

/**
 * HTTP validators and content codings shared by the public-read cache (public-read-cache.ts) and the
 * dynamic compression of every other answer (@fastify/compress in app.ts).
 */

/** Answers smaller than this are sent as they are (compressing a few hundred bytes costs more than it saves). */
export const compressionThreshold = 1024;

/** The content codings the server produces, in its order of preference on a tie. */
export const contentCodings = ['br', 'gzip', 'deflate'] as const;
export type ContentCoding = (typeof contentCodings)[number];

/** A weak validator of a body: the same bytes always give the same tag. */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names the current tag (RFC 9110 §13.1.2: weak comparison, a list of
 * tags, or `*`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Text the browser can decompress at no risk: JSON, HTML, XML, plain text, scripts. */
export function isCompressibleType(contentType: string): boolean {
  return /^\s*(text\/|application\/(json|xml|javascript|[\w.+-]*\+(json|xml))\b)/i.test(contentType);
}

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the accepted coding with
 * the highest q-value, the server's order breaking ties; `*` stands for any coding not named; `x-gzip`
 * is gzip. Null: send the identity (no header, nothing acceptable, or only identity).
 */
export function chooseContentCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value);
    }
    if (Number.isNaN(q)) continue;
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  const wildcard = weights.get('*') ?? 0;
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of contentCodings) {
    const q = weights.get(coding) ?? wildcard;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * A body in one coding. Done once per cached answer and coding, so the levels are a little higher than
 * @fastify/compress uses per request (brotli 4): brotli 6 and gzip 6 take a few milliseconds for 100 KB.
 */
export function encodeBody(body: Buffer, coding: ContentCoding): Buffer {
  switch (coding) {
    case 'br':
      return brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    case 'gzip':
      return gzipSync(body, { level: 6 });
    case 'deflate':
      return deflateSync(body, { level: 6 });
  }
}
