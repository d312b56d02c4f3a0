import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSessions, throttleAttempts } from '#server/db/schema';
import { ADMIN_SESSION_COOKIE } from '#server/modules/auth/admin-guard';
import {
  adminEmail,
  adminPassword,
  insertAdmin,
  loginCookie,
  loginRequest,
} from '#server/test/admin-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { ageAttempts } from '#server/test/throttle-fixtures';
import { hashSessionToken } from './session-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertAdmin(t.handle.db);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.handle.db.delete(throttleAttempts);
});

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers: cookie ? { cookie } : {} });
const logout = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie, ...headers } });
const tokenOf = (cookie: string) => cookie.slice(ADMIN_SESSION_COOKIE.length + 1);

describe('POST /api/admin/login', () => {
  it('opens a session: an httpOnly, SameSite=Lax cookie with a 256-bit id, stored only as its hash', async () => {
    const response = await loginRequest(t.app, { email: adminEmail.toUpperCase(), password: adminPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), email: adminEmail });
    const cookie = response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    const stored = await t.handle.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashSessionToken(cookie.value)));
    expect(stored).toHaveLength(1);
    const raw = await t.handle.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, cookie.value));
    expect(raw).toHaveLength(0);
    expect((await me(`${ADMIN_SESSION_COOKIE}=${cookie.value}`)).json()).toMatchObject({ email: adminEmail });
  });

  it.each([
    ['a wrong password', { email: adminEmail, password: 'not the password' }],
    ['an unknown e-mail', { email: 'nobody@example.com', password: adminPassword }],
  ])('answers 401 “Invalid password or e-mail” for %s, with no cookie', async (_case, body) => {
    const response = await loginRequest(t.app, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Invalid password or e-mail',
      code: 'INVALID_PASSWORD',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    [{}, 'email'],
    [{ email: adminEmail }, 'password'],
    [{ email: '', password: 'x' }, 'email'],
    [{ email: adminEmail, password: 42 }, 'password'],
  ])('refuses a malformed body %j with 400 naming the field', async (body, field) => {
    const response = await loginRequest(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('throttles an account after 5 failures in 15 minutes, even with the right password, from any address', async () => {
    for (let i = 0; i < 5; i++) {
      const failed = await loginRequest(
        t.app,
        { email: adminEmail, password: `wrong ${i}` },
        { remoteAddress: `10.0.0.${i + 1}` },
      );
      expect(failed.statusCode).toBe(401);
    }
    const blocked = await loginRequest(
      t.app,
      { email: adminEmail, password: adminPassword },
      { remoteAddress: '10.0.0.99' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_LOGINS',
      message: 'Too many failed logins. Try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(blocked.cookies).toHaveLength(0);

    // Once the failures are older than 15 minutes the account may log in again.
    await ageAttempts(t.handle.db, 'admin-login', 16 * 60_000);
    expect((await loginRequest(t.app, { email: adminEmail, password: adminPassword })).statusCode).toBe(200);
  });

  it('counts the account the same however the e-mail is written', async () => {
    for (const email of ['OWNER@printshop.example', ' owner@printshop.example ', 'Owner@PrintShop.Example']) {
      await loginRequest(t.app, { email, password: 'wrong' });
      await loginRequest(t.app, { email, password: 'wrong again' });
    }
    const blocked = await loginRequest(t.app, { email: adminEmail, password: adminPassword });
    expect(blocked.statusCode).toBe(429);
  });

  it('lets no more than 5 of many parallel wrong attempts be checked; the rest get 429', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        loginRequest(t.app, { email: adminEmail, password: `guess ${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('limits the login requests of one address to 20 a minute, whatever they are', async () => {
    const remoteAddress = '10.3.3.3';
    for (let i = 0; i < 20; i++) {
      expect((await loginRequest(t.app, {}, { remoteAddress })).statusCode).toBe(400);
    }
    const limited = await loginRequest(
      t.app,
      { email: adminEmail, password: adminPassword },
      { remoteAddress },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many failed logins\. Try again in 1 minute\.$/);
  });

  it('throttles an address after 5 failures on any accounts, while other addresses still log in', async () => {
    for (let i = 0; i < 5; i++) {
      await loginRequest(
        t.app,
        { email: `guess${i}@example.com`, password: 'x' },
        { remoteAddress: '10.1.1.1' },
      );
    }
    const blocked = await loginRequest(
      t.app,
      { email: adminEmail, password: adminPassword },
      { remoteAddress: '10.1.1.1' },
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await loginRequest(
      t.app,
      { email: adminEmail, password: adminPassword },
      { remoteAddress: '10.2.2.2' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('gives a new session id at every login and ends the one the browser sent', async () => {
    const first = await loginCookie(t.app);
    const response = await loginRequest(
      t.app,
      { email: adminEmail, password: adminPassword },
      { headers: { cookie: first } },
    );
    const second = response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)!.value;
    expect(second).not.toBe(tokenOf(first));
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(`${ADMIN_SESSION_COOKIE}=${second}`)).statusCode).toBe(200);
  });

  it('marks the cookie Secure when the shop is served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://shop.example' });
    try {
      await insertAdmin(secure.handle.db);
      const response = await loginRequest(secure.app, { email: adminEmail, password: adminPassword });
      expect(response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('sessions', () => {
  it('GET /api/admin/me answers 401 without a cookie or with an unknown one', async () => {
    expect((await me()).statusCode).toBe(401);
    const unknown = await me(`${ADMIN_SESSION_COOKIE}=not-a-session`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Please log in to the admin dashboard.');
  });

  it('logout ends the session on the server: the same cookie is refused afterwards', async () => {
    const cookie = await loginCookie(t.app);
    const response = await logout(cookie);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    const rows = await t.handle.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashSessionToken(tokenOf(cookie))));
    expect(rows).toHaveLength(0);
  });

  it('refuses a session idle for 12 hours', async () => {
    const cookie = await loginCookie(t.app);
    await t.handle.db
      .update(adminSessions)
      .set({
        lastSeenAt: sql`now() - interval '12 hours 1 minute'`,
        expiresAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(adminSessions.tokenHash, hashSessionToken(tokenOf(cookie))));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('slides the idle expiry forward while the admin keeps working', async () => {
    const cookie = await loginCookie(t.app);
    const where = eq(adminSessions.tokenHash, hashSessionToken(tokenOf(cookie)));
    await t.handle.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '11 hours'`, expiresAt: sql`now() + interval '1 hour'` })
      .where(where);
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(adminSessions).where(where);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(11.9 * 60 * 60 * 1000);
  });
});

describe('cross-site requests', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
  ])(
    'refuses a state-changing request carrying the session with %s (403) and keeps the session',
    async (_case, headers) => {
      const cookie = await loginCookie(t.app);
      const response = await logout(cookie, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Cross-site request refused.' });
      expect((await me(cookie)).statusCode).toBe(200);
    },
  );

  it('accepts an Origin equal to the public address even when a proxy changed Host', async () => {
    const behindProxy = await createTestApp({ publicUrl: 'https://shop.example' });
    try {
      await insertAdmin(behindProxy.handle.db);
      const body = { email: adminEmail, password: adminPassword };
      const viaProxy = await loginRequest(behindProxy.app, body, {
        headers: { origin: 'https://shop.example', host: '10.0.0.5:3000' },
      });
      expect(viaProxy.statusCode).toBe(200);
      const foreign = await loginRequest(behindProxy.app, body, {
        headers: { origin: 'https://shop.example.evil.example', host: '10.0.0.5:3000' },
      });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses a cross-site login, and accepts a same-origin one', async () => {
    const body = { email: adminEmail, password: adminPassword };
    const crossSite = await loginRequest(t.app, body, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await loginRequest(t.app, body, {
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('lets a same-site read through: GET is not state-changing', async () => {
    const cookie = await loginCookie(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
