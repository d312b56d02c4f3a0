import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { productsReadModel as products } from '#server/db/schema/products';
import { quoteLinks, quoteReplies, quoteRequests } from '#server/db/schema/quotes';
import { hashSecretToken, newSecretToken, secretTokenPattern } from '#server/secret-token';

/**
 * A new link to a quote (/quote/{token}): a random token, of which only the SHA-256 is kept. Each e-mail
 * gets its own, made as it is sent (mail-delivery.ts), as an order's links are.
 */
export async function mintQuoteLink(db: Executor, quoteReplyId: number): Promise<string> {
  const token = newSecretToken();
  await db.insert(quoteLinks).values({ quoteReplyId, tokenHash: hashSecretToken(token) });
  return token;
}

/** The quote a link's token opens, with its product and the customer's name; undefined for any other token. */
export async function findQuoteByLink(db: Executor, token: string) {
  if (!secretTokenPattern.test(token)) return undefined;
  const [row] = await db
    .select({
      reply: quoteReplies,
      product: products,
      customerName: quoteRequests.name,
      customerEmail: quoteRequests.email,
    })
    .from(quoteLinks)
    .innerJoin(quoteReplies, eq(quoteReplies.id, quoteLinks.quoteReplyId))
    .innerJoin(products, eq(products.id, quoteReplies.productId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteReplies.quoteRequestId))
    .where(eq(quoteLinks.tokenHash, hashSecretToken(token)))
    .limit(1);
  return row;
}
