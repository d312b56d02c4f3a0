import { http } from 'msw';
import type {
  AdminMe,
  AdminOrder,
  AdminOrderList,
  AdminOrderListItem,
  AdminQuoteRequestList,
} from '#shared/schemas/admin';
import type { ApiRoute } from '#shared/schemas/api-contract';
import type { Overview } from '#shared/schemas/overview';
import type { ProductionQueue, ProductionQueueOrder } from '#shared/schemas/production-queue';
import type { AdminQuoteRequest, QuoteReply } from '#shared/schemas/quote-reply';
import { type ApiCall, type ApiResolver, apiError, apiServer, callsTo, handle, serve } from './api-server.ts';

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

export interface FakeAdminApi {
  /** The signed-in admin; null answers 401 to every admin call but the login. */
  me: AdminMe | null;
  /** Replace one route's answer for the running test. */
  override: <R extends ApiRoute>(route: R, resolve: ApiResolver<R>) => void;
  callsTo: (route: ApiRoute) => ApiCall[];
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

export const unauthorized = () => apiError(401, 'Not logged in', 'UNAUTHORIZED');

const openRoutes = new Set<string>(['/api/admin/login', '/api/admin/me']);

/**
 * The admin API for the running test: login with the password 'correct horse' signs in, and every admin
 * route answers 401 while no one is signed in. Routes without a default answer 404 unless overridden.
 */
export function createFakeAdminApi({ me = null }: { me?: AdminMe | null } = {}): FakeAdminApi {
  const guarded = <R extends ApiRoute>(route: R, resolve: ApiResolver<R>) =>
    handle(route, (call) => {
      if (!openRoutes.has(call.path) && call.path.startsWith('/api/admin/') && !api.me) return unauthorized();
      return resolve(call);
    });
  const api: FakeAdminApi = {
    me,
    override: (route, resolve) => serve(guarded(route, resolve)),
    callsTo,
  };
  apiServer.use(
    http.all('/api/admin/*', () => (api.me ? apiError(404, 'Not found', 'NOT_FOUND') : unauthorized())),
  );
  serve(
    guarded('POST /api/admin/login', (call) => {
      const { password } = call.body as { email: string; password: string };
      if (password !== 'correct horse') return apiError(401, 'Invalid password or e-mail', 'INVALID_LOGIN');
      api.me = testAdmin;
      return testAdmin;
    }),
    guarded('POST /api/admin/logout', () => {
      api.me = null;
      return undefined;
    }),
    guarded('GET /api/admin/me', () => api.me ?? unauthorized()),
    guarded('GET /api/admin/orders', () => adminOrderList()),
    guarded('GET /api/admin/orders/:id', () => adminOrder()),
    guarded('PATCH /api/admin/orders/:id/status', (call) =>
      adminOrder({ status: (call.body as { status: AdminOrder['status'] }).status }),
    ),
    guarded('GET /api/admin/quote-requests', () => quoteRequestList()),
    guarded('GET /api/admin/production-queue', () => productionQueue()),
    guarded('GET /api/admin/overview', () => overview()),
  );
  return api;
}
