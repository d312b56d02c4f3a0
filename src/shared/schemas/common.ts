import { z } from 'zod';
import { fromCents, moneyPattern, toCents } from '../money.ts';

/** PostgreSQL's largest `integer`: ids and counts sent by a client above it are refused before any query. */
export const maxInt32 = 2_147_483_647;

/** The message of a text field holding U+0000, which PostgreSQL refuses in text and jsonb. */
export const nulCharacterMessage = 'Must not contain a NUL character';
/** The message of a text field holding half of a UTF-16 surrogate pair, which is no Unicode character. */
export const loneSurrogateMessage = 'Must be valid Unicode text';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text from a client: z.string() that refuses what PostgreSQL cannot store and would answer with a 500:
 * a NUL character (error 22021 in text, 22P05 in jsonb) and a lone surrogate (JSON has it as "\ud800",
 * which jsonb refuses; in text it would silently become U+FFFD). Every text field of every input schema
 * is built on this, so such input is a 400 whose issue names the field. Takes z.string()'s parameters;
 * chain .trim(), .max(), ... as on z.string().
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !value.includes('\u0000'), nulCharacterMessage)
    .refine((value) => !loneSurrogate.test(value), loneSurrogateMessage);
}

/**
 * An ISO date-time with an offset ('2030-01-01T00:00:00Z'), within the years the database and
 * Date.toISOString() agree on: 1970 to 9999 in UTC ('0000-01-01T00:00:00Z' or a time that is year 10000
 * in UTC would be a database error).
 */
export function dateTimeSchema(message: string) {
  return z.iso.datetime({ offset: true, error: message }).refine((value) => {
    const time = Date.parse(value);
    // Not a date at all: the format check above has said so already.
    return Number.isNaN(time) || (time >= Date.UTC(1970, 0, 1) && time < Date.UTC(10000, 0, 1));
  }, `${message} between 1970 and 9999`);
}

export { moneyPattern };

/** Money on the wire: a non-negative decimal string with at most two decimals, e.g. "24.99". */
export const moneySchema = z
  .string()
  .regex(moneyPattern, 'Must be an amount such as 24.99')
  .transform((value) => fromCents(toCents(value)));

/** Money that may be negative (a price modifier that lowers the price). */
export const signedMoneySchema = z
  .string()
  .regex(/^-?\d{1,8}(\.\d{1,2})?$/, 'Must be an amount such as 5.00 or -5.00')
  .transform((value) => fromCents(toCents(value)));

/** A database id in a JSON body (a product's category, a related product, ...). */
export const idNumberSchema = z.number().int().positive().max(maxInt32);

/** A database id in a path: decimal digits only, within PostgreSQL's integer range. */
export const idSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().positive().max(maxInt32));
export const idParamSchema = z.object({ id: idSchema });

export const slugSchema = z
  .string()
  .min(1, 'Slug is required')
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lowercase letters, digits and single hyphens');

/** Every error answer of the API (the server's error handler): `{ message, code, issues? }`. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.unknown()).optional(),
});

// Response schemas of answers that are not JSON. Fastify sends strings, buffers and streams as they are
// (the zod serializer never sees them), so these only declare what the route answers.

/** No body: a 204, a 304 or a redirect (`reply.send()` without a payload). */
export const noBodySchema = z.void();
/** A text body (robots.txt, sitemap.xml, an HTML page), sent as it is. */
export const textBodySchema = z.string();
/** A file's bytes (product media, artwork downloads), streamed as they are. */
export const fileBodySchema = z.unknown();
