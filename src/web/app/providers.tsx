import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '#web/components/ui/lazy-toaster.tsx';
import { PageRenderTimeContext } from '#web/lib/hydration.ts';
import { queryClient as defaultQueryClient } from '#web/lib/query-client.ts';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client so cached answers never leak between them; the server one per request. */
  client?: QueryClient;
  /** When the server rendered the page being hydrated (src/shared/page-data.ts); absent otherwise. */
  renderedAt?: number | null;
}

export function AppProviders({
  children,
  client = defaultQueryClient,
  renderedAt = null,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <PageRenderTimeContext value={renderedAt}>
        {children}
        <LazyToaster />
      </PageRenderTimeContext>
    </QueryClientProvider>
  );
}
