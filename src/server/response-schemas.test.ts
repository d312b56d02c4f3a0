import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { createTestClientDir } from './test/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  // With a built client, so the static files' routes are walked too.
  t = await createTestApp({ clientDir: createTestClientDir() });
});
afterAll(async () => {
  await t.close();
});

describe('response schemas', () => {
  it('are declared by every registered route, with at least one success status', () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes
      .filter((route) => !route.responseStatuses.some((status) => /^[23]/.test(status)))
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('declare the 204 of every DELETE (each answers no body)', () => {
    const deletes = t.app.registeredRoutes.filter((route) => route.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(0);
    for (const route of deletes) expect(route.responseStatuses, route.url).toContain('204');
  });
});
