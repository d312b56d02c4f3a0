import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { logInAsAdmin } from './admin-login.ts';
import { seriousViolations } from './axe.ts';
import { centsOf } from './money-text.ts';
import { shoot } from './screenshots.ts';
import { placeStoreOrder } from './store-order.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The owner's desk (docs/decisions/0032-owners-desk.md): the admin lands on the Overview, finds a customer's
 * new order by part of the e-mail, exports it as CSV, starts its production from the queue, takes the payment
 * at the counter, and sees the Overview count it.
 */

const todayCard = (page: Page) =>
  page.getByRole('list', { name: 'Sales by period' }).getByRole('listitem').filter({ hasText: 'Today' });

async function todaysFigures(page: Page) {
  const card = todayCard(page);
  await expect(card).toBeVisible();
  const revenue = centsOf(await card.locator('p').first().textContent());
  const orders = Number((await card.getByText(/^\d+ orders?$/).textContent())?.split(' ')[0]);
  return { revenue, orders };
}

test('the owner finds an order by its e-mail, starts it from the queue, and sees the Overview count it @phone', async ({
  page,
  request,
}, testInfo) => {
  // The desk with four axe scans and three full-page screenshots: close to a minute when both cores are
  // busy, as the other whole journeys are.
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `desk.${stamp}@printshop-customer.example`;
  const orderNumber = await placeStoreOrder(request, { name: `Desk ${stamp}`, email });

  await page.goto('/admin');
  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Sales at a glance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  const before = await todaysFigures(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Found by part of the e-mail, in any case.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(`DESK.${stamp}`.toUpperCase());
  await expect(page).toHaveURL(/[?&]q=/);
  const found = page.getByRole('button', { name: `View order ${orderNumber}` });
  await expect(found).toBeVisible();
  await expect(page.getByRole('button', { name: /^View order/ })).toHaveCount(1);
  // A row on a wide screen, a card on a phone: the number, the customer, the amount, the status, the due date.
  const foundRow = page.getByTestId('order-row');
  await expect(foundRow).toContainText(orderNumber);
  await expect(foundRow).toContainText(`Desk ${stamp}`);
  await expect(foundRow).toContainText('New');
  await expect(foundRow).toContainText(/\$\d+\.\d{2}/);
  await expect(foundRow).toContainText(/Due \w{3}, \w{3} \d{1,2}/);
  await shoot(page, 'admin-desk-orders-found', { fullPage: true });

  // Exported as CSV: the search's one order, one row for its one line.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(readFileSync(await download.path()), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row).toMatchObject({
    Order: orderNumber,
    Email: email,
    Status: 'New',
    'Payment method': 'Pay in Store',
    'Payment status': 'Pending',
    Product: 'Business Cards',
    Files: '1',
  });
  // The line steps from its price to its net, and the net and shipping make the order's total.
  const cell = (column: string) => centsOf(row[column] ?? '');
  expect(cell('Before discounts') - cell('Quantity discount')).toBe(cell('Line total'));
  expect(cell('Line total') - cell('Code discount')).toBe(cell('Line net'));
  expect(cell('Line net') + cell('Shipping')).toBe(cell('Order total'));

  // The production queue: the new order, with its line and artwork; one click starts it.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Production' })
    .click();
  await expect(page.getByRole('heading', { name: 'Production Queue' })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order ${orderNumber}` }) });
  await expect(card).toContainText(`Desk ${stamp}`);
  await expect(card).toContainText('Business Cards');
  await expect(card).toContainText('1 file');
  await expect(card).toContainText(/Due \w{3}, \w{3} \d{1,2}/);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-desk-production-queue', { fullPage: true });
  await card.getByRole('button', { name: `Start production of order ${orderNumber}` }).click();
  await expect(page.getByText(`Order ${orderNumber} is now In Progress.`).first()).toBeVisible();
  await expect(card.getByRole('button', { name: `Mark completed: order ${orderNumber}` })).toBeVisible();
  await expect(card).toContainText('In Progress');

  // The order's details say the due date; the customer pays at the counter.
  await card.getByRole('link', { name: `Order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Due');
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(dialog).toContainText('Paid');
  const total = centsOf(await dialog.getByTestId('summary-total').textContent());
  expect(total).toBeGreaterThan(0);
  expect(cell('Order total')).toBe(total);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The Overview counts it today (other journeys may pay for orders meanwhile: at least this one more).
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(async () => {
    const after = await todaysFigures(page);
    expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
    expect(after.revenue).toBeGreaterThanOrEqual(before.revenue + total);
  }).toPass();
  await expect(page.getByRole('region', { name: 'Top products, last 30 days' })).toContainText(
    'Business Cards',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'admin-desk-overview', { fullPage: true });
});
