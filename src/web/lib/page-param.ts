import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** A 1-based page number from the URL; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The URL value of a page: page 1 is left out. */
export function pageParam(page: number): string | null {
  return page > 1 ? String(page) : null;
}

/**
 * Moves to the last page when the URL asks for one past the end (an old link, or the last page emptied
 * by a change under a filter), instead of an empty list with no way back.
 */
export function useClampedPage(page: number, pageCount: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    const last = Math.max(1, pageCount ?? 1);
    if (pageCount !== undefined && page > last) setPage(last);
  }, [page, pageCount, setPage]);
}

/**
 * Sets or removes (null) several URL search parameters in one navigation, keeping the others and the
 * scroll position: list filters and pages live in the URL (reload, back button, a shared link).
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );
  return [params, update] as const;
}
