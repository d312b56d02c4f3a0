import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_SESSION_KEY, getCartSessionId, isUuid } from './cart-session.ts';

beforeEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('cart session id', () => {
  it('creates a UUID on the first visit and stores it', () => {
    const id = getCartSessionId();
    expect(isUuid(id)).toBe(true);
    expect(window.localStorage.getItem(CART_SESSION_KEY)).toBe(id);
  });

  it('reuses the stored id afterwards instead of creating another', () => {
    const stored = '0b6a3f4e-2c1d-4e5f-8a9b-1c2d3e4f5a6b';
    window.localStorage.setItem(CART_SESSION_KEY, stored);
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    expect(getCartSessionId()).toBe(stored);
    expect(getCartSessionId()).toBe(stored);
    expect(randomUUID).not.toHaveBeenCalled();
  });

  it('returns the same id on every call of a visit', () => {
    const first = getCartSessionId();
    expect(getCartSessionId()).toBe(first);
    expect(getCartSessionId()).toBe(first);
  });

  it('replaces a stored value that is not a UUID', () => {
    window.localStorage.setItem(CART_SESSION_KEY, 'not-a-uuid');
    const id = getCartSessionId();
    expect(isUuid(id)).toBe(true);
    expect(window.localStorage.getItem(CART_SESSION_KEY)).toBe(id);
  });
});
