import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scrollRestorationKey } from './root-layout.tsx';

const at = (key: string, url: string): Location => {
  const { pathname, search, hash } = new URL(url, 'http://shop.test');
  return { key, pathname, search, hash, state: null };
};

describe('scrollRestorationKey', () => {
  it("keys a page load's first entry by its URL, so page loads in one tab do not share a position", () => {
    expect(scrollRestorationKey(at('default', '/#products'))).toBe('default:/#products');
    expect(scrollRestorationKey(at('default', '/cart'))).not.toBe(scrollRestorationKey(at('default', '/')));
  });

  it('keys every later entry by its history key', () => {
    expect(scrollRestorationKey(at('k3x9', '/?q=banner'))).toBe('k3x9');
  });
});
