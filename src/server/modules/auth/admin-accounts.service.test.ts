import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, insertAdmin, loginCookie, loginRequest } from '#server/test/admin-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { attemptsOf } from '#server/test/throttle-fixtures';
import { setAdminPassword } from './admin-accounts.service.ts';
import { createAuthRepository } from './auth.repository.ts';
import { ADMIN_DEVICE_COOKIE } from './device-cookie.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });

describe('setAdminPassword (npm run admin -- set-password)', () => {
  it('creates a missing admin, who can then log in', async () => {
    const repository = createAuthRepository(t.handle.db);
    expect(await setAdminPassword(repository, ' New.Admin@Example.com ', 'a fresh password 1')).toEqual({
      created: true,
    });
    const response = await loginRequest(t.app, {
      email: 'new.admin@example.com',
      password: 'a fresh password 1',
    });
    expect(response.statusCode).toBe(200);
  });

  it('resets the password of an existing admin and ends their sessions', async () => {
    const admin = await insertAdmin(t.handle.db, 'reset@example.com');
    const cookie = await loginCookie(t.app, admin.email, adminPassword);
    const repository = createAuthRepository(t.handle.db);
    expect(await setAdminPassword(repository, 'reset@example.com', 'the new password!')).toEqual({
      created: false,
    });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await loginRequest(t.app, { email: admin.email, password: adminPassword })).statusCode).toBe(401);
    expect(
      (await loginRequest(t.app, { email: admin.email, password: 'the new password!' })).statusCode,
    ).toBe(200);
  });

  it("voids the admin's device cookies and lifts the account's login lock", async () => {
    const email = 'locked@example.com';
    await insertAdmin(t.handle.db, email);
    const login = await loginRequest(t.app, { email, password: adminPassword });
    const device = login.cookies.find((c) => c.name === ADMIN_DEVICE_COOKIE)!.value;
    for (let i = 0; i < 5; i++) await loginRequest(t.app, { email, password: `guess ${i}` });
    const newPassword = 'the new password!';
    const headers = { cookie: `${ADMIN_DEVICE_COOKIE}=${encodeURIComponent(device)}` };
    expect((await loginRequest(t.app, { email, password: adminPassword }, { headers })).statusCode).toBe(200);

    await setAdminPassword(createAuthRepository(t.handle.db), email, newPassword);
    const attempts = await attemptsOf(t.handle.db, 'admin-login');
    expect(attempts.filter((attempt) => attempt.keys.includes(`account:${email}`))).toHaveLength(0);
    // The old device cookie is no longer trusted: its failures count against the account again.
    for (let i = 0; i < 5; i++) await loginRequest(t.app, { email, password: `typo ${i}` }, { headers });
    expect((await loginRequest(t.app, { email, password: newPassword }, { headers })).statusCode).toBe(429);
  });

  it.each([
    ['not-an-email', 'long enough password', 'Not an e-mail address'],
    ['ok@example.com', 'short', 'at least 12 characters'],
  ])('refuses %s / %s', async (email, password, message) => {
    await expect(setAdminPassword(createAuthRepository(t.handle.db), email, password)).rejects.toThrow(
      message,
    );
  });
});
