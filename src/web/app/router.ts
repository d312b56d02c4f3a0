import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes.tsx';

/**
 * Loads the lazy route modules the current URL matches and puts them on the routes, so a router created
 * afterwards starts initialised: hydrating server HTML must not swap in a HydrateFallback while the page's
 * chunk downloads (React Router's "lazy routes and SSR hydration"). The server preloads these chunks.
 */
export async function resolveLazyMatches(routeList: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routeList, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
