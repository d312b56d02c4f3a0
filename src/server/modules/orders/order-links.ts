import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orderLinks } from '#server/db/schema';

/** 32 random bytes, base64url: what a link's `token` looks like. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link to the order's page: a random token, of which only the SHA-256 is kept. Each e-mail (made as
 * it is sent) and each confirmation page gets its own.
 */
export async function mintOrderLink(db: Executor, orderId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(orderLinks).values({ orderId, tokenHash: hashToken(token) });
  return token;
}

/** Whether `token` is a link to this order (and to no other). */
export async function isOrderLink(
  db: Executor,
  orderId: number,
  token: string | undefined,
): Promise<boolean> {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ id: orderLinks.id })
    .from(orderLinks)
    .where(and(eq(orderLinks.tokenHash, hashToken(token)), eq(orderLinks.orderId, orderId)))
    .limit(1);
  return row !== undefined;
}
