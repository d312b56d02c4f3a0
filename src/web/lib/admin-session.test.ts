import { describe, expect, it } from 'vitest';
import {
  adminMeQueryKey,
  adminSessionEnded,
  clearAdminData,
  isAdminCallKey,
  startAdminSession,
  watchAdminSession,
} from './admin-session.ts';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

const admin = { id: 1, email: 'owner@printpro.example' };

describe('isAdminCallKey', () => {
  it.each([
    [['/api/admin/orders', 'list', 'all', 1], true],
    [['/api/admin/quote-requests', 1], true],
    [['/api/admin/download'], true],
    [['/api/admin/logout'], true],
    [['/api/admin/me'], false],
    [['/api/admin/login'], false],
    [['/api/cart'], false],
    [[42], false],
    [undefined, false],
  ])('%j → %s', (key, expected) => {
    expect(isAdminCallKey(key)).toBe(expected);
  });
});

describe('watchAdminSession', () => {
  it('ends the session when an admin query answers 401', async () => {
    const client = createQueryClient();
    startAdminSession(client, admin);
    const stop = watchAdminSession(client);
    await client
      .fetchQuery({
        queryKey: ['/api/admin/orders', 'list'],
        queryFn: () => Promise.reject(new ApiError(401, 'Failed to fetch orders')),
      })
      .catch(() => {});
    expect(client.getQueryData(adminMeQueryKey)).toBeNull();
    expect(adminSessionEnded(client)).toBe(true);
    stop();
  });

  it('ends the session when an admin mutation answers 401', async () => {
    const client = createQueryClient();
    startAdminSession(client, admin);
    const stop = watchAdminSession(client);
    const mutation = client.getMutationCache().build(client, {
      mutationKey: ['/api/admin/download'],
      mutationFn: () => Promise.reject(new ApiError(401, 'no session')),
    });
    await mutation.execute(undefined).catch(() => {});
    expect(client.getQueryData(adminMeQueryKey)).toBeNull();
    stop();
  });

  it('leaves the session alone for other failures, the login and storefront calls', async () => {
    const client = createQueryClient();
    startAdminSession(client, admin);
    const stop = watchAdminSession(client);
    const fail = (key: string, status: number) =>
      client
        .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(new ApiError(status, 'x')) })
        .catch(() => {});
    await fail('/api/admin/orders', 500);
    await fail('/api/cart', 401);
    const login = client.getMutationCache().build(client, {
      mutationKey: ['/api/admin/login'],
      mutationFn: () => Promise.reject(new ApiError(401, 'Invalid password')),
    });
    await login.execute(undefined).catch(() => {});
    expect(client.getQueryData(adminMeQueryKey)).toEqual(admin);
    stop();
  });

  it('stops watching once unsubscribed', async () => {
    const client = createQueryClient();
    startAdminSession(client, admin);
    watchAdminSession(client)();
    await client
      .fetchQuery({
        queryKey: ['/api/admin/orders'],
        queryFn: () => Promise.reject(new ApiError(401, 'x')),
      })
      .catch(() => {});
    expect(client.getQueryData(adminMeQueryKey)).toEqual(admin);
  });
});

describe('clearAdminData', () => {
  it('forgets the admin answers but keeps the session and the storefront data', () => {
    const client = createQueryClient();
    startAdminSession(client, admin);
    client.setQueryData(['/api/admin/orders', 'list', 'all', 1], { orders: [] });
    client.setQueryData(['/api/cart'], []);
    clearAdminData(client);
    expect(client.getQueryData(['/api/admin/orders', 'list', 'all', 1])).toBeUndefined();
    expect(client.getQueryData(['/api/cart'])).toEqual([]);
    expect(client.getQueryData(adminMeQueryKey)).toEqual(admin);
  });
});
