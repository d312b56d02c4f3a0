import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type OrderStatus, orderStatusValues } from '../../../../shared/schemas/checkout.ts';

/** A 1-based page number from the URL; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function parseStatus(value: string | null): OrderStatus | null {
  return orderStatusValues.find((status) => status === value) ?? null;
}

/**
 * The Orders tab's state in the URL, e.g. /admin/orders?status=new&page=2&quotePage=3, so a reload, the
 * back button and a shared link show the same list. Page 1 and All Orders are left out of the URL.
 */
export function useOrdersUrlState() {
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
  const pageValue = (page: number) => (page > 1 ? String(page) : null);
  return {
    status: parseStatus(params.get('status')),
    page: parsePage(params.get('page')),
    quotePage: parsePage(params.get('quotePage')),
    setStatus: (status: OrderStatus | null) => update({ status, page: null }),
    setPage: (page: number) => update({ page: pageValue(page) }),
    setQuotePage: (page: number) => update({ quotePage: pageValue(page) }),
  };
}

/**
 * Moves to the last page when the URL asks for one past the end (an old link, or the last page emptied
 * by a status change under a filter), instead of an empty list with no way back.
 */
export function useClampedPage(page: number, pageCount: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    const last = Math.max(1, pageCount ?? 1);
    if (pageCount !== undefined && page > last) setPage(last);
  }, [page, pageCount, setPage]);
}
