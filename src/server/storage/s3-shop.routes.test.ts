import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { insertAdmin, loginCookie } from '#server/test/admin-fixtures';
import { artworkBytes } from '#server/test/artwork-files';
import { insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { postCartItem } from '#server/test/cart-form';
import { orderBody, orderHeaders, placeOrderRequest } from '#server/test/checkout-fixtures';
import { type S3TestServer, startS3Server } from '#server/test/s3-test-server';
import { createTestDatabase } from '#server/test/test-database';
import { adminOrderSchema } from '#shared/schemas/admin';
import { createS3Storage, s3Reachable } from './s3-storage.ts';

/**
 * The shop on S3-compatible storage (STORAGE_URL; docs/decisions/0033-several-instances.md) keeps uploads
 * there and serves the artwork and the media from it; /readyz says whether the bucket answers.
 */

let s3: S3TestServer;
let handle: DatabaseHandle;
let app: FastifyInstance;
let bucket: string;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.newBucket();
  handle = await createTestDatabase();
  const { client } = s3;
  let probeBucket = bucket;
  app = await buildApp({
    db: handle.db,
    storage: createS3Storage({ bucket, prefix: 'shop', client }),
    storageProbe: () => s3Reachable({ bucket: probeBucket, client }),
    cartCleanup: false,
    authCleanup: false,
    throttleCleanup: false,
    paymentCleanup: false,
  });
  await app.ready();
  // The probe can be pointed at a bucket that does not exist (readiness test below).
  setProbeBucket = (name) => {
    probeBucket = name;
  };
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await s3?.close();
});

let setProbeBucket: (name: string) => void = () => {};

describe('the shop on S3 storage', () => {
  it('keeps an order’s artwork in the bucket and the admin downloads it byte for byte', async () => {
    await insertAdmin(handle.db);
    const cookie = await loginCookie(app);
    const product = await insertConfigurableProduct(handle.db);
    const sessionId = randomUUID();
    const pdf = artworkBytes.pdf();
    const added = await postCartItem(app, sessionId, validCartFields(product.id), [
      { name: 'logo.pdf', bytes: pdf },
    ]);
    expect(added.statusCode).toBe(201);
    const keys = await s3.objectKeys(bucket, 'shop/artwork/');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^shop\/artwork\/[0-9a-f-]+\.pdf$/);

    const placed = await placeOrderRequest(app, orderHeaders(sessionId), orderBody());
    expect(placed.statusCode).toBe(201);
    const order = adminOrderSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/admin/orders/${placed.json().id}`, headers: { cookie } })
      ).json(),
    );
    const file = order.items[0]!.files[0]!;
    const download = await app.inject({
      method: 'GET',
      url: `/api/admin/download/${file.id}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves media from the bucket, whole and in ranges', async () => {
    const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    await s3.client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'shop/media/videos/clip.mp4',
        Body: video,
      }),
    );
    const whole = await app.inject({ method: 'GET', url: '/media/videos/clip.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await app.inject({
      method: 'GET',
      url: '/media/videos/clip.mp4',
      headers: { range: 'bytes=900-' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 900-999/1000');
    expect(part.rawPayload.equals(video.subarray(900))).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/media/videos/none.mp4' })).statusCode).toBe(404);
  });

  it('is ready while the bucket answers, and not when it does not', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
    });
    setProbeBucket('no-such-bucket');
    const gone = await app.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toMatchObject({ status: 'not ready', storage: 'unreachable' });
    setProbeBucket(bucket);
  });
});
