import { LoaderCircle } from 'lucide-react';

/** Shown while a lazily loaded page (the admin) downloads on a first visit. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600">
      <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
