// The requests the load benches send (load.mjs, topology.mjs) and the autocannon helpers they share: the
// add-to-cart write with a small PDF, each request its own cart session, and the drain after a run.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sleep } from './lib.mjs';

/** Runs autocannon; `onStart` receives the running instance (to stop it early). */
export function runAutocannon(options, onStart) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    onStart?.(instance);
  });
}

/**
 * Waits until the server at `url` has worked off what a finished run left queued: autocannon stops
 * waiting for the answers in flight when a run ends, but the shop still computes them (one query at a
 * time on PGlite, ten at a time on the PostgreSQL pool), which would otherwise slow the next run, the
 * bare server's included. A cart read of an unknown session goes through the database and is never
 * cached, so its answer comes after the queued queries'.
 */
export async function drain(url) {
  const { origin } = new URL(url);
  await fetch(`${origin}/api/cart`, { headers: { 'x-session-id': randomUUID() } }).then((response) =>
    response.arrayBuffer(),
  );
  await sleep(250);
}

export function countUnexpected(result, expectedStatus) {
  const classes = { 2: result['2xx'], 3: result['3xx'], 4: result['4xx'], 5: result['5xx'] };
  const expectedClass = Math.floor(expectedStatus / 100);
  return Object.entries(classes).reduce(
    (sum, [key, count]) => (Number(key) === expectedClass ? sum : sum + (count ?? 0)),
    0,
  );
}

/** A multipart body like the configurator's (src/web/features/product/api/add-to-cart.ts), with a small PDF. */
export function cartBody(fields, pdf) {
  const boundary = `----bench${randomUUID().replaceAll('-', '')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="artwork.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(parts.join('') + head),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A one-page PDF of 3.5 × 2 in: the server opens it (the artwork check) as it would a customer's. */
export const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 252 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * The add-to-cart request as autocannon's `requests` entry: each request is its own cart session with its
 * own multipart body (the browser's x-session-id header, src/web/lib/cart-session.ts). When `carts` is
 * given, each session whose line was added (201) is pushed to it: a cart ready to be ordered.
 */
export function addToCartRequest(fields, carts) {
  return {
    setupRequest: (request, context) => {
      const sessionId = randomUUID();
      context.sessionId = sessionId;
      const { body, contentType } = cartBody(fields, smallPdf);
      return {
        ...request,
        method: 'POST',
        path: '/api/cart',
        body,
        headers: { 'content-type': contentType, 'x-session-id': sessionId },
      };
    },
    onResponse: (status, _body, context) => {
      if (carts && status === 201 && context.sessionId) carts.push(context.sessionId);
    },
  };
}
