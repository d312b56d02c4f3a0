import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** How often the embedded database looks for tables to vacuum while the shop runs. */
export const PGLITE_VACUUM_INTERVAL_MS = 10 * 60 * 1000;

/**
 * PGlite has no autovacuum worker: without vacuuming, dead rows pile up in the tables the shop changes
 * (carts, orders, ratings), index-only scans read the table again and the planner's statistics grow
 * stale (docs/performance-and-scaling.md#the-embedded-database). This vacuums and analyzes the tables
 * PostgreSQL's autovacuum would have at its default settings (dead rows over 50 + 20 % of the live
 * ones, rows inserted since the last vacuum over 1,000 + 20 %, rows changed since the last analyze over
 * 50 + 10 %), one statement per table so that requests run in between. Answers the tables vacuumed.
 */
export async function vacuumTablesThatNeedIt(db: Database): Promise<string[]> {
  // The counters are sent to the statistics at most once a second; this makes the next query see them.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    SELECT relname FROM pg_stat_user_tables
    WHERE schemaname = 'public'
      AND (n_dead_tup > 50 + 0.2 * n_live_tup
        OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
        OR n_mod_since_analyze > 50 + 0.1 * n_live_tup)
    ORDER BY relname`);
  const tables = (result as unknown as { rows: { relname: string }[] }).rows.map((row) => row.relname);
  for (const table of tables) await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(table)}`);
  return tables;
}
