// The shop's HTTP API as the multi-instance test calls it (docs/product/api.md): plain fetch, the cart
// session in X-Session-Id, the admin session as a cookie.
import { randomBytes, randomUUID } from 'node:crypto';

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One request to an instance: answers `{ status, headers, body, bytes }` (body: the parsed JSON, when the
 * answer is JSON); a connection failure throws fetch's error (see `connectionError`).
 */
export async function call(baseUrl, pathname, options = {}) {
  const { method = 'GET', session, idempotencyKey, cookie, json, form } = options;
  const headers = {};
  if (session) headers['x-session-id'] = session;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (cookie) headers.cookie = cookie;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    body = form;
  }
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  let parsed;
  if (type.includes('json') && bytes.length > 0) {
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed, bytes };
}

/** What broke a request that got no answer: ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET ('other side closed')… */
export function connectionError(error) {
  const cause = error?.cause;
  return cause?.code ?? cause?.name ?? error?.code ?? error?.name ?? String(error);
}

/** A short description of an answer for a failure message. */
export function show(answer) {
  const body = answer.body
    ? JSON.stringify(answer.body).slice(0, 300)
    : answer.bytes.toString('utf8', 0, 200);
  return `HTTP ${answer.status} ${body}`;
}

/** The cookies an answer sets, by name (values as sent, still URL-encoded). */
export function setCookies(answer) {
  const cookies = {};
  for (const line of answer.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return cookies;
}

/**
 * A small valid one-page PDF of 3.5 × 2 in (a business card, as src/server/test/artwork-files.ts makes it),
 * followed by `paddingLines` comment lines of random hex, so each run uploads bytes of its own.
 */
export function artworkPdf(paddingLines = 1024) {
  const pdf =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 252 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  const padding = Array.from({ length: paddingLines }, () => `%${randomBytes(31).toString('hex')}\n`);
  return Buffer.from(pdf + padding.join(''), 'latin1');
}

/** The seeded demo product the test orders (its 3.5 × 2 in size fits the PDF above) and its details. */
export async function loadProduct(baseUrl, slug = 'business-cards') {
  const list = await call(baseUrl, '/api/products?pageSize=100');
  if (list.status !== 200 || !Array.isArray(list.body)) {
    throw new Error(`GET /api/products: ${show(list)}`);
  }
  const card = list.body.find((product) => product.slug === slug);
  if (!card) {
    throw new Error(
      `the seeded catalogue has no '${slug}' (found: ${list.body.map((p) => p.slug).join(', ')})`,
    );
  }
  const details = await call(baseUrl, `/api/products/${slug}`);
  if (details.status !== 200) throw new Error(`GET /api/products/${slug}: ${show(details)}`);
  return { id: card.id, ...details.body };
}

/** POST /api/cart: the fields, then one `files` part per file (src/server/test/cart-form.ts). */
export function addCartLine(baseUrl, session, fields, files = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  }
  return call(baseUrl, '/api/cart', { method: 'POST', session, form });
}

/** A customer with their own cart session, checkout key and e-mail address. */
export function newCustomer(email) {
  return { session: randomUUID(), idempotencyKey: randomUUID(), email };
}

/** POST /api/orders: pay in store, picked up (no address needed), with a discount code when given. */
export function placeOrder(baseUrl, customer, discountCode) {
  return call(baseUrl, '/api/orders', {
    method: 'POST',
    session: customer.session,
    idempotencyKey: customer.idempotencyKey,
    json: {
      customer: { name: 'Multi Instance', email: customer.email },
      shippingMethod: 'pickup',
      paymentMethod: 'store',
      ...(discountCode ? { discountCode } : {}),
    },
  });
}
