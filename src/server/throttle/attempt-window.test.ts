import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { createTestDatabase } from '#server/test/test-database';
import { attemptsOf } from '#server/test/throttle-fixtures';
import {
  attemptBlockedUntil,
  deleteExpiredAttempts,
  forgetAttempt,
  forgetAttemptsOfKey,
  keysBlockedUntil,
  takeAttempt,
} from './attempt-window.ts';

const minute = 60_000;
const at = (m: number) => new Date(Date.UTC(2026, 10, 28, 12, m));

describe('attemptBlockedUntil', () => {
  it.each([
    ['no attempts', [], null],
    ['one under the limit', [0, 1], null],
    ['at the limit: until the oldest leaves', [0, 1, 2], 0],
    ['over the limit: until enough leave to bring it under', [0, 1, 2, 3, 4], 2],
  ])('%s', (_case, minutes, freedFrom) => {
    const until = attemptBlockedUntil(minutes.map(at), 3, 10 * minute);
    expect(until).toEqual(freedFrom === null ? null : new Date(at(freedFrom).getTime() + 10 * minute));
  });
});

describe('keysBlockedUntil', () => {
  const keys = [
    { key: 'email:a', limit: 2 },
    { key: 'address:1', limit: 3 },
    { key: 'account:a', limit: Number.POSITIVE_INFINITY },
  ];
  it.each([
    ['none', [], null],
    [
      'each key under its limit',
      [
        ['email:a', 0],
        ['address:1', 1],
        ['address:1', 2],
      ],
      null,
    ],
    [
      'the e-mail at its limit',
      [
        ['email:a', 0],
        ['email:a', 4],
      ],
      0,
    ],
    [
      'both at their limits: the later one',
      [['email:a', 0], ['email:a', 1], ...[5, 6, 7].map((m) => ['address:1', m])],
      5,
    ],
    ['a key without a limit never blocks', [0, 1, 2, 3, 4, 5].map((m) => ['account:a', m]), null],
    ['another key counts for nothing', [0, 1, 2].map((m) => ['email:b', m]), null],
  ] as [string, [string, number][], number | null][])('%s', (_case, rows, freedFrom) => {
    const earlier = rows.map(([key, m]) => ({ key, at: at(m) }));
    expect(keysBlockedUntil(earlier, keys, 10 * minute)).toEqual(
      freedFrom === null ? null : new Date(at(freedFrom).getTime() + 10 * minute),
    );
  });
});

describe('takeAttempt, in the database', () => {
  let handle: DatabaseHandle;
  const window = { throttle: 'test-window', windowMs: 10 * minute };
  const keys = [
    { key: 'email:a', limit: 2 },
    { key: 'address:1', limit: 5 },
  ];

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('counts an attempt against each key, refuses at a limit, forgets, and cleans up', async () => {
    const first = await takeAttempt(handle.db, window, keys, at(0));
    const second = await takeAttempt(handle.db, window, keys, at(1), async () => 'work done');
    expect(second).toEqual({ attempt: expect.any(String), result: 'work done' });
    expect(await takeAttempt(handle.db, window, keys, at(2))).toEqual({
      blockedUntil: new Date(at(0).getTime() + 10 * minute),
    });
    expect((await attemptsOf(handle.db, window.throttle)).map((attempt) => attempt.keys)).toEqual([
      ['address:1', 'email:a'],
      ['address:1', 'email:a'],
    ]);

    if (!('attempt' in first)) throw new Error('the first attempt was refused');
    await forgetAttempt(handle.db, first.attempt);
    expect('attempt' in (await takeAttempt(handle.db, window, keys, at(3)))).toBe(true);

    // Forgetting by the e-mail takes the attempts' address rows too.
    await forgetAttemptsOfKey(handle.db, window, 'email:a');
    expect(await attemptsOf(handle.db, window.throttle)).toEqual([]);

    await takeAttempt(handle.db, window, keys, at(0));
    await takeAttempt(handle.db, window, keys, at(20));
    expect(await deleteExpiredAttempts(handle.db, [window], at(15))).toBe(2);
    expect((await attemptsOf(handle.db, window.throttle)).map((attempt) => attempt.createdAt)).toEqual([
      at(20),
    ]);
  });

  it('lets no more than the limit of parallel attempts through', async () => {
    const parallel = [{ key: 'address:parallel', limit: 3 }];
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => takeAttempt(handle.db, window, parallel, new Date())),
    );
    expect(outcomes.filter((outcome) => 'attempt' in outcome)).toHaveLength(3);
  });
});
