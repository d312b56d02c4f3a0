import { readFileSync } from 'node:fs';
import { e2eAdmin, logInAsAdmin } from './admin-login.ts';
import { seriousViolations } from './axe.ts';
import { shoot } from './screenshots.ts';
import { addBusinessCardsToCart, artworkPdf as artwork, placeStoreOrder } from './store-order.ts';
import { expect, newVisitor, type Page, test } from './test.ts';

/**
 * The admin's journey against the real server: log in (a wrong password first), see a customer's order
 * placed through the shop's API, change and filter its status, read its details, download its
 * artwork and compare the bytes, log out.
 */

/** The orders as rows of the table, or as cards on a phone. */
const orderRows = (page: Page) => page.getByTestId('order-row');
const statusFilter = (page: Page) => page.getByLabel('Status', { exact: true });

test('the admin logs in, manages a new order, downloads its artwork and logs out @phone', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await logInAsAdmin(page, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Invalid password or e-mail');
  expect(await seriousViolations(page)).toEqual([]);
  await logInAsAdmin(page);
  await expect(page.getByText('Recent Orders')).toBeVisible();
  await expect(page.getByText(e2eAdmin.email)).toBeVisible();

  const customerName = `Ada ${testInfo.project.name} ${Date.now()}`;
  const orderNumber = await placeStoreOrder(request, { name: customerName });
  expect(orderNumber).toMatch(/^#\d{3,}$/);

  await page.reload();
  const row = orderRows(page).filter({ hasText: customerName });
  await expect(row).toContainText(orderNumber);
  await expect(row).toContainText('Business Cards');
  await expect(row).toContainText('Pay in Store');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-orders-orders-list', { fullPage: true });

  // Found by part of the customer's name, through the address: only that order.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(customerName.slice(4).toUpperCase());
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(row).toContainText('Store Pickup');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);

  await row.getByLabel(`Status of order ${orderNumber}`).selectOption('in_progress');
  await expect(row.getByLabel(`Status of order ${orderNumber}`)).toHaveValue('in_progress');
  await statusFilter(page).selectOption('in_progress');
  await expect(page).toHaveURL(/status=in_progress/);
  await expect(orderRows(page).filter({ hasText: customerName })).toBeVisible();
  await statusFilter(page).selectOption('completed');
  await expect(page.getByText(customerName)).toHaveCount(0);
  await statusFilter(page).selectOption('in_progress');

  await row.getByRole('button', { name: `View order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(customerName);
  await expect(dialog).toContainText('ada@example.com');
  await expect(dialog).toContainText('Not provided'); // no phone given
  await expect(dialog).toContainText('Business Cards');
  await expect(dialog).toContainText('artwork.pdf');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-orders-order-details');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download artwork.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('artwork.pdf');
  const saved = await download.path();
  expect(readFileSync(saved).equals(readFileSync(artwork))).toBe(true);
  // The Close button, not Escape: a key pressed while Chromium hands over the download was seen lost.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  expect((await page.request.get('/api/admin/orders')).status()).toBe(401);
});

test('a PayPal checkout left for pay in store is an abandoned payment, listed apart from the orders', async ({
  page,
  browser,
}, testInfo) => {
  const customerName = `Grace ${testInfo.project.name} ${Date.now()}`;
  const customer = await newVisitor(browser);
  const shopper = customer.page;
  await addBusinessCardsToCart(shopper);
  await shopper.goto('/cart');
  await shopper.getByRole('button', { name: 'Continue to Information' }).click();
  await shopper.getByLabel(/Full Name/).fill(customerName);
  await shopper.getByLabel(/Email/).fill('grace@example.com');
  await shopper.getByRole('button', { name: 'Continue to Shipping' }).click();
  await shopper.getByRole('radio', { name: /Store Pickup/ }).check();
  await shopper.getByRole('button', { name: 'Continue to Payment' }).click();
  // PayPal first, cancelled at PayPal; then the same cart paid in store.
  await shopper.getByRole('button', { name: /^Pay with PayPal/ }).click();
  await shopper.getByRole('button', { name: 'Cancel' }).click();
  await expect(shopper.getByText('Payment Failed', { exact: true })).toBeVisible();
  await shopper.getByRole('radio', { name: /Pay in Store/ }).check();
  await shopper.getByRole('button', { name: /^Place Order/ }).click();
  await expect(shopper.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await shopper.getByTestId('order-number').textContent()) ?? '';
  await customer.context.close();

  await page.goto('/admin/orders');
  await logInAsAdmin(page);
  const rows = () => orderRows(page).filter({ hasText: customerName });
  await expect(rows()).toHaveCount(1);
  await expect(rows()).toContainText(orderNumber);
  await expect(rows()).toContainText('Pay in Store');

  await page.getByLabel('Show', { exact: true }).selectOption('abandoned');
  await expect(page).toHaveURL(/view=abandoned/);
  await expect(page.getByRole('heading', { name: 'Abandoned Payments' })).toBeVisible();
  await expect(rows()).toHaveCount(1);
  await expect(rows()).toContainText('PayPal');
  await expect(rows()).toContainText('Abandoned');
  await expect(rows()).not.toContainText(orderNumber);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-orders-abandoned-payments', { fullPage: true });
});
