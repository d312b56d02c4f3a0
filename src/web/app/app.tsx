import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers.tsx';
import type { createAppRouter } from './router.ts';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  /** When the server rendered the page being hydrated; absent for a page the browser renders. */
  renderedAt?: number | null;
}

export function App({ router, renderedAt = null }: AppProps) {
  return (
    <AppProviders renderedAt={renderedAt}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
