import { type AdminOrderView, adminOrderViewValues } from '#shared/schemas/admin';
import { type OrderStatus, orderStatusValues } from '#shared/schemas/checkout';
import { pageParam, parsePage, useSearchParamsUpdate } from '#web/lib/page-param.ts';

export function parseStatus(value: string | null): OrderStatus | null {
  return orderStatusValues.find((status) => status === value) ?? null;
}

export function parseView(value: string | null): AdminOrderView {
  return adminOrderViewValues.find((view) => view === value) ?? 'orders';
}

/** ?order=42 (a link in the shop's e-mails) opens that order's details. */
export function parseOrderId(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * The Orders tab's state in the URL, e.g. /admin/orders?status=new&view=abandoned&page=2&quotePage=3, so a
 * reload, the back button and a shared link show the same list. Page 1, All Orders and the placed orders
 * view are left out of the URL.
 */
export function useOrdersUrlState() {
  const [params, update] = useSearchParamsUpdate();
  return {
    status: parseStatus(params.get('status')),
    view: parseView(params.get('view')),
    page: parsePage(params.get('page')),
    quotePage: parsePage(params.get('quotePage')),
    openOrderId: parseOrderId(params.get('order')),
    closeOrder: () => update({ order: null }),
    setStatus: (status: OrderStatus | null) => update({ status, page: null }),
    setView: (view: AdminOrderView) => update({ view: view === 'orders' ? null : view, page: null }),
    setPage: (page: number) => update({ page: pageParam(page) }),
    setQuotePage: (page: number) => update({ quotePage: pageParam(page) }),
  };
}
