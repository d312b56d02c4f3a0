import { describe, expect, it } from 'vitest';
import { galleryItems, wrapIndex } from './gallery-items.ts';

describe('galleryItems', () => {
  it('sorts the media list by order', () => {
    const items = galleryItems({
      media: [
        { type: 'video', url: '/v.mp4', thumbnail: null, order: 2 },
        { type: 'image', url: '/b.webp', thumbnail: '/b-600.webp', order: 1 },
        { type: 'image', url: '/a.webp', thumbnail: '/a-600.webp', order: 0 },
      ],
      images: ['/ignored.webp'],
      videos: [],
    });
    expect(items.map((item) => [item.type, item.url, item.thumbnail])).toEqual([
      ['image', '/a.webp', '/a-600.webp'],
      ['image', '/b.webp', '/b-600.webp'],
      ['video', '/v.mp4', null],
    ]);
  });

  it('falls back to the images, then the videos, when there is no media list', () => {
    const items = galleryItems({ media: [], images: ['/a.webp', '/b.webp'], videos: ['/v.mp4'] });
    expect(items.map((item) => [item.type, item.url])).toEqual([
      ['image', '/a.webp'],
      ['image', '/b.webp'],
      ['video', '/v.mp4'],
    ]);
  });

  it('gives every item its own id, even when a file appears twice', () => {
    const items = galleryItems({ media: [], images: ['/a.webp', '/a.webp'], videos: [] });
    expect(new Set(items.map((item) => item.id)).size).toBe(2);
  });

  it('is empty without media, images and videos', () => {
    expect(galleryItems({ media: [], images: [], videos: [] })).toEqual([]);
  });
});

describe('wrapIndex', () => {
  it('goes round at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
