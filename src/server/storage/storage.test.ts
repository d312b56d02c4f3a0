import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '#server/test/s3-test-server';
import { createLocalStorage } from './local-storage.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { createS3Storage, s3Reachable } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const folders: string[] = [];
afterAll(async () => {
  if (s3) await (await s3).close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function* failingAfter(part: string) {
  yield Buffer.from(part);
  throw new Error('cut off');
}

const S3_PREFIX = 'shop/';

let s3: Promise<S3TestServer> | undefined;
/** Started by the first S3 test only, and stopped in afterAll. */
const s3Server = () => {
  s3 ??= startS3Server();
  return s3;
};

describe.each([
  ['memory', async () => ({ storage: createMemoryStorage() as Storage, files: async () => [] as string[] })],
  [
    'local',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
      folders.push(root);
      const files = async () => readdir(path.join(root, 'media'), { recursive: true });
      return { storage: createLocalStorage(root), files };
    },
  ],
  [
    's3',
    async () => {
      const server = await s3Server();
      const bucket = await server.newBucket();
      const media = `${S3_PREFIX}media/`;
      // Stored objects and unfinished multipart uploads alike, named as in the local driver's media folder.
      const files = async () =>
        [...(await server.objectKeys(bucket, media)), ...(await server.pendingUploadKeys(bucket))].map(
          (key) => (key.startsWith(media) ? key.slice(media.length) : key),
        );
      return { storage: createS3Storage({ bucket, prefix: S3_PREFIX, client: server.client }), files };
    },
  ],
])('the %s storage', (_name, make) => {
  it('stores a buffer and a stream, and reads them whole, in a range and by size', async () => {
    const { storage } = await make();
    await storage.put('media/a.txt', Buffer.from('0123456789'));
    await storage.put('media/b.txt', chunks('abc', 'def', 'ghij'));
    const whole = await storage.get('media/b.txt');
    expect(whole?.size).toBe(10);
    expect(await text(whole!.stream)).toBe('abcdefghij');
    const part = await storage.get('media/a.txt', { start: 3, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part!.stream)).toBe('345');
    expect(await storage.stat('media/a.txt')).toEqual({ size: 10 });
    expect(await storage.stat('media/none.txt')).toBeNull();
    expect(await storage.get('media/none.txt')).toBeNull();
    expect(await storage.get('media/none.txt', { start: 0, end: 1 })).toBeNull();
  });

  it('keeps nothing of a stream that fails', async () => {
    const { storage, files } = await make();
    await expect(storage.put('media/c.txt', failingAfter('partial'))).rejects.toThrow('cut off');
    expect(await storage.stat('media/c.txt')).toBeNull();
    expect((await files()).filter((file) => file.startsWith('c.txt'))).toEqual([]);
  });

  it('refuses a range outside the file', async () => {
    const { storage } = await make();
    await storage.put('media/d.txt', Buffer.from('abc'));
    await expect(storage.get('media/d.txt', { start: 1, end: 3 })).rejects.toThrow(RangeError);
    await expect(storage.get('media/d.txt', { start: 3, end: 3 })).rejects.toThrow(RangeError);
    await expect(storage.get('media/d.txt', { start: 5, end: 9 })).rejects.toThrow(RangeError);
    await expect(storage.get('media/d.txt', { start: 2, end: 1 })).rejects.toThrow(RangeError);
  });
});

// --- What only the S3 driver does: multipart uploads, aborts, the prefix, the bucket's errors. ---

const MiB = 1024 * 1024;

/** A repeatable byte at each position (a prime period, so parts put back in the wrong order would show). */
function patternBytes(start: number, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  for (let index = 0; index < length; index += 1) bytes[index] = (start + index) % 251;
  return bytes;
}

/** `total` pattern bytes in chunks of 64 KiB, made as they are read; throws `failure` at the end when given. */
async function* patternStream(total: number, failure?: Error) {
  const chunkSize = 64 * 1024;
  for (let offset = 0; offset < total; offset += chunkSize) {
    yield patternBytes(offset, Math.min(chunkSize, total - offset));
  }
  if (failure) throw failure;
}

function patternSha256(total: number): string {
  const hash = createHash('sha256');
  for (let offset = 0; offset < total; offset += MiB)
    hash.update(patternBytes(offset, Math.min(MiB, total - offset)));
  return hash.digest('hex');
}

async function streamSha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('the s3 storage, beyond the contract', () => {
  it('streams a file bigger than one part as a multipart upload, byte-exact whole and in ranges', async () => {
    const server = await s3Server();
    const bucket = await server.newBucket();
    const storage = createS3Storage({ bucket, prefix: S3_PREFIX, client: server.client });
    const size = 6 * MiB + 12_345;
    const before = server.requests.length;
    await storage.put('artwork/big.pdf', patternStream(size));
    const sent = server.requests.slice(before);
    expect(sent.filter((request) => /^POST .*\?uploads/.test(request))).toHaveLength(1);
    expect(sent.filter((request) => /^PUT .*partNumber=/.test(request))).toHaveLength(2);
    expect(sent.filter((request) => /^POST .*uploadId=/.test(request))).toHaveLength(1);

    expect(await storage.stat('artwork/big.pdf')).toEqual({ size });
    const whole = await storage.get('artwork/big.pdf');
    expect(whole?.size).toBe(size);
    expect(await streamSha256(whole!.stream)).toBe(patternSha256(size));

    // Across the boundary of the two parts, and the very last byte.
    const middle = { start: 5 * MiB - 1000, end: 5 * MiB + 999 };
    const part = await storage.get('artwork/big.pdf', middle);
    expect(part?.size).toBe(size);
    expect((await buffer(part!.stream)).equals(patternBytes(middle.start, 2000))).toBe(true);
    const last = await storage.get('artwork/big.pdf', { start: size - 1, end: size - 1 });
    expect([...(await buffer(last!.stream))]).toEqual([...patternBytes(size - 1, 1)]);
    expect(await server.pendingUploadKeys(bucket)).toEqual([]);
  });

  it('aborts the multipart upload of a stream that fails after its first part, passing on its error', async () => {
    const server = await s3Server();
    const bucket = await server.newBucket();
    const storage = createS3Storage({ bucket, prefix: S3_PREFIX, client: server.client });
    await storage.put('artwork/kept.pdf', Buffer.from('kept'));
    const failure = new Error('client went away');
    const before = server.requests.length;
    await expect(storage.put('artwork/cut.pdf', patternStream(6 * MiB, failure))).rejects.toBe(failure);
    const sent = server.requests.slice(before);
    expect(sent.filter((request) => /^POST .*\?uploads/.test(request))).toHaveLength(1);
    expect(sent.filter((request) => /^DELETE .*uploadId=/.test(request))).toHaveLength(1);
    expect(await storage.stat('artwork/cut.pdf')).toBeNull();
    expect(await server.objectKeys(bucket)).toEqual(['shop/artwork/kept.pdf']);
    expect(await server.pendingUploadKeys(bucket)).toEqual([]);
  });

  it('sends a small failed stream nowhere: no upload is started', async () => {
    const server = await s3Server();
    const bucket = await server.newBucket();
    const storage = createS3Storage({ bucket, prefix: S3_PREFIX, client: server.client });
    const failure = new Error('cut off early');
    const before = server.requests.length;
    await expect(storage.put('media/small.webp', patternStream(100_000, failure))).rejects.toBe(failure);
    expect(server.requests.slice(before)).toEqual([]);
    expect(await server.objectKeys(bucket)).toEqual([]);
  });

  it('deletes idempotently: twice, and a key that never existed', async () => {
    const server = await s3Server();
    const bucket = await server.newBucket();
    const storage = createS3Storage({ bucket, prefix: S3_PREFIX, client: server.client });
    await storage.put('media/e.webp', Buffer.from('e'));
    await storage.delete('media/e.webp');
    expect(await storage.stat('media/e.webp')).toBeNull();
    await storage.delete('media/e.webp');
    await storage.delete('media/never.webp');
    expect(await server.objectKeys(bucket)).toEqual([]);
  });

  it('keeps every key under its prefix, joined with one slash', async () => {
    const server = await s3Server();
    const bucket = await server.newBucket();
    const { client } = server;
    await createS3Storage({ bucket, prefix: 'shop/', client }).put('media/f.webp', Buffer.from('f'));
    await createS3Storage({ bucket, prefix: 'shop', client }).put('artwork/g.pdf', chunks('g'));
    await createS3Storage({ bucket, prefix: '/tenants/7/', client }).put('media/h.webp', Buffer.from('h'));
    const root = createS3Storage({ bucket, prefix: '', client });
    await root.put('media/i.webp', Buffer.from('i'));
    expect(await server.objectKeys(bucket)).toEqual([
      'media/i.webp',
      'shop/artwork/g.pdf',
      'shop/media/f.webp',
      'tenants/7/media/h.webp',
    ]);
    // Each storage sees only its own keys.
    expect(await root.stat('media/f.webp')).toBeNull();
    expect(await createS3Storage({ bucket, prefix: 'shop/', client }).stat('artwork/g.pdf')).toEqual({
      size: 1,
    });
    expect(() => createS3Storage({ bucket, prefix: 'a//b', client })).toThrow('Invalid S3 key prefix');
    expect(() => createS3Storage({ bucket, prefix: 'a/../b', client })).toThrow('Invalid S3 key prefix');
  });

  it('refuses unsafe keys without asking the server', async () => {
    const server = await s3Server();
    const storage = createS3Storage({ bucket: 'unused', prefix: S3_PREFIX, client: server.client });
    const before = server.requests.length;
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    await expect(storage.get('/media/x.webp')).rejects.toThrow('Unsafe storage key');
    await expect(storage.stat('media//x.webp')).rejects.toThrow('Unsafe storage key');
    await expect(storage.delete('media/../x.webp')).rejects.toThrow('Unsafe storage key');
    expect(server.requests.length).toBe(before);
  });

  it('passes on errors other than a missing key (a missing bucket)', async () => {
    const server = await s3Server();
    const storage = createS3Storage({ bucket: 'no-such-bucket', prefix: S3_PREFIX, client: server.client });
    await expect(storage.get('media/x.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.put('media/x.webp', Buffer.from('x'))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });

  it('tells whether the bucket is reachable', async () => {
    const server = await s3Server();
    const bucket = await server.newBucket();
    expect(await s3Reachable({ bucket, client: server.client })).toEqual({ reachable: true });
    const missing = await s3Reachable({ bucket: 'no-such-bucket', client: server.client });
    expect(missing).toMatchObject({ reachable: false, reason: expect.stringContaining('HTTP 404') });
    // A port nothing listens on: refused at once (one attempt, no retries).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      region: 'us-east-1',
      maxAttempts: 1,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      expect(await s3Reachable({ bucket, client: offline })).toMatchObject({ reachable: false });
    } finally {
      offline.destroy();
    }
  });
});
