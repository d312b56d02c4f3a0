import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { DatabaseHandle } from '#server/db/client';

/**
 * What the app asked of the embedded database: `acquisitions` of its one connection (each query outside
 * a transaction, and each transaction, waits its turn for it) and `statements` (BEGIN and COMMIT
 * included).
 */
export type QueryCount = { acquisitions: number; statements: number };

/** Counts the queries run on a PGlite handle until `stop()` (PostgreSQL's pool has no such single turn). */
export function countQueries(handle: DatabaseHandle): { count: QueryCount; stop: () => void } {
  if (handle.kind !== 'pglite') throw new Error('countQueries counts PGlite queries only');
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const count: QueryCount = { acquisitions: 0, statements: 0 };
  const query = client.query;
  const transaction = client.transaction;
  client.query = ((...args: Parameters<PGlite['query']>) => {
    count.acquisitions += 1;
    count.statements += 1;
    return query.apply(client, args);
  }) as PGlite['query'];
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction.call(client, (tx) => {
      count.acquisitions += 1;
      count.statements += 2; // BEGIN, then COMMIT or ROLLBACK
      const counted = new Proxy(tx, {
        get(target, property) {
          if (property !== 'query') return Reflect.get(target, property);
          return (...args: Parameters<Transaction['query']>) => {
            count.statements += 1;
            return target.query(...args);
          };
        },
      });
      return callback(counted);
    })) as PGlite['transaction'];
  return {
    count,
    stop: () => {
      client.query = query;
      client.transaction = transaction;
    },
  };
}
