import type { Database } from '#server/db/client';
import type { Storage } from '#server/storage/storage';
import { createCartRepository } from './cart.repository.ts';
import { deleteFilesAfterCommit, type ServiceLog } from './cart.service.ts';
import { deleteCartItems } from './cart-removal.ts';

/** A cart nobody has changed for this long is removed with its files. */
const STALE_CART_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSIONS_PER_BATCH = 200;

/**
 * Removes carts untouched for 30 days (their newest line last changed more than 30 days before `now`)
 * with their artwork, a batch of sessions per transaction; files already linked to an order item stay
 * (deleteCartItems). A line added to such a cart while this runs is kept. Returns the lines removed.
 */
export async function cleanupStaleCarts(
  db: Database,
  storage: Storage,
  now: Date,
  log?: ServiceLog,
): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_CART_DAYS * DAY_MS);
  let removed = 0;
  for (;;) {
    const { count, keys, more } = await db.transaction(async (tx) => {
      const repository = createCartRepository(tx);
      const sessions = await repository.listStaleSessions(cutoff, SESSIONS_PER_BATCH);
      const ids = await repository.listItemIdsBefore(sessions, cutoff);
      const keys = await deleteCartItems(tx, ids);
      return { count: ids.length, keys, more: sessions.length === SESSIONS_PER_BATCH };
    });
    await deleteFilesAfterCommit({ storage, log }, keys);
    removed += count;
    if (!more || count === 0) return removed;
  }
}
