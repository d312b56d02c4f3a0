import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { parseRange } from './media-files.ts';

let t: TestApp;
// 1000 bytes whose values tell their position, so a slice shows where it came from.
const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
beforeAll(async () => {
  t = await createTestApp();
  await t.storage.put('media/videos/clip.mp4', video);
  await t.storage.put('media/products/pic.webp', Buffer.from('RIFF....WEBP'));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /media/*', () => {
  it('serves the whole file with its type, a year of caching and Accept-Ranges', async () => {
    const response = await get('/media/videos/clip.mp4');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(response.rawPayload.equals(video)).toBe(true);
    const image = await get('/media/products/pic.webp');
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=995-5000', 995, 999],
    ['bytes=0-0', 0, 0],
  ])('answers %s with 206 and that part', async (range, start, end) => {
    const response = await get('/media/videos/clip.mp4', { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-range': `bytes ${start}-${end}/1000`,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('answers %s with 416', async (range) => {
    const response = await get('/media/videos/clip.mp4', { range });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });
  });

  it.each(['bytes=0-1,5-6', 'items=0-5', 'bytes=9-3', 'bytes=abc'])(
    'sends the whole file for a range it does not serve (%s)',
    async (range) => {
      const response = await get('/media/videos/clip.mp4', { range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(video)).toBe(true);
    },
  );

  it('answers 404 for a missing file, with or without a range, and for unknown types', async () => {
    expect((await get('/media/videos/none.mp4')).statusCode).toBe(404);
    expect((await get('/media/videos/none.mp4', { range: 'bytes=0-1' })).statusCode).toBe(404);
    expect((await get('/media/videos/clip.txt')).statusCode).toBe(404);
  });
});

describe('HEAD /media/*', () => {
  const head = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'HEAD', url, headers });

  it('answers the headers of the whole file or of a range without reading the bytes', async () => {
    const read = vi.spyOn(t.storage, 'get');
    try {
      const whole = await head('/media/videos/clip.mp4');
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': '1000',
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(whole.rawPayload.length).toBe(0);
      const part = await head('/media/videos/clip.mp4', { range: 'bytes=900-' });
      expect(part.statusCode).toBe(206);
      expect(part.headers).toMatchObject({ 'content-range': 'bytes 900-999/1000', 'content-length': '100' });
      expect((await head('/media/videos/clip.mp4', { range: 'bytes=1000-' })).statusCode).toBe(416);
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('answers 404 for a missing file and for unknown types', async () => {
    expect((await head('/media/videos/none.mp4')).statusCode).toBe(404);
    expect((await head('/media/videos/clip.txt')).statusCode).toBe(404);
  });
});

describe('/media/* outside the public media', () => {
  it.each(['GET', 'HEAD'] as const)(
    'answers 404 to %s for a path that climbs out of media/',
    async (method) => {
      await t.storage.put('uploads/private/artwork.png', Buffer.from('private artwork'));
      // A plain or dot-encoded '/../' is resolved by the client before it is sent; these reach the route.
      for (const url of [
        '/media/..%2Fuploads%2Fprivate%2Fartwork.png',
        '/media/products/..%2F..%2Fuploads%2Fprivate%2Fartwork.png',
        '/media/products%2F..%2F..%2Fuploads%2Fprivate%2Fartwork.png',
        '/media/products/%2E%2E%2F%2E%2E%2Fuploads%2Fprivate%2Fartwork.png',
      ]) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('private artwork');
      }
    },
  );
});

describe('parseRange', () => {
  it.each([
    [undefined, 10, 'none'],
    ['bytes=2-4', 10, { start: 2, end: 4 }],
    ['bytes=2-', 10, { start: 2, end: 9 }],
    ['bytes=-3', 10, { start: 7, end: 9 }],
    ['bytes=-30', 10, { start: 0, end: 9 }],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=-1', 0, 'unsatisfiable'],
    ['bytes=10-12', 10, 'unsatisfiable'],
    ['bytes=-', 10, 'none'],
    ['bytes= 1-2', 10, 'none'],
  ] as const)('%j of %i bytes -> %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
