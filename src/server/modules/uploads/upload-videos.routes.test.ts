import { describe, expect, it } from 'vitest';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import { artworkBytes } from '#server/test/artwork-files';
import { postUpload, type UploadFile, videoBytes } from '#server/test/media-uploads';
import type { TestApp } from '#server/test/test-app';
import { uploadResultSchema } from '#shared/schemas/upload';

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

/** Sent with the admin's session cookie unless `session` is null. */
const upload = (files: UploadFile[], session: string | null = cookie) =>
  postUpload(t.app, '/api/upload/videos', 'videos', files, session ?? undefined);

/** Runs a refused upload and checks that nothing was stored. */
async function refused(files: UploadFile[], session: string | null = cookie) {
  const before = t.storage.keys();
  const response = await upload(files, session);
  expect(t.storage.keys()).toEqual(before);
  return { status: response.statusCode, body: response.json() };
}

const megabyte = 1024 * 1024;

describe('POST /api/upload/videos', () => {
  it('stores MP4, MOV, AVI, MKV and WebM as sent, named by their bytes, and serves them', async () => {
    const files = [
      { name: 'clip.mp4', bytes: videoBytes.mp4(), type: 'video/mp4' },
      { name: 'clip.mov', bytes: videoBytes.mov() },
      { name: 'clip.avi', bytes: videoBytes.avi() },
      { name: 'clip.mkv', bytes: videoBytes.mkv() },
      { name: 'clip', bytes: videoBytes.webm() }, // no extension: the bytes decide
    ];
    const response = await upload(files);
    expect(response.statusCode, response.body).toBe(201);
    const body = uploadResultSchema.parse(response.json());
    expect(body.media).toEqual(
      body.urls.map((url, order) => ({ type: 'video', url, thumbnail: null, order })),
    );
    const extensions = ['mp4', 'mov', 'avi', 'mkv', 'webm'];
    const types = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/x-matroska', 'video/webm'];
    for (const [index, url] of body.urls.entries()) {
      expect(url).toMatch(new RegExp(`^/media/videos/[0-9a-f]{32}\\.${extensions[index]}$`));
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(types[index]);
      expect(served.headers['accept-ranges']).toBe('bytes');
      expect(served.rawPayload.equals(files[index]!.bytes)).toBe(true);
    }
  });

  it('accepts a video of 50 MB exactly', async () => {
    const response = await upload([{ name: 'full.mp4', bytes: videoBytes.mp4(50 * megabyte) }]);
    expect(response.statusCode, response.body).toBe(201);
    const [url] = uploadResultSchema.parse(response.json()).urls;
    const key = url!.slice(1);
    expect((await t.storage.stat(key))?.size).toBe(50 * megabyte);
    await t.storage.delete(key); // keep the in-memory storage small
  });

  it('refuses a 51 MB video with 413 naming it and keeps none of the request', async () => {
    expect(
      await refused([
        { name: 'small.webm', bytes: videoBytes.webm() },
        { name: 'big.mp4', bytes: videoBytes.mp4(51 * megabyte) },
      ]),
    ).toEqual({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'Video too large: big.mp4 (max 50 MB)' },
    });
  });

  it.each([
    ['a PDF', 'brochure.mp4', () => artworkBytes.pdf()],
    ['a PNG', 'still.mov', () => artworkBytes.png()],
    ['a text file', 'clip.webm', () => artworkBytes.text()],
    ['an empty file', 'empty.mp4', () => Promise.resolve(Buffer.alloc(0))],
  ])('refuses %s with 415 naming it, after an accepted video', async (_case, name, make) => {
    expect(
      await refused([
        { name: 'fine.mp4', bytes: videoBytes.mp4() },
        { name, bytes: await make() },
      ]),
    ).toEqual({
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: `Unsupported video type: ${name}` },
    });
  });

  it('refuses more than 5 videos, an empty form and another field with 400', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `v${i}.mp4`, bytes: videoBytes.mp4(1024) }));
    expect(await refused(six)).toMatchObject({
      status: 400,
      body: { message: 'Too many files: upload at most 5 videos at a time.' },
    });
    expect(await refused([])).toMatchObject({ status: 400 });
    const before = t.storage.keys();
    const other = await postUpload(
      t.app,
      '/api/upload/videos',
      'images',
      [{ name: 'a.mp4', bytes: videoBytes.mp4() }],
      cookie,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('"videos"');
    expect(t.storage.keys()).toEqual(before);
  });

  it('answers 401 without an admin session and stores nothing', async () => {
    expect(await refused([{ name: 'a.mp4', bytes: videoBytes.mp4() }], null)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
  });
});
