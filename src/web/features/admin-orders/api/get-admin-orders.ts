import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { AdminOrderList, AdminOrderView } from '#shared/schemas/admin';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '#shared/schemas/checkout';
import type { ShippingMethod } from '#shared/shipping';
import { apiRequestOr } from '#web/lib/api-client.ts';

export interface AdminOrdersFilter {
  /** null lists every order (All Orders). */
  status: OrderStatus | null;
  /** 'orders' (placed orders) or 'abandoned' (PayPal payments left unpaid and voided). */
  view: AdminOrderView;
  /** 1-based. */
  page: number;
  /** The search box: an order number, or part of a name, e-mail, company or phone; '' for none. */
  q?: string;
  paymentStatus?: PaymentStatus | null;
  paymentMethod?: PaymentMethod | null;
  shippingMethod?: ShippingMethod | null;
  /** true: orders with a rush line; false: without; null: all. */
  rush?: boolean | null;
  /** Days of the shop's calendar, 'YYYY-MM-DD'; '' for none. */
  from?: string;
  to?: string;
}

/** Every admin order query (lists and details) starts with this key; a status change invalidates it. */
export const adminOrdersQueryKey = ['/api/admin/orders'] as const;

/** The list's filters as query parameters; no status for All Orders, no view for the placed orders. */
function filterParams(filter: Omit<AdminOrdersFilter, 'page'>): URLSearchParams {
  const { status, view, q, paymentStatus, paymentMethod, shippingMethod, rush, from, to } = filter;
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  if (paymentStatus) params.set('paymentStatus', paymentStatus);
  if (paymentMethod) params.set('paymentMethod', paymentMethod);
  if (shippingMethod) params.set('shippingMethod', shippingMethod);
  if (rush !== null && rush !== undefined) params.set('rush', String(rush));
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (view !== 'orders') params.set('view', view);
  return params;
}

/** '/api/admin/orders?status=new&page=2'. */
function adminOrdersUrl(filter: AdminOrdersFilter): string {
  const params = filterParams(filter);
  params.set('page', String(filter.page));
  return `/api/admin/orders?${params}`;
}

/** The CSV of every order the filters find (all pages), one row per line item. */
export function adminOrdersExportUrl(filter: Omit<AdminOrdersFilter, 'page'>): string {
  const params = filterParams(filter).toString();
  return `/api/admin/orders/export.csv${params ? `?${params}` : ''}`;
}

/**
 * GET /api/admin/orders: 50 a page, newest first; any failure is 'Failed to fetch orders'
 * (docs/product/messages.md).
 */
function getAdminOrders(filter: AdminOrdersFilter, signal?: AbortSignal): Promise<AdminOrderList> {
  return apiRequestOr<AdminOrderList>(
    webMessages.fetchOrders,
    adminOrdersUrl(filter),
    signal ? { signal } : {},
  );
}

function adminOrdersQueryOptions(filter: AdminOrdersFilter) {
  return queryOptions({
    queryKey: [...adminOrdersQueryKey, 'list', adminOrdersUrl(filter)] as const,
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
  });
}

/** The previous page stays on screen while the next one loads. */
export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({ ...adminOrdersQueryOptions(filter), placeholderData: keepPreviousData });
}
