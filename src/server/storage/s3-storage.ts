import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertRangeWithin, assertSafeKey, type Storage } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  /** Folder inside the bucket that holds every key ('' for the bucket's root; 'shop' and 'shop/' are the same). */
  prefix: string;
  client: S3Client;
};

/**
 * The bytes of a stream go up in parts of this size (S3's smallest), at most QUEUE_SIZE parts at a time: an
 * upload holds at most PART_SIZE * QUEUE_SIZE bytes in memory, whatever the size of the file.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** Normalises a prefix to '' or 'a/b/' (one slash between it and the key), refusing empty or dot segments. */
function normalizeS3Prefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  if (trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Invalid S3 key prefix: ${prefix}`);
  }
  return `${trimmed}/`;
}

/** The error's S3 code (the SDK names its exceptions after the code), or undefined for other errors. */
function s3ErrorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/** NoSuchKey (GET) or NotFound (HEAD, which has no body to name the cause: a missing bucket looks the same). */
function isMissingObject(error: unknown): boolean {
  const name = s3ErrorName(error);
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** The whole object's size from a Content-Range header such as "bytes 0-2/10". */
function totalSizeFromContentRange(contentRange: string | undefined): number | undefined {
  const match = contentRange ? /^bytes \d+-\d+\/(\d+)$/.exec(contentRange.trim()) : null;
  return match ? Number(match[1]) : undefined;
}

function toNodeReadable(body: GetObjectCommandOutput['Body']): Readable {
  if (body instanceof Readable) return body;
  if (body && typeof (body as { getReader?: unknown }).getReader === 'function') {
    return Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>);
  }
  throw new Error('The S3 client returned a body that is not a stream');
}

/**
 * Stores files in an S3 bucket (AWS or any S3-compatible server), under `prefix`.
 * A buffer is sent in one PutObject; a stream goes up as a multipart upload, part by part (never whole in
 * memory), and a stream that fails aborts the upload so nothing is left under the key.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, client } = options;
  const prefix = normalizeS3Prefix(options.prefix);
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };

  const headSize = async (Key: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  };

  const putStream = async (Key: string, data: AsyncIterable<Uint8Array>) => {
    // Remember the source's own error: when it fails, that error is the one to pass on, not whatever the
    // upload reports after it (an abort refused by the server, say).
    let sourceFailed = false;
    let sourceError: unknown;
    async function* watched() {
      try {
        yield* data;
      } catch (error) {
        sourceFailed = true;
        sourceError = error;
        throw error;
      }
    }
    const body = Readable.from(watched(), { objectMode: false });
    // leavePartsOnError false: on any failure the Upload aborts its multipart upload (parts are deleted).
    // A stream that fails before its first part is complete never sends a PutObject, so nothing is stored.
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key, Body: body },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      if (sourceFailed) throw sourceError;
      throw error;
    } finally {
      // When the upload failed first, stop reading the source (runs its generator's finally blocks).
      if (!body.destroyed) body.destroy();
    }
  };

  return {
    async put(key, data) {
      const Key = objectKey(key);
      if (Buffer.isBuffer(data)) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentLength: data.length }),
        );
        return;
      }
      await putStream(Key, data);
    },

    async get(key, range) {
      const Key = objectKey(key);
      // Refuse a malformed range (negative, reversed, not an integer) before asking the server.
      if (range) assertRangeWithin(range, Number.MAX_SAFE_INTEGER);
      let response: GetObjectCommandOutput;
      try {
        response = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
      } catch (error) {
        if (isMissingObject(error)) return null;
        if (range && s3ErrorName(error) === 'InvalidRange') {
          // The range starts at or past the end (S3 answers 416): throw the same RangeError as the other drivers.
          const size = await headSize(Key);
          if (size === null) return null;
          assertRangeWithin(range, size);
        }
        throw error;
      }
      const stream = toNodeReadable(response.Body);
      // S3 cuts a range that runs past the end to the file; Content-Range tells the whole size ("bytes 3-9/10").
      const size = range ? totalSizeFromContentRange(response.ContentRange) : response.ContentLength;
      try {
        if (size === undefined) {
          throw new Error(
            range
              ? `The S3 server answered a range request for ${Key} without a valid Content-Range (${response.ContentRange})`
              : `The S3 server sent ${Key} without a Content-Length`,
          );
        }
        if (range) assertRangeWithin(range, size);
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return { stream, size };
    },

    async stat(key) {
      const size = await headSize(objectKey(key));
      return size === null ? null : { size };
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible servers answer NoSuchKey.
        if (!isMissingObject(error)) throw error;
      }
    },
  };
}

export type S3Reachability = { reachable: true } | { reachable: false; reason: string };

/** Whether the bucket answers (HeadBucket) within `timeoutMs`; for a readiness probe. Never throws. */
export async function s3Reachable(options: {
  bucket: string;
  client: S3Client;
  timeoutMs?: number;
}): Promise<S3Reachability> {
  const { bucket, client, timeoutMs = 3000 } = options;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return { reachable: true };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const name = s3ErrorName(error) ?? 'Error';
    const message = error instanceof Error ? error.message : String(error);
    return {
      reachable: false,
      reason: `S3 bucket ${bucket}: ${name}${status ? ` (HTTP ${status})` : ''}${message && message !== name ? `: ${message}` : ''}`,
    };
  }
}
