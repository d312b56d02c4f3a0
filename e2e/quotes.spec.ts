import { CART_SESSION_KEY } from '../src/web/lib/cart-session.ts';
import { logInAsAdmin } from './admin-login.ts';
import { shopWithMail } from './mail-shop.ts';
import { shootAtBothWidths } from './screenshots.ts';
import { expect, newVisitor, test } from './test.ts';

/**
 * A quote request answered (docs/product/orders-and-statuses.md#quotes-answered). On a shop of its own
 * (port 3204) whose mail goes to a real SMTP server started here: a visitor asks for a quote, the owner
 * replies with a price, the customer opens the e-mailed link in another browser, adds the quote to the cart
 * at that price and orders it, and the owner sees the order under the reply.
 */

const shop = shopWithMail(3204, { SHOP_NOTIFY_EMAIL: 'owner@quotes.example' });
const { base } = shop;

test.describe.configure({ mode: 'serial' });

test('the owner answers a quote that the customer then orders at the quoted price', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = 'ada.quotes@example.com';

  // The visitor asks.
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Get Free Quote' }).click();
  const ask = page.getByRole('dialog', { name: 'Get a Free Quote' });
  await ask.getByLabel('Name').fill('Ada Lovelace');
  await ask.getByLabel('Email').fill(email);
  await ask.getByLabel(/Product/).fill('Stickers');
  await ask.getByLabel('Project details').fill('250 round stickers, 3 inches, for a launch.');
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(ask.getByText("Thanks! We'll get back to you within one business day.")).toBeVisible();

  // The owner replies with a price.
  const { context: desk, page: admin } = await newVisitor(browser);
  await admin.goto(`${base}/admin/orders`);
  await logInAsAdmin(admin);
  await admin.getByRole('button', { name: 'Reply with a price to Ada Lovelace' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reply with a price' });
  await expect(dialog).toContainText('250 round stickers, 3 inches, for a launch.');
  await dialog.getByRole('button', { name: 'Send the quote' }).click();
  await expect(dialog.getByText('Describe what you quote')).toBeVisible();
  const product = dialog.getByRole('combobox', { name: 'Product', exact: true });
  await product.fill('Custom Stickers');
  await admin
    .getByRole('listbox', { name: 'Products' })
    .getByRole('option', { name: /Custom Stickers/ })
    .click();
  await dialog.getByLabel('Description').fill('250 die-cut vinyl stickers, 3" circle, full colour');
  await dialog.getByLabel('Quantity').fill('250');
  await dialog.getByLabel('Price per piece').fill('1.20');
  await dialog.getByLabel(/Note to the customer/).fill('Outdoor vinyl, laminated.');
  await expect(dialog.getByText('Total: $300.00')).toBeVisible();
  // Ordered once, the default.
  await expect(dialog.getByLabel('Times it may be ordered')).toHaveValue('1');
  await shootAtBothWidths(admin, 'admin-quote-reply', dialog);
  await dialog.getByRole('button', { name: 'Send the quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`sent to ${email}`).first()).toBeVisible();
  const replyBox = admin.getByTestId('quote-reply').filter({ hasText: '250 die-cut vinyl stickers' });
  await expect(replyBox).toContainText('$300.00');
  await expect(replyBox).toContainText('Valid until');

  // The customer opens the e-mailed link in another browser and orders it.
  const [mail] = await shop.mailsTo(email, /^Your quote Q-\d+ from PrintPro Signs$/);
  const link = new RegExp(`${base}/quote/[\\w-]{43}`).exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeTruthy();
  const { context: elsewhere, page: customer } = await newVisitor(browser);
  await customer.goto(link!);
  await expect(customer.getByRole('heading', { level: 1, name: /^Your quote Q-\d+$/ })).toBeVisible();
  await expect(customer.getByText('Outdoor vinyl, laminated.')).toBeVisible();
  await expect(customer.getByText('$300.00').first()).toBeVisible();
  await shootAtBothWidths(customer, 'quote-page');
  await customer.getByRole('radio', { name: /Design it for me/ }).check();
  await customer.getByLabel(/Design Description/).fill('Our rocket logo on white.');
  await customer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(customer).toHaveURL(`${base}/cart`);
  const line = customer.getByTestId('cart-line');
  await expect(line).toContainText('Quoted price');
  await expect(line.getByTestId('line-total')).toHaveText('$300.00');
  await expect(line.getByRole('button', { name: /Change options/ })).toHaveCount(0);
  await expect(line.getByRole('spinbutton')).toHaveCount(0);
  await shootAtBothWidths(customer, 'cart-quoted-line', line);

  // A quote is already the price: no discount code with it, and the summary says why.
  await expect(customer.getByLabel('Discount code')).toHaveCount(0);
  await expect(customer.getByTestId('discount-quote-note')).toHaveText(
    'Discount codes do not apply to an order with a quoted item: the quote is already your price. To use a code, order the other items separately.',
  );
  await shootAtBothWidths(customer, 'checkout-quoted-line-no-code');
  const codeCheck = await customer.evaluate(async (sessionKey) => {
    const response = await fetch('/api/validate-discount', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': localStorage.getItem(sessionKey) ?? '' },
      body: JSON.stringify({ code: 'WELCOME10' }),
    });
    return (await response.json()) as { valid: boolean };
  }, CART_SESSION_KEY);
  expect(codeCheck.valid).toBe(false);

  await customer.getByRole('button', { name: 'Continue to Information' }).click();
  await customer.getByLabel(/Full Name/).fill('Ada Lovelace');
  await customer.getByLabel(/Email/).fill(email);
  await customer.getByRole('button', { name: 'Continue to Shipping' }).click();
  await customer.getByRole('radio', { name: /Store Pickup/ }).check();
  await customer.getByRole('button', { name: 'Continue to Payment' }).click();
  await customer.getByRole('radio', { name: /Pay in Store/ }).check();
  await customer.getByRole('button', { name: /^Place Order/ }).click();
  await expect(customer.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await customer.getByTestId('order-number').textContent())?.trim() ?? '';

  // The order's line is the quote at its price; the owner sees it ordered.
  const [received] = await shop.mailsTo(email, new RegExp(`order ${orderNumber}`, 'i'));
  expect(received!.text).toMatch(/250 × \$1\.20\s+\$300\.00/);
  expect(received!.text).toContain('250 die-cut vinyl stickers, 3" circle, full colour');
  await admin.reload();
  await expect(
    admin.getByTestId('quote-reply').filter({ hasText: '250 die-cut vinyl stickers' }),
  ).toContainText(`Ordered: ${orderNumber}`);
  await shootAtBothWidths(
    admin,
    'admin-quote-requests',
    admin.getByRole('region', { name: 'Quote requests' }),
  );

  // Ordered once, as allowed: the link says so and opens the order; a second order is refused.
  await customer.goto(link!);
  await expect(customer.getByRole('heading', { name: 'Quote ordered' })).toBeVisible();
  await expect(customer.getByTestId('quote-ordered')).toContainText(
    `This quote has been ordered: order ${orderNumber}.`,
  );
  await expect(customer.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await shootAtBothWidths(customer, 'quote-page-ordered');
  const token = link!.split('/quote/')[1]!;
  const again = await customer.evaluate(async (quoteToken) => {
    const form = new FormData();
    form.append('quoteToken', quoteToken);
    form.append('designMethod', 'create');
    form.append('designNotes', 'Again.');
    const response = await fetch('/api/cart', {
      method: 'POST',
      headers: { 'x-session-id': crypto.randomUUID() },
      body: form,
    });
    return { status: response.status, code: ((await response.json()) as { code: string }).code };
  }, token);
  expect(again).toEqual({ status: 409, code: 'QUOTE_ORDERED' });
  await customer.getByRole('link', { name: orderNumber }).click();
  await expect(customer.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

  await elsewhere.close();
  await desk.close();
});

test('a link that opens no quote says so @phone', async ({ page }) => {
  await page.goto(`${base}/quote/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link does not open a quote' })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});
