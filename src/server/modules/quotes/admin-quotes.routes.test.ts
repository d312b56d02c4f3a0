import { describe, expect, it } from 'vitest';
import { quoteRequests } from '#server/db/schema';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import type { TestApp } from '#server/test/test-app';
import { adminQuoteRequestListSchema } from '#shared/schemas/admin';

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

const list = (query = '', headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'GET', url: `/api/admin/quote-requests${query}`, headers });

describe('GET /api/admin/quote-requests', () => {
  it('answers an empty first page when there are none', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quoteRequests: [], page: 1, pageSize: 50, total: 0, pageCount: 1 });
  });

  it('lists the requests newest first, 50 to a page', async () => {
    await t.handle.db.insert(quoteRequests).values(
      Array.from({ length: 52 }, (_, i) => ({
        name: `Asker ${i}`,
        email: `asker${i}@example.com`,
        product: 'Banners',
        details: `Request ${i}`,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    );
    const first = adminQuoteRequestListSchema.parse((await list()).json());
    expect(first).toMatchObject({ total: 52, pageCount: 2 });
    expect(first.quoteRequests).toHaveLength(50);
    expect(first.quoteRequests[0]).toMatchObject({
      name: 'Asker 0',
      email: 'asker0@example.com',
      details: 'Request 0',
    });
    const second = adminQuoteRequestListSchema.parse((await list('?page=2')).json());
    expect(second.quoteRequests.map((q) => q.name)).toEqual(['Asker 50', 'Asker 51']);
  });

  it('refuses a bad page with 400 and a missing session with 401', async () => {
    expect((await list('?page=-1')).statusCode).toBe(400);
    expect((await list('', {})).statusCode).toBe(401);
  });
});
