import { fromCents, toCents } from '#shared/money';
import type { CartItem } from '#shared/schemas/cart';
import type { Category } from '#shared/schemas/category';
import type { CalculateShippingResult } from '#shared/schemas/checkout';
import type { Product } from '#shared/schemas/product';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import { labelSelection } from '#shared/selection-labels';
import { makeProduct } from '#web/test/fixtures.ts';
import { testOrder } from '#web/test/order-fixtures.ts';
import { jsonResponse } from '#web/test/render.tsx';

/** Test data and a small fake of the shop's cart, checkout and PayPal API for the cart component tests. */

const cardsProduct: Product = makeProduct({
  id: 3,
  name: 'Business Cards',
  slug: 'business-cards',
  categoryId: 2,
  hasDoubleSided: true,
  hasLamination: true,
  hasCutShapes: true,
  hasFinishes: true,
  sizes: [{ value: 'standard', label: 'Standard 3.5" x 2"', price: '19.99' }],
  materials: [{ value: '16pt-cardstock', label: '16pt Cardstock', priceModifier: '0.00' }],
  cutShapes: [{ value: 'rounded-corners', label: 'Rounded Corners', price: '4.00' }],
  finishes: [{ value: 'soft-touch', label: 'Soft-Touch', priceModifier: 25 }],
  customOptions: [
    {
      id: 'opt-foil',
      name: 'Foil Accent',
      type: 'select',
      required: false,
      values: [{ value: 'gold', label: 'Gold foil', priceModifier: '15.00' }],
    },
  ],
  turnaroundTime: '1-2 business days',
});

const bannerProduct: Product = makeProduct({
  id: 7,
  name: 'Vinyl Banner',
  slug: 'vinyl-banner',
  categoryId: 1,
  sizes: [{ value: '3x6', label: "3' x 6'", price: '40.00' }],
  materials: [{ value: '13oz-vinyl', label: '13oz Vinyl', priceModifier: '0.00' }],
});

const testCategories: Category[] = [
  {
    id: 1,
    name: 'Banners & Signs',
    slug: 'banners-signs',
    description: null,
    options: {
      customOptions: [{ id: 'opt-grommets', name: 'Grommets', type: 'boolean', required: false, values: [] }],
    },
  },
  {
    id: 2,
    name: 'Custom Printing',
    slug: 'custom-printing',
    description: null,
    options: { customOptions: [] },
  },
];

/**
 * The display-ready fields GET /api/cart adds to a line: labels from the fixture product (with its
 * category's options), its free-shipping flag, turnaround and picture, and a price breakdown without a quantity tier.
 */
type StoredLine = Omit<
  CartItem,
  'options' | 'freeShipping' | 'turnaroundTime' | 'image' | 'price' | 'priceWhenAdded' | 'quote'
>;

function displayFields(item: StoredLine) {
  const product = [cardsProduct, bannerProduct].find((entry) => entry.id === item.productId);
  const category = testCategories.find((entry) => entry.id === product?.categoryId);
  const picture = product?.images[0];
  return {
    options: product ? labelSelection(product, item, category?.options.customOptions ?? []) : [],
    freeShipping: product?.freeShipping ?? false,
    turnaroundTime: product?.turnaroundTime ?? null,
    image: picture ? { url: picture, thumbnail: null } : null,
    priceWhenAdded: null,
    quote: null,
    price: {
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      subtotal: item.totalPrice,
      quantityTier: null,
      discount: '0.00',
      lineTotal: item.totalPrice,
    },
  };
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const item: StoredLine = {
    id: 11,
    productId: 3,
    productName: 'Business Cards',
    productSlug: 'business-cards',
    size: 'standard',
    customWidthIn: null,
    customHeightIn: null,
    material: '16pt-cardstock',
    quantity: 2,
    isDoubleSided: true,
    isRush: false,
    cutShape: 'rounded-corners',
    finish: 'soft-touch',
    lamination: false,
    customOptions: { 'opt-foil': 'gold' },
    designMethod: 'upload',
    designNotes: null,
    unitPrice: '25.00',
    totalPrice: '50.00',
    uploadedFiles: ['artwork.pdf'],
    files: [{ id: 'f1', originalName: 'artwork.pdf', size: 20480, mimeType: 'application/pdf' }],
    ...overrides,
  };
  return { ...item, ...displayFields(item), ...overrides };
}

export const bannerItem = (): CartItem =>
  cartItem({
    id: 12,
    productId: 7,
    productName: 'Vinyl Banner',
    productSlug: 'vinyl-banner',
    size: '3x6',
    material: '13oz-vinyl',
    quantity: 1,
    isDoubleSided: false,
    cutShape: null,
    finish: null,
    customOptions: { 'opt-grommets': true },
    designMethod: 'create',
    designNotes: 'Grand opening, red and gold',
    unitPrice: '40.00',
    totalPrice: '40.00',
    uploadedFiles: [],
    files: [],
  });

const testSettings: ShippingSettings = {
  storeAddress: '123 Print Avenue, Springfield, IL 62701',
  standardShippingPrice: '15.00',
  rushShippingPrice: '75.00',
  freeShippingEnabled: false,
  freeShippingMinimum: '0.00',
  orderCutoffHour: 12,
  timeZone: 'America/Chicago',
  federalHolidays: true,
  closedDays: [],
};

/** The items subtotal of a cart, as a decimal string. */
export function subtotalOf(items: readonly CartItem[]): string {
  return fromCents(items.reduce((sum, item) => sum + toCents(item.totalPrice), 0));
}

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

type Handler = (call: Call) => Response | Promise<Response>;

export interface FakeShop {
  items: CartItem[];
  calls: Call[];
  /** Replace one route's answer: key 'METHOD /path' (a path ending in '/*' matches any id). */
  override: (route: string, handler: Handler) => void;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  callsTo: (route: string) => Call[];
}

function defaultQuote(method: string, subtotal: string): CalculateShippingResult {
  if (method === 'pickup') {
    return {
      subtotal,
      shippingCost: '0.00',
      freeShippingApplied: false,
      freeShippingReason: null,
      amountToFreeShipping: null,
    };
  }
  return {
    subtotal,
    shippingCost: method === 'rush' ? '75.00' : '15.00',
    freeShippingApplied: false,
    freeShippingReason: null,
    amountToFreeShipping: null,
  };
}

/** A fake API with a cart that remove and clear change; every call is recorded. */
export function createFakeShop(initialItems: CartItem[] = [cartItem()]): FakeShop {
  const shop: FakeShop = {
    items: [...initialItems],
    calls: [],
    override: (route, handler) => overrides.set(route, handler),
    callsTo: (route) => shop.calls.filter((call) => matches(route, call)),
    fetch: async (input, init = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call: Call = { method: init.method ?? 'GET', url, body, headers: new Headers(init.headers) };
      shop.calls.push(call);
      for (const [route, handler] of overrides) if (matches(route, call)) return handler(call);
      for (const [route, handler] of Object.entries(defaults)) if (matches(route, call)) return handler(call);
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    },
  };
  const overrides = new Map<string, Handler>();
  const routeOf = (call: Call) => `${call.method} ${new URL(call.url, 'http://localhost').pathname}`;
  function matches(route: string, call: Call): boolean {
    const actual = routeOf(call);
    return route.endsWith('/*')
      ? actual.startsWith(route.slice(0, -1)) && actual.length > route.length - 1
      : actual === route;
  }
  const defaults: Record<string, Handler> = {
    'GET /api/cart': () => jsonResponse(shop.items),
    'DELETE /api/cart/*': (call) => {
      const id = Number(call.url.split('/').pop());
      shop.items = shop.items.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    },
    'DELETE /api/cart': () => {
      shop.items = [];
      return new Response(null, { status: 204 });
    },
    'GET /api/shipping-settings': () => jsonResponse(testSettings),
    'GET /api/payment-config': () => jsonResponse({ paypalMode: 'simulator' }),
    'POST /api/calculate-shipping': (call) =>
      jsonResponse(
        defaultQuote((call.body as { shippingMethod: string }).shippingMethod, subtotalOf(shop.items)),
      ),
    'POST /api/validate-discount': (call) => {
      const code = String((call.body as { code: string }).code).toUpperCase();
      return code === 'WELCOME10'
        ? jsonResponse({ valid: true, discount: 10, message: 'Discount applied', code })
        : jsonResponse({ valid: false, discount: 0, message: 'Invalid discount code', code: null });
    },
    'POST /api/orders': (call) => {
      const { paymentMethod, shippingMethod } = call.body as {
        paymentMethod: 'paypal' | 'store';
        shippingMethod: 'standard';
      };
      if (paymentMethod === 'store') shop.items = [];
      return jsonResponse(testOrder({ paymentMethod, shippingMethod }), { status: 201 });
    },
    'GET /api/orders/*': () => jsonResponse(testOrder()),
    'POST /paypal/order': () =>
      jsonResponse({
        id: 'PAYPAL-1',
        status: 'CREATED',
        links: [
          { href: 'https://paypal.test/checkoutnow?token=PAYPAL-1', rel: 'approve', method: 'GET' },
          { href: 'https://paypal.test/v2/checkout/orders/PAYPAL-1', rel: 'self', method: 'GET' },
        ],
      }),
  };
  return shop;
}
