import { type AdminOrderView, adminOrderViewValues } from '#shared/schemas/admin';
import {
  type OrderStatus,
  orderStatusValues,
  type PaymentMethod,
  type PaymentStatus,
  paymentMethodValues,
  paymentStatusValues,
} from '#shared/schemas/checkout';
import { type ShippingMethod, shippingMethodValues } from '#shared/shipping';
import { pageParam, parsePage, useSearchParamsUpdate } from '#web/lib/page-param.ts';

function parseStatus(value: string | null): OrderStatus | null {
  return orderStatusValues.find((status) => status === value) ?? null;
}

export function parseView(value: string | null): AdminOrderView {
  return adminOrderViewValues.find((view) => view === value) ?? 'orders';
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((entry) => entry === value) ?? null;
}

/** A day of the date filters, 'YYYY-MM-DD', or '' when the address has none (or not a date). */
function parseDay(value: string | null): string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

/**
 * The list's filters besides status and view, as the address holds them
 * (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders).
 */
export interface OrderFilters {
  q: string;
  paymentStatus: PaymentStatus | null;
  paymentMethod: PaymentMethod | null;
  shippingMethod: ShippingMethod | null;
  rush: boolean | null;
  from: string;
  to: string;
}

/** The address's form of a filter: null leaves it out. */
function filterParam(key: keyof OrderFilters, value: OrderFilters[keyof OrderFilters]): string | null {
  if (value === null || value === '') return null;
  if (key === 'q' && typeof value === 'string') return value.trim() === '' ? null : value;
  return String(value);
}

/** ?order=42 (a link in the shop's e-mails) opens that order's details. */
function parseOrderId(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * The Orders tab's state in the URL, e.g. /admin/orders?q=ada&status=new&rush=true&from=2026-11-01&page=2, so a
 * reload, the back button and a shared link show the same list. Page 1, All Orders and the placed orders
 * view are left out of the URL.
 */
export function useOrdersUrlState() {
  const [params, update] = useSearchParamsUpdate();
  const rush = params.get('rush');
  const filters: OrderFilters = {
    q: params.get('q') ?? '',
    paymentStatus: oneOf(paymentStatusValues, params.get('paymentStatus')),
    paymentMethod: oneOf(paymentMethodValues, params.get('paymentMethod')),
    shippingMethod: oneOf(shippingMethodValues, params.get('shippingMethod')),
    rush: rush === 'true' ? true : rush === 'false' ? false : null,
    from: parseDay(params.get('from')),
    to: parseDay(params.get('to')),
  };
  return {
    filters,
    /** Changes one filter; the list goes back to its first page. */
    setFilter: <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
      update({ [key]: filterParam(key, value), page: null }),
    clearFilters: () =>
      update({
        q: null,
        paymentStatus: null,
        paymentMethod: null,
        shippingMethod: null,
        rush: null,
        from: null,
        to: null,
        status: null,
        page: null,
      }),
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
