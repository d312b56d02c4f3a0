import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orderLinks } from '#server/db/schema/orders';
import { hashSecretToken as hashToken, newSecretToken, secretTokenPattern } from '#server/secret-token';

/**
 * A new link to the order's page: a random token, of which only the SHA-256 is kept. Each e-mail (made as
 * it is sent) and each confirmation page gets its own.
 */
export async function mintOrderLink(db: Executor, orderId: number): Promise<string> {
  const token = newSecretToken();
  await db.insert(orderLinks).values({ orderId, tokenHash: hashToken(token) });
  return token;
}

/** Whether `token` is a link to this order (and to no other). */
export async function isOrderLink(
  db: Executor,
  orderId: number,
  token: string | undefined,
): Promise<boolean> {
  if (!token || !secretTokenPattern.test(token)) return false;
  const [row] = await db
    .select({ id: orderLinks.id })
    .from(orderLinks)
    .where(and(eq(orderLinks.tokenHash, hashToken(token)), eq(orderLinks.orderId, orderId)))
    .limit(1);
  return row !== undefined;
}
