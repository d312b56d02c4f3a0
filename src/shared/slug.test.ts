import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Banners & Signs', 'banners-signs'],
    ['Trade Show Displays', 'trade-show-displays'],
    ['Outdoor & Weather Proof', 'outdoor-weather-proof'],
    ['New Product', 'new-product'],
    ['already-a-slug', 'already-a-slug'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['--dashes--everywhere--', 'dashes-everywhere'],
    ['Step & Repeat!!!', 'step-repeat'],
    ['13oz Vinyl Banner (3x6 ft)', '13oz-vinyl-banner-3x6-ft'],
    ['under_score.dot/slash', 'under-score-dot-slash'],
    ['UPPER lower MiXeD', 'upper-lower-mixed'],
    ['Tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['Café Crème', 'cafe-creme'],
    ['Ångström Señor Über', 'angstrom-senor-uber'],
    ['İstanbul', 'istanbul'],
    ['ﬁne print', 'fine-print'],
    ['Straße', 'stra-e'],
    ['Business Cards 💼', 'business-cards'],
    ['日本語', ''],
    ['', ''],
    ['!!!', ''],
    ['100% Satisfaction', '100-satisfaction'],
  ])('%j -> %j', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('cuts long text to 200 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(199)} b`);
    expect(slug).toBe('a'.repeat(199));
    expect(slugify('word '.repeat(100))).toHaveLength(199);
  });
});
