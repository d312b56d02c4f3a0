import type { Executor } from './client.ts';

type Prepared<Result> = { execute(placeholders?: Record<string, unknown>): Promise<Result> };

/**
 * A hot query whose SQL Drizzle builds once per database handle instead of once per call (building it is a
 * large share of a write's CPU): `build` writes it with `sql.placeholder()` for its values, and each call
 * runs it with them. On PostgreSQL it is a named prepared statement, so each connection also parses it
 * once. A transaction's handle builds its own on first use, as an unprepared query would.
 */
export function preparedQuery<Result>(
  name: string,
  build: (db: Executor) => { prepare(name: string): Prepared<Result> },
): (db: Executor, placeholders: Record<string, unknown>) => Promise<Result> {
  const byDatabase = new WeakMap<Executor, Prepared<Result>>();
  return (db, placeholders) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byDatabase.set(db, prepared);
    }
    return prepared.execute(placeholders);
  };
}
