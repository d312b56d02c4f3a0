import type { FastifyInstance } from 'fastify';

export type FormFile = { name: string; bytes: Buffer; type?: string };

/**
 * The multipart body the configurator sends to POST /api/cart (src/web/features/product/api/add-to-cart.ts):
 * the text fields first, then one `files` part per file. app.inject serialises FormData itself.
 */
export function cartForm(fields: Record<string, string>, files: readonly FormFile[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'files',
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }),
    );
  }
  return form;
}

export function postCartItem(
  app: FastifyInstance,
  session: string | undefined,
  fields: Record<string, string>,
  files: readonly FormFile[] = [],
) {
  return app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: session === undefined ? {} : { 'x-session-id': session },
    payload: cartForm(fields, files),
  });
}
