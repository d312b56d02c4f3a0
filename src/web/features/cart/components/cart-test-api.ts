import { HttpResponse } from 'msw';
import type { CartItem } from '#shared/schemas/cart';
import type { CalculateShippingResult, OrderSummary, PaymentMethod } from '#shared/schemas/checkout';
import type { PaymentConfig } from '#shared/schemas/payment-config';
import { defaultPromoSettings } from '#shared/schemas/promo';
import type { ShippingMethod } from '#shared/shipping';
import { handle, serve } from '#web/test/api-server.ts';
import { testOrder } from '#web/test/order-fixtures.ts';
import { cartItem, subtotalOf, testShippingSettings } from './checkout-fixtures.ts';

/**
 * The shop's cart, checkout and PayPal API for the cart component tests, as contract-built request handlers
 * (src/web/test/api-server.ts): a cart that remove, clear and a pay-in-store order change. A test answers a
 * route differently with `serve(handle(route, ...))`, and reads what was sent with `callsTo(route)`.
 */

/** The PayPal simulator: the checkout labels PayPal as a test mode. */
const testPaymentConfig: PaymentConfig = { paypalMode: 'simulator' };

/** The shipping quote of the settings above, without free shipping. */
function shippingQuote(method: ShippingMethod, subtotal: string): CalculateShippingResult {
  return {
    subtotal,
    shippingCost: method === 'pickup' ? '0.00' : method === 'rush' ? '75.00' : '15.00',
    freeShippingApplied: false,
    freeShippingReason: null,
    amountToFreeShipping: null,
  };
}

/** POST /api/orders's answer for an order it has just placed: 201 with the order. */
function placedOrder(order: OrderSummary): Response {
  return HttpResponse.json(order, { status: 201 });
}

export interface Shop {
  /** The session's cart as GET /api/cart answers it; a test may set it. */
  items: CartItem[];
}

/** Installs the shop's handlers for the running test, with a cart of `items`. */
export function serveShop(items: CartItem[] = [cartItem()]): Shop {
  const shop: Shop = { items: [...items] };
  serve(
    handle('GET /api/cart', () => shop.items),
    handle('DELETE /api/cart/:id', (call) => {
      shop.items = shop.items.filter((item) => item.id !== Number(call.pathParams.id));
      return undefined;
    }),
    handle('DELETE /api/cart', () => {
      shop.items = [];
      return undefined;
    }),
    // The page's chrome reads the promotion banner: switched off here.
    handle('GET /api/promo-settings', () => ({ ...defaultPromoSettings, bannerEnabled: false })),
    handle('GET /api/shipping-settings', () => testShippingSettings),
    handle('GET /api/payment-config', () => testPaymentConfig),
    handle('POST /api/calculate-shipping', (call) =>
      shippingQuote((call.body as { shippingMethod: ShippingMethod }).shippingMethod, subtotalOf(shop.items)),
    ),
    handle('POST /api/validate-discount', (call) => {
      const code = String((call.body as { code: string }).code).toUpperCase();
      return code === 'WELCOME10'
        ? { valid: true, discount: 10, message: 'Discount applied', code }
        : { valid: false, discount: 0, message: 'Invalid discount code', code: null };
    }),
    handle('POST /api/orders', (call) => {
      const { paymentMethod, shippingMethod } = call.body as {
        paymentMethod: PaymentMethod;
        shippingMethod: ShippingMethod;
      };
      if (paymentMethod === 'store') shop.items = [];
      return placedOrder(testOrder({ paymentMethod, shippingMethod }));
    }),
    handle('GET /api/orders/:id', () => testOrder()),
    handle('POST /paypal/order', () => ({
      id: 'PAYPAL-1',
      status: 'CREATED',
      links: [
        { href: 'https://paypal.test/checkoutnow?token=PAYPAL-1', rel: 'approve', method: 'GET' },
        { href: 'https://paypal.test/v2/checkout/orders/PAYPAL-1', rel: 'self', method: 'GET' },
      ],
    })),
  );
  return shop;
}
