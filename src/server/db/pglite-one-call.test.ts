import { readFile } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryInOneCall } from './pglite-one-call.ts';

// Drizzle's PGlite session passes these with every query (drizzle-orm/pglite/session.js).
const identity = (value: string) => value;
const drizzleParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, identity],
  ),
);

/** Counts the calls into PGlite's engine while `work` runs. */
async function engineCalls(client: PGlite, work: () => Promise<unknown>): Promise<number> {
  const execProtocolStream = client.execProtocolStream;
  let calls = 0;
  client.execProtocolStream = (...args) => {
    calls += 1;
    return execProtocolStream.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.execProtocolStream = execProtocolStream;
  }
  return calls;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite statements sent in one call', () => {
  let client: PGlite;
  let originalQuery: PGlite['query'];
  beforeAll(async () => {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
    client = new PGlite({ loadDataDir: snapshot, extensions: { pg_trgm } });
    await client.waitReady;
    originalQuery = client.query.bind(client);
    queryInOneCall(client);
    await client.exec(`
      create table kinds (
        id serial primary key, label text unique, amount numeric(10,2), big bigint, flag boolean,
        doc jsonb, at timestamptz, day date, tags text[], ids integer[], key uuid
      )`);
  });
  afterAll(async () => {
    await client.close();
  });

  const row = {
    label: 'banner',
    amount: '84.48',
    big: 9_007_199_254_740_993n,
    flag: true,
    doc: JSON.stringify({ size: '3x6', quantity: 12, note: 'it\'s "quoted"' }),
    at: new Date('2026-11-25T02:30:00.123Z'),
    day: '2026-11-25',
    tags: ['a', 'b c', 'd"e', null],
    ids: [1, 2, 3],
    key: '5b1c2a4e-8d1f-4c0a-9a7e-2f3b4c5d6e7f',
  };

  it('answers every statement as PGlite’s own query does (types, row modes, counts)', async () => {
    const insert = `insert into kinds (label, amount, big, flag, doc, at, day, tags, ids, key)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`;
    const inserted = await client.query(insert, Object.values(row));
    expect(inserted.affectedRows).toBe(1);
    const id = (inserted.rows[0] as { id: number }).id;
    const statements: [string, unknown[], Parameters<PGlite['query']>[2]][] = [
      ['select * from kinds where id = $1', [id], undefined],
      ['select * from kinds where id = $1', [id], { rowMode: 'array', parsers: drizzleParsers }],
      ['select * from kinds where id = $1', [id], { rowMode: 'object', parsers: drizzleParsers }],
      ['select * from kinds where label = $1 and flag = $2', ['banner', true], { rowMode: 'array' }],
      ['select * from kinds where at = $1', [row.at], undefined],
      ['select count(*) as n, sum(amount) as total from kinds', [], undefined],
      ['select id from kinds where id = any($1)', [[id, id + 1]], undefined],
      ['select * from kinds where id = $1', [-1], undefined],
      ['select $1::text as nothing, 1.5::float8 as f, null::int as n', [null], undefined],
      ['update kinds set flag = $1 where label = $2', [false, 'banner'], undefined],
      ['update kinds set flag = $1 where label = $2 returning id, flag', [true, 'banner'], undefined],
      ['delete from kinds where id = $1', [-1], undefined],
      ['set local statement_timeout = 0', [], undefined],
    ];
    for (const [sql, params, options] of statements) {
      const expected = await originalQuery(sql, params, options);
      expect(await client.query(sql, params, options), sql).toEqual(expected);
    }
  });

  it('makes one call into the engine per statement, where PGlite’s own query makes several', async () => {
    const sql = 'select * from kinds where label = $1';
    expect(await engineCalls(client, () => client.query(sql, ['banner']))).toBe(1);
    expect(await engineCalls(client, () => originalQuery(sql, ['banner']))).toBeGreaterThan(3);
    // BEGIN and COMMIT are PGlite's own, whatever the statements in between.
    const empty = await engineCalls(client, () => client.transaction(async () => {}));
    const twoStatements = await engineCalls(client, () =>
      client.transaction(async (tx) => {
        await tx.query(sql, ['banner']);
        await tx.query('update kinds set flag = $1 where label = $2', [true, 'banner']);
      }),
    );
    expect(twoStatements - empty).toBe(2);
  });

  it('reports a failed statement as PGlite does (code, detail, constraint, the query) and carries on', async () => {
    const error = await client.query('insert into kinds (label) values ($1)', ['banner']).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      code: '23505',
      detail: 'Key (label)=(banner) already exists.',
      constraint: 'kinds_label_key',
      query: 'insert into kinds (label) values ($1)',
      params: ['banner'],
    });
    await expect(client.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('rolls a transaction back whole when one of its statements fails', async () => {
    const attempt = client.transaction(async (tx) => {
      await tx.query('insert into kinds (label) values ($1)', ['yard sign']);
      await tx.query('insert into kinds (label) values ($1)', ['banner']);
    });
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    const left = await client.query('select count(*)::int as n from kinds where label = $1', ['yard sign']);
    expect(left.rows).toEqual([{ n: 0 }]);
    expect(client.isInTransaction()).toBe(false);
  });

  it('refuses a statement on a transaction that has closed', async () => {
    let finished: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    await client.transaction(async (tx) => {
      finished = tx;
    });
    await expect(finished!.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('delivers the notifications a statement raises to the listeners', async () => {
    const heard: string[] = [];
    const unlisten = await client.listen('one_call_test', (payload) => heard.push(payload));
    await client.query('select pg_notify($1, $2)', ['one_call_test', 'catalogue changed']);
    await expect.poll(() => heard).toEqual(['catalogue changed']);
    await unlisten();
  });

  it('prepares a statement once and then only binds and executes it', async () => {
    const sql = 'select label from kinds where id > $1 order by id';
    await client.query(sql, [0]);
    await client.query(sql, [1]);
    const prepared = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements where statement = $1',
      [sql],
    );
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it('prepares a statement again when it is gone or its table has changed', async () => {
    const sql = 'select * from kinds where label = $1';
    const before = await client.query(sql, ['banner']);
    await client.exec('deallocate all');
    expect(await client.query(sql, ['banner'])).toEqual(before);
    await client.exec('alter table kinds add column note text');
    try {
      const after = await client.query<{ note: string | null }>(sql, ['banner']);
      expect(after.rows[0]?.note).toBeNull();
    } finally {
      await client.exec('alter table kinds drop column note');
    }
  });

  it('keeps at most maxPreparedStatements, closing the least recently used', async () => {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
    const small = new PGlite({ loadDataDir: snapshot, extensions: { pg_trgm } });
    try {
      await small.waitReady;
      queryInOneCall(small, { maxPreparedStatements: 3 });
      for (const n of [1, 2, 3, 4, 5]) await small.query(`select ${n} as n`);
      await small.query('select 1 as n'); // evicted by now: prepared again
      const names = await small.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by statement',
      );
      expect(names.rows.map((row) => row.statement)).toEqual([
        'select 1 as n',
        'select 5 as n',
        'select statement from pg_prepared_statements order by statement',
      ]);
    } finally {
      await small.close();
    }
  });

  it('leaves to PGlite’s own query what it cannot send as text (parameter types of the caller’s)', async () => {
    const options = { paramTypes: [types.INT4] };
    const calls = await engineCalls(client, async () => {
      const result = await client.query('select $1 + 1 as next', [41], options);
      expect(result.rows).toEqual([{ next: 42 }]);
    });
    expect(calls).toBeGreaterThan(3);
  });
});
