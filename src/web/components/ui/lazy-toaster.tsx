import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast.ts';

const Toaster = lazy(async () => ({ default: (await import('./toast.tsx')).Toaster }));

/**
 * Mounts the Radix toaster only once the first toast is raised, keeping its code (about 14 KB gzipped) out of
 * the home page's initial JavaScript (its budget: docs/performance-and-scaling.md). Once mounted it stays
 * mounted.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
