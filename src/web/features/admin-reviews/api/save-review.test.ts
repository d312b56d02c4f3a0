import { describe, expect, it } from 'vitest';
import { reviewFormData } from './save-review.ts';

const input = { customerName: 'Ada', rating: 4, comment: 'Sharp print.', productId: 3 };

describe('reviewFormData: the keptImages field', () => {
  it.each([
    ['a new review sends none', undefined, []],
    [
      'an edit that keeps two sends both',
      ['/media/reviews/a.webp', '/media/reviews/b.webp'],
      ['/media/reviews/a.webp', '/media/reviews/b.webp'],
    ],
    ['an edit that keeps none sends one empty value (no field would keep them all)', [], ['']],
  ] as const)('%s', (_case, keptImages, expected) => {
    const form = reviewFormData({ input, files: [], ...(keptImages ? { keptImages } : {}) });
    expect(form.getAll('keptImages')).toEqual(expected);
    expect(form.get('rating')).toBe('4');
    expect(form.get('productId')).toBe('3');
  });
});
