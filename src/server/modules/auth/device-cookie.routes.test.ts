import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { throttleAttempts } from '#server/db/schema';
import { ADMIN_SESSION_COOKIE } from '#server/modules/auth/admin-guard';
import { adminEmail, adminPassword, insertAdmin, loginRequest } from '#server/test/admin-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { ageAttempts, attemptsOf } from '#server/test/throttle-fixtures';
import { ADMIN_DEVICE_COOKIE } from './device-cookie.ts';

const otherEmail = 'second@printshop.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertAdmin(t.handle.db);
  await insertAdmin(t.handle.db, otherEmail);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.handle.db.delete(throttleAttempts);
});

const deviceCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === ADMIN_DEVICE_COOKIE);
/** The Cookie header a browser sends back for a device cookie value. */
const deviceHeader = (value: string) => `${ADMIN_DEVICE_COOKIE}=${encodeURIComponent(value)}`;
/** The device id (nonce) inside a device cookie value. */
const deviceIdOf = (value: string) => value.split(',').at(-2)!;

/** Logs the account in once and answers the device cookie value its browser keeps. */
async function trustedBrowser(email = adminEmail): Promise<string> {
  const response = await loginRequest(t.app, { email, password: adminPassword });
  expect(response.statusCode).toBe(200);
  return deviceCookieOf(response)!.value;
}

const right = { email: adminEmail, password: adminPassword };
const attempt = (body: object, device?: string, remoteAddress?: string) =>
  loginRequest(t.app, body, {
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(device ? { headers: { cookie: device } } : {}),
  });

/** Five wrong passwords for the owner's account, each from another stranger's address. */
async function strangersLockTheAccount(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const failed = await attempt(
      { email: adminEmail, password: `guess ${i}` },
      undefined,
      `10.66.0.${i + 1}`,
    );
    expect(failed.statusCode).toBe(401);
  }
}

describe('the admin device cookie', () => {
  it('is left by a successful login: httpOnly, SameSite=Strict, only for the login path, for a year', async () => {
    const response = await loginRequest(t.app, { email: adminEmail.toUpperCase(), password: adminPassword });
    expect(response.statusCode).toBe(200);
    const cookie = deviceCookieOf(response)!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/admin/login',
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(cookie.secure).toBeFalsy();
    // <login e-mail>,<nonce>,<HMAC-SHA256>, the e-mail as the account is counted (lowercased).
    expect(cookie.value).toMatch(/^owner@printshop\.example,[\w-]{22},[\w-]{43}$/);
    // A new one at every login.
    expect(deviceCookieOf(await loginRequest(t.app, right))!.value).not.toBe(cookie.value);
  });

  it('is not set by a failed login, and a logout leaves it', async () => {
    const failed = await loginRequest(t.app, { email: adminEmail, password: 'wrong' });
    expect(deviceCookieOf(failed)).toBeUndefined();
    const response = await loginRequest(t.app, right);
    const session = response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)!;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: `${ADMIN_SESSION_COOKIE}=${session.value}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(deviceCookieOf(logout)).toBeUndefined();
  });

  it('is Secure when the shop is served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://shop.example' });
    try {
      await insertAdmin(secure.handle.db);
      const response = await loginRequest(secure.app, right);
      expect(deviceCookieOf(response)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('logging in while strangers fail on the account', () => {
  it("lets the owner's browser in with its device cookie, and answers 429 without it", async () => {
    const device = await trustedBrowser();
    await strangersLockTheAccount();

    const owner = await attempt(
      { email: ` ${adminEmail.toUpperCase()} `, password: adminPassword },
      deviceHeader(device),
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ email: adminEmail });
    expect(owner.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)?.value).toBeTruthy();
    expect(deviceCookieOf(owner)?.value).toMatch(/^owner@printshop\.example,/);

    const withoutCookie = await attempt(right);
    expect(withoutCookie.statusCode).toBe(429);
    expect(withoutCookie.json()).toMatchObject({
      code: 'TOO_MANY_LOGINS',
      message: 'Too many failed logins. Try again in 15 minutes.',
    });
    expect(withoutCookie.cookies).toHaveLength(0);

    // The owner's login did not lift the strangers' lock: they get no fresh guesses from it.
    expect((await attempt({ email: adminEmail, password: 'guess 6' })).statusCode).toBe(429);
    // The renewed cookie is trusted too.
    expect((await attempt(right, deviceHeader(deviceCookieOf(owner)!.value))).statusCode).toBe(200);
  });

  it('tells a wrong password to a trusted browser with the usual 401', async () => {
    const device = await trustedBrowser();
    await strangersLockTheAccount();
    const response = await attempt({ email: adminEmail, password: 'typo' }, deviceHeader(device));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Invalid password or e-mail',
      code: 'INVALID_PASSWORD',
    });
  });

  it.each([
    ['a forged cookie', () => `${adminEmail},${'A'.repeat(22)},${'B'.repeat(43)}`],
    ['a cookie with another nonce', (valid: string) => valid.replace(/,[\w-]{22},/, `,${'C'.repeat(22)},`)],
    [
      'a cookie with a changed signature',
      (valid: string) => `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`,
    ],
    ['a cookie with its signature padded', (valid: string) => `${valid}=`],
    ['a cookie with no signature', (valid: string) => valid.slice(0, valid.lastIndexOf(','))],
    ['garbage', () => 'garbage'],
  ])('treats %s as absent: 429', async (_case, tamper) => {
    const device = await trustedBrowser();
    await strangersLockTheAccount();
    const response = await attempt(right, deviceHeader(tamper(device)));
    expect(response.statusCode).toBe(429);
  });

  it("treats another account's cookie as absent, even with this account's e-mail put in", async () => {
    const other = await trustedBrowser(otherEmail);
    await strangersLockTheAccount();
    expect((await attempt(right, deviceHeader(other))).statusCode).toBe(429);
    const relabelled = other.replace(otherEmail, adminEmail);
    expect((await attempt(right, deviceHeader(relabelled))).statusCode).toBe(429);
  });

  it('counts the failures of a forged cookie against the account, as without one', async () => {
    const forged = deviceHeader(`${adminEmail},${'A'.repeat(22)},${'B'.repeat(43)}`);
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ email: adminEmail, password: `guess ${i}` }, forged)).statusCode).toBe(401);
    }
    expect((await attempt(right)).statusCode).toBe(429);
    const attempts = await attemptsOf(t.handle.db, 'admin-login');
    expect(attempts.filter((attempt) => attempt.keys.includes(`email:${adminEmail}`))).toHaveLength(5);
  });
});

describe('a trusted device that fails', () => {
  it('is locked out itself after 5 failures, while the account stays open to other devices', async () => {
    const thief = await trustedBrowser();
    const owner = await trustedBrowser();
    for (let i = 0; i < 5; i++) {
      const failed = await attempt({ email: adminEmail, password: `guess ${i}` }, deviceHeader(thief));
      expect(failed.statusCode).toBe(401);
    }
    const attempts = await attemptsOf(t.handle.db, 'admin-login');
    expect(attempts).toHaveLength(5);
    const keys = [`account:${adminEmail}`, `device:${deviceIdOf(thief)}`];
    expect(attempts.every((attempt) => attempt.keys.join() === keys.join())).toBe(true);

    const refused = await attempt(right, deviceHeader(thief));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many failed logins. Try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.cookies).toHaveLength(0);

    expect((await attempt(right, deviceHeader(owner))).statusCode).toBe(200);
    expect((await attempt(right)).statusCode).toBe(200);

    // Once its failures are older than 15 minutes the device may log in again.
    await ageAttempts(t.handle.db, 'admin-login', 16 * 60_000, `device:${deviceIdOf(thief)}`);
    expect((await attempt(right, deviceHeader(thief))).statusCode).toBe(200);
  });

  it('does not lock its address: the failures of a trusted device count only for it', async () => {
    const device = await trustedBrowser();
    const remoteAddress = '10.55.0.1';
    for (let i = 0; i < 5; i++) {
      await attempt({ email: adminEmail, password: `typo ${i}` }, deviceHeader(device), remoteAddress);
    }
    expect(
      (await attempt({ email: otherEmail, password: adminPassword }, undefined, remoteAddress)).statusCode,
    ).toBe(200);
  });

  it('is not held by a locked address: a trusted browser logs in where strangers failed', async () => {
    const device = await trustedBrowser();
    const remoteAddress = '10.55.0.2';
    for (let i = 0; i < 5; i++) {
      await attempt({ email: `guess${i}@example.com`, password: 'x' }, undefined, remoteAddress);
    }
    expect((await attempt(right, undefined, remoteAddress)).statusCode).toBe(429);
    expect((await attempt(right, deviceHeader(device), remoteAddress)).statusCode).toBe(200);
  });

  it('gets no more than 5 of many parallel wrong attempts checked; the rest get 429', async () => {
    const device = deviceHeader(await trustedBrowser());
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt({ email: adminEmail, password: `guess ${i}` }, device)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // None of them counted against the account.
    expect((await attempt(right)).statusCode).toBe(200);
  });

  it('a successful login clears its own failures only', async () => {
    const device = await trustedBrowser();
    for (let i = 0; i < 4; i++) {
      await attempt({ email: adminEmail, password: `typo ${i}` }, deviceHeader(device));
    }
    await attempt({ email: adminEmail, password: 'stranger' });
    const renewed = await attempt(right, deviceHeader(device));
    expect(renewed.statusCode).toBe(200);
    const attempts = await attemptsOf(t.handle.db, 'admin-login');
    // The stranger's attempt, counted against the account and the address, without a device.
    expect(attempts.map((attempt) => attempt.keys.some((key) => key.startsWith('device:')))).toEqual([false]);
  });
});
