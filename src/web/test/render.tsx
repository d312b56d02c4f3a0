import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { catalogTotalHeader } from '#shared/schemas/catalog-page';
import { AppProviders } from '#web/app/providers.tsx';
import { routes } from '#web/app/routes.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';

/** A fresh client per test with the app's defaults (no retry, never stale). */
export function createTestQueryClient(): QueryClient {
  return createQueryClient();
}

/** Renders the whole app (chrome + route table) at a URL. */
export function renderRoute(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const client = createTestQueryClient();
  const utils = render(
    <AppProviders client={client}>
      {/* As react-router/dom's RouterProvider does (its own import loads a second copy of the router here). */}
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
    </AppProviders>,
  );
  return { ...utils, router, client };
}

/** Renders one component inside the providers and a memory router. */
export function renderWithProviders(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const client = createTestQueryClient();
  const utils = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, client };
}

/** GET /api/products's answer: one page of product cards, and how many match in the total header. */
export function catalogPageResponse(cards: readonly unknown[], total: number = cards.length): Response {
  return Response.json(cards, { headers: { [catalogTotalHeader]: String(total) } });
}
