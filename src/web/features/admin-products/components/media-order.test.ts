import { describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/schemas/product';
import {
  appendMedia,
  checkImageUrl,
  imageFromUrl,
  initialMedia,
  mediaLists,
  moveMedia,
  rebuildMediaOrder,
  removeMedia,
  sortMedia,
} from './media-order.ts';

const image = (url: string, order = 0, thumbnail: string | null = null): MediaItem => ({
  type: 'image',
  url,
  thumbnail,
  order,
});
const video = (url: string, order = 0): MediaItem => ({ type: 'video', url, thumbnail: null, order });

/** The urls and orders of a list, compact for the tables. */
const shape = (media: MediaItem[]) => media.map((item) => `${item.order}:${item.url}`);

const abc = [image('a', 0), video('b', 1), image('c', 2)];

describe('moveMedia', () => {
  it.each([
    { name: 'second up', index: 1, direction: 'up', expected: ['0:b', '1:a', '2:c'] },
    { name: 'first down', index: 0, direction: 'down', expected: ['0:b', '1:a', '2:c'] },
    { name: 'last up', index: 2, direction: 'up', expected: ['0:a', '1:c', '2:b'] },
    { name: 'first up (edge)', index: 0, direction: 'up', expected: ['0:a', '1:b', '2:c'] },
    { name: 'last down (edge)', index: 2, direction: 'down', expected: ['0:a', '1:b', '2:c'] },
    { name: 'out of range', index: 5, direction: 'up', expected: ['0:a', '1:b', '2:c'] },
  ] as const)('$name', ({ index, direction, expected }) => {
    expect(shape(moveMedia(abc, index, direction))).toEqual(expected);
  });

  it('renumbers a list with gaps and does not change its input', () => {
    const gappy = [image('a', 3), image('b', 7)];
    expect(shape(moveMedia(gappy, 1, 'up'))).toEqual(['0:b', '1:a']);
    expect(shape(gappy)).toEqual(['3:a', '7:b']);
  });
});

describe('removeMedia', () => {
  it.each([
    { index: 0, expected: ['0:b', '1:c'] },
    { index: 1, expected: ['0:a', '1:c'] },
    { index: 2, expected: ['0:a', '1:b'] },
    { index: 9, expected: ['0:a', '1:b', '2:c'] },
  ])('removes item $index and renumbers', ({ index, expected }) => {
    expect(shape(removeMedia(abc, index))).toEqual(expected);
  });
});

describe('appendMedia', () => {
  it.each([
    { name: 'to an empty list', current: [], added: [image('x', 0)], expected: ['0:x'] },
    {
      name: 'after the current items, in the upload order',
      current: abc,
      added: [image('y', 1), image('x', 0)],
      expected: ['0:a', '1:b', '2:c', '3:x', '4:y'],
    },
    { name: 'nothing', current: abc, added: [], expected: ['0:a', '1:b', '2:c'] },
  ])('$name', ({ current, added, expected }) => {
    expect(shape(appendMedia(current, added))).toEqual(expected);
  });
});

describe('rebuildMediaOrder (images first, then videos)', () => {
  it.each([
    { name: 'mixed', media: abc, expected: ['0:a', '1:c', '2:b'] },
    {
      name: 'videos before images',
      media: [video('v1', 0), video('v2', 1), image('i1', 2)],
      expected: ['0:i1', '1:v1', '2:v2'],
    },
    { name: 'empty', media: [], expected: [] },
  ])('$name', ({ media, expected }) => {
    expect(shape(rebuildMediaOrder(media))).toEqual(expected);
  });

  it('keeps the thumbnails', () => {
    const [first] = rebuildMediaOrder([video('v', 0), image('i', 1, 'i-600')]);
    expect(first).toEqual(image('i', 0, 'i-600'));
  });
});

describe('mediaLists', () => {
  it.each([
    { name: 'empty', media: [], images: [], videos: [] },
    { name: 'mixed', media: abc, images: ['a', 'c'], videos: ['b'] },
    {
      name: 'by order, not by position',
      media: [image('late', 2), video('v', 1), image('early', 0)],
      images: ['early', 'late'],
      videos: ['v'],
    },
  ])('$name', ({ media, images, videos }) => {
    expect(mediaLists(media)).toEqual({ images, videos });
  });
});

describe('initialMedia and sortMedia', () => {
  it('sorts the media by order and renumbers it', () => {
    expect(shape(sortMedia([image('b', 5), image('a', 2)]))).toEqual(['0:a', '1:b']);
    expect(shape(initialMedia({ media: [image('b', 1), image('a', 0)], images: ['x'], videos: [] }))).toEqual(
      ['0:a', '1:b'],
    );
  });

  it('falls back to the images, then the videos, when there is no media', () => {
    expect(initialMedia({ media: [], images: ['i1', 'i2'], videos: ['v1'] })).toEqual([
      image('i1', 0),
      image('i2', 1),
      video('v1', 2),
    ]);
  });
});

describe('checkImageUrl', () => {
  it.each<{ text: string; ok: boolean; url?: string }>([
    { text: '', ok: false },
    { text: '   ', ok: false },
    { text: 'https://cdn.example.com/a.webp', ok: true },
    { text: ' http://example.com/a.png ', ok: false },
    { text: '/media/products/a.webp', ok: true },
    { text: '/media/../secret', ok: false },
    { text: 'javascript:alert(1)', ok: false },
    { text: 'ftp://example.com/a.png', ok: false },
    { text: 'images/a.png', ok: false },
  ])('$text → $ok', ({ text, ok, url }) => {
    const check = checkImageUrl(text);
    expect(check.ok).toBe(ok);
    if (check.ok) expect(check.url).toBe(url ?? text);
  });

  it('asks for text when empty', () => {
    expect(checkImageUrl('')).toEqual({ ok: false, message: 'Enter an image URL.' });
  });

  it('makes an image item without a thumbnail', () => {
    expect(imageFromUrl('/media/a.webp')).toEqual(image('/media/a.webp', 0, null));
  });
});
