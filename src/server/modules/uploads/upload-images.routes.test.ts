import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import { artworkBytes } from '#server/test/artwork-files';
import { pictureBytes, postUpload, type UploadFile } from '#server/test/media-uploads';
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
  postUpload(t.app, '/api/upload/images', 'images', files, session ?? undefined);

/** The stored picture behind a public URL, as served at that URL. */
async function served(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  return sharp(response.rawPayload).metadata();
}

/** Runs a refused upload and checks that nothing was stored. */
async function refused(files: UploadFile[], session: string | null = cookie) {
  const before = t.storage.keys();
  const response = await upload(files, session);
  expect(t.storage.keys()).toEqual(before);
  return { status: response.statusCode, body: response.json() };
}

describe('POST /api/upload/images', () => {
  it('re-encodes a PNG and a JPEG to WebP, 1200 px wide at most with a 600-px variant', async () => {
    const response = await upload([
      { name: 'wide.png', bytes: await pictureBytes.png(2400, 1000), type: 'image/png' },
      { name: 'small.jpg', bytes: await pictureBytes.jpeg(800, 600), type: 'image/jpeg' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = uploadResultSchema.parse(response.json());
    expect(body.urls).toHaveLength(2);
    expect(body.media).toEqual(
      body.urls.map((url, order) => ({
        type: 'image',
        url,
        thumbnail: url.replace(/\.webp$/, '-600.webp'),
        order,
      })),
    );
    for (const url of body.urls) expect(url).toMatch(/^\/media\/products\/[0-9a-f]{32}\.webp$/);

    const [wide, small] = body.media;
    expect(await served(wide!.url)).toMatchObject({ format: 'webp', width: 1200, height: 500 });
    expect(await served(wide!.thumbnail!)).toMatchObject({ format: 'webp', width: 600, height: 250 });
    // Never enlarged: an 800-px picture stays 800 px wide.
    expect(await served(small!.url)).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(await served(small!.thumbnail!)).toMatchObject({ format: 'webp', width: 600, height: 450 });
  });

  it('accepts a GIF and a WebP whatever their names, and keeps a small picture at its size', async () => {
    const response = await upload([
      { name: 'anim.gif', bytes: await pictureBytes.gif(40, 30) },
      { name: 'photo', bytes: await pictureBytes.webp(1500, 1500) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [gif, webp] = uploadResultSchema.parse(response.json()).media;
    expect(await served(gif!.url)).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(await served(gif!.thumbnail!)).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(await served(webp!.url)).toMatchObject({ format: 'webp', width: 1200, height: 1200 });
    expect(await served(webp!.thumbnail!)).toMatchObject({ format: 'webp', width: 600, height: 600 });
  });

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    // 300 x 100 stored sideways (orientation 6: rotate 90° clockwise to view).
    const bytes = await pictureBytes.jpeg(300, 100, 6);
    expect(await sharp(bytes).metadata()).toMatchObject({ orientation: 6 });
    const response = await upload([{ name: 'phone.jpg', bytes }]);
    expect(response.statusCode, response.body).toBe(201);
    const metadata = await served(uploadResultSchema.parse(response.json()).urls[0]!);
    expect(metadata).toMatchObject({ width: 100, height: 300 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses a text file named .png with 415 naming it, storing none of the request', async () => {
    const png = await pictureBytes.png(10, 10);
    expect(
      await refused([
        { name: 'fine.png', bytes: png },
        { name: 'notes.png', bytes: artworkBytes.text(), type: 'image/png' },
      ]),
    ).toEqual({
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported image type: notes.png' },
    });
  });

  it.each([
    ['a PDF', 'flyer.png', () => artworkBytes.pdf()],
    [
      'an SVG',
      'logo.svg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
    ],
    ['an empty file', 'empty.png', () => Buffer.alloc(0)],
  ])('refuses %s with 415', async (_case, name, make) => {
    expect(await refused([{ name, bytes: make() }])).toMatchObject({
      status: 415,
      body: { message: `Unsupported image type: ${name}` },
    });
  });

  it('refuses an image over 10 MB with 413 naming it', async () => {
    const big = Buffer.concat([await pictureBytes.png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await refused([{ name: 'big.png', bytes: big }])).toEqual({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'Image too large: big.png (max 10 MB)' },
    });
  });

  it('refuses a picture claiming too many pixels (a decompression bomb) with 413', async () => {
    expect(await refused([{ name: 'bomb.png', bytes: pictureBytes.pngClaiming(30_000, 30_000) }])).toEqual({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'Image too large: bomb.png (more than 40 megapixels)' },
    });
  });

  it('refuses a damaged image with 400 naming it', async () => {
    const png = await sharp({
      create: {
        width: 200,
        height: 200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(await refused([{ name: 'cut.png', bytes: png.subarray(0, Math.floor(png.length / 2)) }])).toEqual({
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: 'The image could not be read: cut.png (the file is damaged or incomplete).',
      },
    });
  });

  it('refuses more than 10 images, an empty form and another field with 400', async () => {
    const png = await pictureBytes.png(4, 4);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: png }));
    expect(await refused(eleven)).toMatchObject({
      status: 400,
      body: { message: 'Too many files: upload at most 10 images at a time.' },
    });
    expect(await refused([])).toMatchObject({ status: 400 });
    const before = t.storage.keys();
    const other = await postUpload(
      t.app,
      '/api/upload/images',
      'files',
      [{ name: 'a.png', bytes: png }],
      cookie,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('"images"');
    expect(t.storage.keys()).toEqual(before);
  });

  it('refuses a request that is not multipart with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      headers: { cookie },
      payload: { images: [] },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 401 without an admin session and stores nothing', async () => {
    expect(await refused([{ name: 'a.png', bytes: await pictureBytes.png(4, 4) }], null)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
  });
});
