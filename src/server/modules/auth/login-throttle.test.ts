import { describe, expect, it } from 'vitest';
import { keysBlockedUntil } from '#server/throttle/attempt-window';
import { LOGIN_FAILURE_WINDOW_MS, loginKeys, throttleAddress, tooManyLogins } from './login-throttle.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 12, minute));
const failure = (minute: number, email = 'a@x.example', ip = '1.1.1.1') => ({ email, ip, at: at(minute) });

/** The attempt-window rows of untrusted failures: each counted against its account and its address. */
const rowsOf = (failures: ReturnType<typeof failure>[]) =>
  failures.flatMap(({ email, ip, at }) => loginKeys(email, ip, null).map(({ key }) => ({ key, at })));

/** When a login of a@x.example from 1.1.1.1 without a trusted device is allowed, given these failures. */
const loginBlockedUntil = (failures: ReturnType<typeof failure>[]) =>
  keysBlockedUntil(rowsOf(failures), loginKeys('a@x.example', '1.1.1.1', null), LOGIN_FAILURE_WINDOW_MS);

/** When a login from a trusted device is allowed, given its own failures. */
const deviceBlockedUntil = (failures: { at: Date }[]) => {
  const keys = loginKeys('a@x.example', '1.1.1.1', 'device-1');
  const rows = failures.flatMap(({ at }) => keys.map(({ key }) => ({ key, at })));
  return keysBlockedUntil(rows, keys, LOGIN_FAILURE_WINDOW_MS);
};

describe('a login without a trusted device: blocked by its account or its address', () => {
  it.each([
    ['no failures', [], null],
    ['four failures of the account', [0, 1, 2, 3].map((m) => failure(m)), null],
    ['five failures of the account', [0, 1, 2, 3, 4].map((m) => failure(m)), 0],
    ['six failures: blocked until the second oldest leaves', [0, 1, 2, 3, 4, 5].map((m) => failure(m)), 1],
    [
      'five from the address on other accounts',
      [0, 1, 2, 3, 4].map((m) => failure(m, `other${m}@x.example`)),
      0,
    ],
    [
      'failures split between account (3) and address (2) elsewhere',
      [
        failure(0),
        failure(1),
        failure(2),
        failure(3, 'b@x.example', '1.1.1.1'),
        failure(4, 'c@x.example', '2.2.2.2'),
      ],
      null,
    ],
  ])('%s', (_case, failures, blockedFromMinute) => {
    const until = loginBlockedUntil(failures);
    expect(until).toEqual(
      blockedFromMinute === null ? null : new Date(at(blockedFromMinute).getTime() + LOGIN_FAILURE_WINDOW_MS),
    );
  });
});

describe('a login from a trusted device: blocked by its own failures only', () => {
  it.each([
    ['no failures', [], null],
    ['four failures', [0, 1, 2, 3], null],
    ['five failures', [0, 1, 2, 3, 4], 0],
    ['seven failures: blocked until the third oldest leaves', [0, 1, 2, 3, 4, 5, 6], 2],
  ])('%s', (_case, minutes, blockedFromMinute) => {
    const until = deviceBlockedUntil(minutes.map((m) => ({ at: at(m) })));
    expect(until).toEqual(
      blockedFromMinute === null ? null : new Date(at(blockedFromMinute).getTime() + LOGIN_FAILURE_WINDOW_MS),
    );
  });
});

describe('tooManyLogins', () => {
  it.each([
    [1, 'Try again in 1 minute.', '1'],
    [61_000, 'Try again in 2 minutes.', '61'],
    [15 * 60_000, 'Try again in 15 minutes.', '900'],
  ])('after %i ms says "%s" with Retry-After %s', (ms, text, retryAfter) => {
    const error = tooManyLogins(ms);
    expect(error.status).toBe(429);
    expect(error.message).toBe(`Too many failed logins. ${text}`);
    expect(error.headers).toEqual({ 'retry-after': retryAfter });
  });
});

describe('throttleAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(throttleAddress(ip)).toBe(key);
  });
});
