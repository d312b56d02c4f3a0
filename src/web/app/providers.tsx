import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '#web/components/ui/lazy-toaster.tsx';
import { queryClient as defaultQueryClient } from '#web/lib/query-client.ts';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client so cached answers never leak between them. */
  client?: QueryClient;
}

export function AppProviders({ children, client = defaultQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
