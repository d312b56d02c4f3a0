import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { RenderedPage, RenderStorefrontPage } from '#shared/page-data';
import { seedPageData } from './app/page-data.ts';
import { AppProviders } from './app/providers.tsx';
import { type RouteRenderHandle, routes } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The server side of the storefront (docs/decisions/0021), built by Vite into dist/server-render and
 * called by the server (src/server/modules/seo/page-render.ts): renders a storefront page to HTML with the
 * same routes, providers and query keys as the browser, from data the server has already read.
 */

/** A render that takes longer is abandoned and the page is sent for the browser to render. */
const renderTimeoutMs = 10_000;

const handler = createStaticHandler(routes);

function renderHandle(handle: unknown): RouteRenderHandle | null {
  return typeof handle === 'object' && handle !== null && (handle as RouteRenderHandle).serverRendered
    ? (handle as RouteRenderHandle)
    : null;
}

/**
 * Renders the page at `url` (absolute) with `data`, or null when the URL is not a server-rendered page
 * (the cart, the admin). Rejects when rendering fails. Each call has its own query cache.
 */
export const renderPage: RenderStorefrontPage = async (url, data) => {
  // Decided before the router loads anything: the cart's and the admin's code never runs on the server.
  const page = renderHandle(matchRoutes(routes, new URL(url).pathname)?.at(-1)?.route.handle);
  if (!page) return null;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  if (context.errors) throw new Error('The page could not be matched', { cause: context.errors });

  const client = createQueryClient();
  seedPageData(client, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <AppProviders client={client} renderedAt={data.renderedAt}>
        {/* hydrate={false}: the router's own hydration script would be inline, which the CSP forbids. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );

  return new Promise<RenderedPage>((resolve, reject) => {
    let failure: unknown = null;
    // The data is already read, so nothing suspends: the whole page is ready at once, and it is only
    // sent complete. A partly rendered page would need React's inline scripts to finish it.
    const stream = renderToPipeableStream(app, {
      onError(error) {
        failure ??= error;
      },
      onShellError(error) {
        clearTimeout(timer);
        client.clear();
        reject(error);
      },
      onAllReady() {
        clearTimeout(timer);
        client.clear();
        if (failure !== null) {
          stream.abort();
          reject(failure);
          return;
        }
        const html = new PassThrough();
        stream.pipe(html);
        resolve({ html, chunks: [...(page.chunks ?? [])] });
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('Rendering took too long')), renderTimeoutMs);
  });
};
