import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '#shared/schemas/api-contract';
import { createTestApp, type TestApp } from './test/test-app.ts';

// The web's component tests answer through apiContract (src/web/test/api-server.ts): each route there must
// be one the server registers, with the very schemas the server declares for its answers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API contract the web tests answer through', () => {
  it('names only registered routes, each with the schemas the server declares for those statuses', () => {
    const registered = new Map(
      t.app.registeredRoutes.map((route) => [`${route.method} ${route.url}`, route]),
    );
    const differences: string[] = [];
    for (const [route, schemas] of Object.entries(apiContract)) {
      const server = registered.get(route);
      if (!server) {
        differences.push(`${route}: not a route of the server`);
        continue;
      }
      for (const [status, schema] of Object.entries(schemas)) {
        if (server.responseSchemas[status] !== schema) {
          differences.push(`${route}: its ${status} answer is not the server's schema`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('declares every success status of the routes it names', () => {
    const missing = t.app.registeredRoutes.flatMap((route) => {
      const schemas = apiContract[`${route.method} ${route.url}` as keyof typeof apiContract];
      if (!schemas) return [];
      return route.responseStatuses
        .filter((status) => /^2/.test(status) && !(status in schemas))
        .map((status) => `${route.method} ${route.url}: ${status}`);
    });
    expect(missing).toEqual([]);
  });
});
