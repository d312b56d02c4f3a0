import type {
  AdminMe,
  AdminOrder,
  AdminOrderList,
  AdminOrderListItem,
  AdminQuoteRequestList,
} from '#shared/schemas/admin';
import type { Overview } from '#shared/schemas/overview';
import type { ProductionQueue, ProductionQueueOrder } from '#shared/schemas/production-queue';
import type { AdminQuoteRequest, QuoteReply } from '#shared/schemas/quote-reply';
import { jsonResponse } from './render.tsx';

/** Test data and a small fake of the admin API for the admin component tests. */

export const testAdmin: AdminMe = { id: 1, email: 'owner@printpro.example' };

export function adminOrderRow(overrides: Partial<AdminOrderListItem> = {}): AdminOrderListItem {
  return {
    id: 1,
    orderNumber: '#001',
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    createdAt: '2025-05-01T12:00:00.000Z',
    productName: 'Vinyl Banner',
    size: "3' x 6'",
    itemCount: 3,
    filesToCheck: 0,
    total: '135.50',
    status: 'new',
    paymentMethod: 'paypal',
    paymentStatus: 'completed',
    shippingMethod: 'standard',
    rush: false,
    dueDate: '2025-05-07',
    ...overrides,
  };
}

export function adminOrderList(
  orders: AdminOrderListItem[] = [adminOrderRow()],
  overrides: Partial<AdminOrderList> = {},
): AdminOrderList {
  return {
    orders,
    page: 1,
    pageSize: 50,
    total: orders.length,
    pageCount: 1,
    ...overrides,
  };
}

/** An order of two items: a banner with every option and two files, and business cards with no extras. */
export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 1,
    orderNumber: '#001',
    status: 'new',
    paymentMethod: 'store',
    paymentStatus: 'pending',
    shippingMethod: 'pickup',
    proofRequested: false,
    paidAt: null,
    dueDate: '2026-12-02',
    tracking: null,
    customer: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      company: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      notes: '',
    },
    items: [
      {
        id: 10,
        productId: 7,
        productName: 'Vinyl Banner',
        quantity: 2,
        options: [
          { name: 'Size', value: '3x6', label: "3' x 6'" },
          { name: 'Material', value: '13oz-vinyl', label: '13oz Vinyl' },
          { name: 'Printing', value: 'two', label: 'Two-sided' },
          { name: 'Grommets', value: 'yes', label: 'Yes — Every 2 ft' },
          { name: 'Turnaround', value: 'rush', label: 'Rush (1-2 days)' },
        ],
        designMethod: 'upload',
        designNotes: 'Keep the logo centered',
        files: [
          { id: 'file-1', originalName: 'banner-art.png', size: 2048, mimeType: 'image/png' },
          { id: 'file-2', originalName: 'proof.pdf', size: 1_572_864, mimeType: 'application/pdf' },
          { id: 'file-3', originalName: 'logo.ai', size: 512, mimeType: 'application/postscript' },
        ],
        unitPrice: '40.00',
        lineTotal: '80.00',
        amountBeforeDiscount: '80.00',
        quantityDiscountPercent: null,
        size: "3' x 6'",
        isDoubleSided: true,
        isRush: true,
        proofs: [],
      },
      {
        id: 11,
        productId: 3,
        productName: 'Business Cards',
        quantity: 500,
        options: [],
        designMethod: 'create',
        designNotes: null,
        files: [],
        unitPrice: '0.10',
        lineTotal: '50.00',
        amountBeforeDiscount: '50.00',
        quantityDiscountPercent: null,
        size: null,
        isDoubleSided: false,
        isRush: false,
        proofs: [],
      },
    ],
    printWithoutApproval: null,
    subtotal: '130.00',
    discountCode: 'WELCOME10',
    discountPercentage: 10,
    discountAmount: '13.00',
    shippingCost: '0.00',
    total: '117.00',
    createdAt: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export function quoteRequest(overrides: Partial<AdminQuoteRequest> = {}): AdminQuoteRequest {
  return {
    id: 1,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    product: 'Yard Signs',
    details: 'Fifty yard signs for a campaign.',
    createdAt: '2025-05-02T12:00:00.000Z',
    replies: [],
    ...overrides,
  };
}

/** A quote the shop sent: 500 yard signs at $0.80 each, valid through Friday 11 December 2026, not ordered. */
export function quoteReply(overrides: Partial<QuoteReply> = {}): QuoteReply {
  return {
    id: 12,
    number: 'Q-12',
    productId: 9,
    productName: 'Yard Signs',
    description: '18x24 in, double-sided, with stakes',
    quantity: 500,
    unitPrice: '0.80',
    total: '400.00',
    maxOrders: 1,
    note: '',
    validDays: 14,
    validUntil: '2026-12-11',
    expired: false,
    orderNumbers: [],
    createdAt: '2026-11-27T15:00:00.000Z',
    ...overrides,
  };
}

export function quoteRequestList(
  quoteRequests: AdminQuoteRequest[] = [],
  overrides: Partial<AdminQuoteRequestList> = {},
): AdminQuoteRequestList {
  return {
    quoteRequests,
    page: 1,
    pageSize: 50,
    total: quoteRequests.length,
    pageCount: 1,
    ...overrides,
  };
}

export interface AdminCall {
  method: string;
  url: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (call: AdminCall) => Response | Promise<Response>;

export interface FakeAdminApi {
  /** The signed-in admin; null answers 401 to every admin call but the login. */
  me: AdminMe | null;
  calls: AdminCall[];
  /** Replace one route's answer: key 'METHOD /path' (a path ending in '/*' matches any id). */
  override: (route: string, handler: Handler) => void;
  callsTo: (route: string) => AdminCall[];
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/** One open order of the production queue: a banner due today, from a file that is fine. */
export function queueOrder(overrides: Partial<ProductionQueueOrder> = {}): ProductionQueueOrder {
  return {
    id: 1,
    orderNumber: '#001',
    customerName: 'Ada Lovelace',
    customerCompany: 'Engines & Co',
    status: 'new',
    shippingMethod: 'pickup',
    createdAt: '2026-11-25T16:00:00.000Z',
    dueDate: '2026-12-02',
    group: 'today',
    waitingOnProof: false,
    lines: [
      {
        id: 11,
        productName: 'Vinyl Banner',
        size: "3' x 6'",
        quantity: 2,
        isRush: false,
        artwork: { designHelp: false, files: 1, filesToCheck: 0, proof: null },
      },
    ],
    ...overrides,
  };
}

export function productionQueue(orders: ProductionQueueOrder[] = [queueOrder()]): ProductionQueue {
  return { today: '2026-12-02', orders, truncated: false };
}

/** Sales at a glance on Wednesday 2 December 2026: a quiet month with one good day. */
export function overview(overrides: Partial<Overview> = {}): Overview {
  const daily = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 3 + index)).toISOString().slice(0, 10);
    return { day, revenue: day === '2026-11-28' ? '450.00' : '0.00', orders: day === '2026-11-28' ? 3 : 0 };
  });
  return {
    today: '2026-12-02',
    timeZone: 'America/Chicago',
    periods: {
      today: { revenue: '0.00', orders: 0, previousRevenue: '0.00', previousOrders: 0 },
      last7Days: { revenue: '450.00', orders: 3, previousRevenue: '400.00', previousOrders: 2 },
      last30Days: { revenue: '450.00', orders: 3, previousRevenue: '900.00', previousOrders: 6 },
    },
    daily,
    averageOrderValue: '150.00',
    topProducts: [
      { name: 'Vinyl Banner', revenue: '300.00', quantity: 4 },
      { name: 'Business Cards', revenue: '150.00', quantity: 500 },
    ],
    topCategories: [{ name: 'Banners', revenue: '300.00', quantity: 4 }],
    discountCodes: [{ code: 'SAVE10', orders: 1, revenue: '135.00', discount: '15.00' }],
    ...overrides,
  };
}

export const unauthorized = () =>
  jsonResponse({ message: 'Not logged in', code: 'UNAUTHORIZED' }, { status: 401 });

/** A fake admin API: login with the password 'correct horse' signs in; every call is recorded. */
export function createFakeAdminApi({ me = null }: { me?: AdminMe | null } = {}): FakeAdminApi {
  const overrides = new Map<string, Handler>();
  const matches = (route: string, call: AdminCall) => {
    const actual = `${call.method} ${call.path}`;
    return route.endsWith('/*')
      ? actual.startsWith(route.slice(0, -1)) && actual.length > route.length - 1
      : actual === route;
  };
  const defaults: Record<string, Handler> = {
    'POST /api/admin/login': (call) => {
      const { password } = call.body as { email: string; password: string };
      if (password !== 'correct horse') {
        return jsonResponse(
          { message: 'Invalid password or e-mail', code: 'INVALID_LOGIN' },
          { status: 401 },
        );
      }
      api.me = testAdmin;
      return jsonResponse(testAdmin);
    },
    'POST /api/admin/logout': () => {
      api.me = null;
      return new Response(null, { status: 204 });
    },
    'GET /api/admin/me': () => (api.me ? jsonResponse(api.me) : unauthorized()),
    'GET /api/admin/orders': () => jsonResponse(adminOrderList()),
    'GET /api/admin/orders/*': () => jsonResponse(adminOrder()),
    'PATCH /api/admin/orders/*': (call) =>
      jsonResponse(adminOrder({ status: (call.body as { status: AdminOrder['status'] }).status })),
    'GET /api/admin/quote-requests': () => jsonResponse(quoteRequestList()),
    'GET /api/admin/production-queue': () => jsonResponse(productionQueue()),
    'GET /api/admin/overview': () => jsonResponse(overview()),
  };
  const api: FakeAdminApi = {
    me,
    calls: [],
    override: (route, handler) => overrides.set(route, handler),
    callsTo: (route) => api.calls.filter((call) => matches(route, call)),
    fetch: async (input, init = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const parsed = new URL(url, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call: AdminCall = {
        method: init.method ?? 'GET',
        url,
        path: parsed.pathname,
        params: parsed.searchParams,
        body,
        credentials: init.credentials,
      };
      api.calls.push(call);
      for (const [route, handler] of overrides) if (matches(route, call)) return handler(call);
      const open = call.path === '/api/admin/login' || call.path === '/api/admin/me';
      if (!open && call.path.startsWith('/api/admin/') && !api.me) return unauthorized();
      for (const [route, handler] of Object.entries(defaults)) if (matches(route, call)) return handler(call);
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    },
  };
  return api;
}
