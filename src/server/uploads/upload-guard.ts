import type { FastifyInstance } from 'fastify';
import { retryAfter, throttleAddress } from '#server/client-address';
import { AppError } from '#server/errors';
import { apiMessages } from '#shared/errors';
import type { FormFile, FormPart } from './form-part.ts';
import type { FreeDiskBytes } from './free-disk-space.ts';

/** What keeps uploads from filling the disk; the server reads them from the environment (config.ts). */
export type UploadLimits = {
  /** Anonymous upload requests (adding to the cart, sending a review) one client address may make per window. */
  requestsPerAddress: number;
  windowMs: number;
  /** The artwork bytes one cart (its lines' files together) may hold. */
  cartArtworkBytes: number;
  /** Below this much free space on the disk under DATA_DIR, every upload is refused with 507. */
  minFreeDiskBytes: number;
};

const MIB = 1024 * 1024;

const defaultUploadLimits: UploadLimits = {
  requestsPerAddress: 60,
  windowMs: 10 * 60 * 1000,
  cartArtworkBytes: 200 * MIB,
  minFreeDiskBytes: 1024 * MIB,
};

function storageFull(): AppError {
  return new AppError('STORAGE_FULL', apiMessages.storageFull, 507);
}

function tooManyUploads(retryAfterMs: number): AppError {
  const { seconds, minutesText } = retryAfter(retryAfterMs);
  return new AppError('TOO_MANY_UPLOADS', apiMessages.tooManyUploads(minutesText), 429, undefined, {
    'retry-after': String(seconds),
  });
}

/** A size for messages: whole MB (MiB) when it is one, else KB. */
export function sizeLabel(bytes: number): string {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** How many file bytes one request may bring (asked once, before its first byte), and the answer past that. */
export type ByteAllowance = { bytes: () => Promise<number>; refusal: () => AppError };

export type UploadGuard = {
  limits: UploadLimits;
  /**
   * An onRequest hook counting the request against its address's upload allowance (one counter for
   * every route that uses it; 429 with Retry-After past the limit). Not for a route with its own
   * `config.rateLimit`: the plugin runs one limit per request.
   */
  countRequest: ReturnType<FastifyInstance['rateLimit']>;
  /** 507 while the free space is below the floor. */
  assertRoom: () => Promise<void>;
  /**
   * The parts with their files' bytes checked as they arrive: before the first byte (so before anything
   * can be stored) the free space (507) and the allowance; past the allowance, its refusal.
   */
  guardParts: (
    parts: AsyncIterable<FormPart>,
    allowance?: ByteAllowance,
  ) => AsyncGenerator<FormPart, void, undefined>;
};

/**
 * Needs the rate-limit plugin (plugins/rate-limit.ts). Counters live in memory (docs/decisions/0009);
 * without `freeDiskBytes` (tests on in-memory storage) the disk is never full.
 */
export function createUploadGuard(
  app: FastifyInstance,
  options: { limits?: Partial<UploadLimits>; freeDiskBytes?: FreeDiskBytes },
): UploadGuard {
  const limits = { ...defaultUploadLimits, ...options.limits };
  const countRequest = app.rateLimit({
    max: limits.requestsPerAddress,
    timeWindow: limits.windowMs,
    // IPv6 by its /64, like the database throttles: one line could otherwise use a new address each time.
    keyGenerator: (request) => throttleAddress(request.ip),
    errorResponseBuilder: (_request, context) => tooManyUploads(context.ttl),
  });
  const assertRoom = async () => {
    if (options.freeDiskBytes && (await options.freeDiskBytes()) < limits.minFreeDiskBytes) {
      throw storageFull();
    }
  };
  const start = async (allowance?: ByteAllowance) => {
    await assertRoom();
    return allowance ? allowance.bytes() : Number.POSITIVE_INFINITY;
  };
  return {
    limits,
    countRequest,
    assertRoom,
    guardParts: (parts, allowance) =>
      guardFileBytes(parts, () => start(allowance), allowance?.refusal ?? (() => storageFull())),
  };
}

/**
 * Passes the parts on, each file's stream counted chunk by chunk: `start` runs once, before the first
 * byte of any file is handed on, and answers how many bytes the files may have together; the chunk
 * that goes past them is not handed on, `refusal()` is thrown instead.
 */
async function* guardFileBytes(
  parts: AsyncIterable<FormPart>,
  start: () => Promise<number>,
  refusal: () => AppError,
): AsyncGenerator<FormPart, void, undefined> {
  let allowed: number | undefined;
  let received = 0;
  async function* counted(stream: FormFile['stream']): AsyncGenerator<Buffer, void, undefined> {
    for await (const chunk of stream) {
      if (chunk.length === 0) continue;
      allowed ??= await start();
      received += chunk.length;
      if (received > allowed) throw refusal();
      yield chunk;
    }
  }
  for await (const part of parts) {
    yield part.kind === 'file' ? { ...part, stream: counted(part.stream) } : part;
  }
}
