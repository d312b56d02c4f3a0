import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postCartItem } from '#server/test/cart-form';
import { orderBody, orderHeaders, placeOrderRequest } from '#server/test/checkout-fixtures';
import { insertProduct } from '#server/test/fixtures';
import { type MailingShop, orderLinkIn, startMailingShop } from '#server/test/mailing-shop';
import { feetBannerCustomSize } from '#shared/test/custom-sizes';

/**
 * An order of a custom size names it '4 × 8 ft (48 × 96 in, custom)' in the customer's and the
 * shop's e-mails, on the order page and in the admin's details (docs/product/pricing.md#custom-sizes).
 */

let shop: MailingShop;
let productId: number;
beforeAll(async () => {
  shop = await startMailingShop({ shopNotifyEmail: 'owner@shop.test' });
  productId = (
    await insertProduct(shop.t.handle.db, {
      name: 'Custom Banner',
      sizes: [{ value: '2x4', label: "2' x 4'", price: '20.00' }],
      customSize: feetBannerCustomSize,
    })
  ).id;
});
afterAll(() => shop.close());

it('names the custom size in the e-mails, on the order page and in the admin', async () => {
  const { t, smtp, admin } = shop;
  const session = randomUUID();
  const added = await postCartItem(
    t.app,
    session,
    {
      productId: String(productId),
      quantity: '1',
      material: 'vinyl',
      customWidthIn: '48',
      customHeightIn: '96',
      designMethod: 'create',
      designNotes: 'Our logo',
    },
    [],
  );
  expect(added.statusCode, added.body).toBe(201);
  const response = await placeOrderRequest(t.app, orderHeaders(session), orderBody());
  expect(response.statusCode).toBe(201);
  const order = response.json() as { id: number };

  const mails = await smtp.waitFor(2);
  expect(mails).toHaveLength(2);
  for (const mail of mails) expect(mail.text).toContain('Size: 4 × 8 ft (48 × 96 in, custom)');
  const customerMail = mails.find((mail) => mail.to.includes(orderBody().customer.email));

  const { number, token } = orderLinkIn(customerMail);
  const page = await t.app.inject({ url: `/api/order-page/${number}`, headers: { 'x-order-token': token } });
  expect(page.statusCode).toBe(200);
  expect(JSON.stringify(page.json())).toContain('4 × 8 ft (48 × 96 in, custom)');

  const details = await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: { cookie: admin } });
  expect(details.statusCode).toBe(200);
  expect(JSON.stringify(details.json())).toContain('4 × 8 ft (48 × 96 in, custom)');
});
