import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { logInAsAdmin } from './admin-login.ts';
import { shopWithMail } from './mail-shop.ts';
import { screenshotPath, shoot, shootAtBothWidths } from './screenshots.ts';
import { e2ePort, seededDataDir, startServer, waitForServer } from './server-process.ts';
import { expect, newVisitor, test } from './test.ts';

/**
 * After the order (docs/product/orders-and-statuses.md). A shop of its own (port 3201) whose mail goes to a
 * real SMTP server started here: the customer reads the order e-mail, opens its link in a fresh browser,
 * follows the order through the admin's status changes and tracking, and a PayPal payment held for review
 * settles by webhook.
 */

const artwork = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');
// The status e-mails at once (their one-minute grace period is tested against the API).
const shop = shopWithMail(3201, { STATUS_MAIL_DELAY_SECONDS: '0' });
const { base, mailsTo, orderLink } = shop;

test.describe.configure({ mode: 'serial' });

/**
 * Business cards with a PDF, to the Payment step of the shop at `shopUrl`, delivered to an address by
 * `shipping` (standard unless named).
 */
async function toPayment(page: Page, email: string, shopUrl = base, shipping = /Standard Shipping/) {
  await page.goto(`${shopUrl}/products/business-cards`);
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
  await page.getByRole('button', { name: 'Order Now' }).click();
  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await page.getByLabel(/Full Name/).fill('Grace Hopper');
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/Street Address/).fill('1 Navy Yard');
  await page.getByLabel(/City/).fill('Arlington');
  await page.getByLabel(/State/).selectOption('VA');
  await page.getByLabel(/ZIP Code/).fill('22202');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: shipping }).check();
  // Printed as submitted: the status may go to In Progress without a proof.
  await page.getByRole('radio', { name: /Print as submitted/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

const timelineStates = (page: Page) =>
  page
    .getByRole('list', { name: 'Order progress' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));

test('PayPal order → e-mail → order page from the link → In Progress → Completed with tracking', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = 'grace@example.com';
  await toPayment(page, email);
  const promised = (await page.getByTestId('payment-delivery-dates').textContent()) ?? '';
  expect(promised).toMatch(/^Arrives /);
  await page.getByRole('button', { name: /^Pay with PayPal/ }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  // The confirmation and the e-mail give the date the checkout promised, and the proof choice in its words.
  await expect(page.getByTestId('confirmation-expected')).toHaveText(promised);
  await expect(page.getByText(/You chose to print as submitted/)).toBeVisible();

  const [received] = await mailsTo(email, new RegExp(`^Your order ${orderNumber} at PrintPro Signs$`));
  expect(received!.text).toContain('PayPal: paid');
  const words = received!.text.replace(/\s+/g, ' ');
  expect(words).toContain(`Expected: ${promised}`);
  expect(words).toContain('You chose to print as submitted');
  expect(words).toContain('Thank you for your order, Grace!');
  const link = orderLink(received!);

  // The link opens the order in a browser that never saw the shop.
  const { context: elsewhere, page: reader } = await newVisitor(browser);
  await reader.goto(link);
  await expect(reader.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(reader.getByRole('list', { name: 'Ordered items' })).toContainText('artwork.pdf');
  await expect.poll(() => timelineStates(reader)).toEqual(['done', 'done', 'current', 'ahead']);

  // The confirmation links to the page too.
  await page.getByRole('button', { name: 'View your order page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

  const { context: desk, page: admin } = await newVisitor(browser);
  await admin.goto(`${base}/admin/orders`);
  await logInAsAdmin(admin);
  await admin.getByRole('button', { name: `View order ${orderNumber}` }).click();
  const details = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
  const status = details.getByRole('combobox', { name: `Status of order ${orderNumber}` });
  await status.selectOption('In Progress');
  await mailsTo(email, new RegExp(`^Your order ${orderNumber} is in production$`));

  await details.getByRole('combobox', { name: 'Carrier' }).selectOption('UPS');
  await details.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10123456784');
  await details.getByRole('button', { name: 'Save tracking' }).click();
  await expect(admin.getByText('Tracking saved', { exact: true })).toBeVisible();
  await shoot(admin, 'admin-fulfilment');
  await status.selectOption('Completed');
  const [shipped] = await mailsTo(email, new RegExp(`^Your order ${orderNumber} has shipped$`));
  expect(shipped!.html).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  expect(orderLink(shipped!)).not.toBe(link);
  await desk.close();

  await reader.goto(orderLink(shipped!));
  await expect.poll(() => timelineStates(reader)).toEqual(['done', 'done', 'done', 'done']);
  await expect(reader.getByRole('link', { name: /1Z999AA10123456784/ })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  await shootAtBothWidths(reader, 'order-page');
  // Every message as it arrived, for looking at (scripts/render-mail-preview.ts renders the samples).
  for (const mail of shop.smtp.received) {
    const name = mail.subject.replace(/[^\w]+/g, '-').toLowerCase();
    writeFileSync(screenshotPath(`mail-${name}.html`), mail.html);
  }
  await elsewhere.close();
});

test('a PayPal payment held for review settles by webhook: the order turns paid, with the e-mail', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = 'held@example.com';
  await toPayment(page, email);
  await page.getByRole('button', { name: /^Pay with PayPal/ }).click();
  await page.getByText('More test outcomes').click();
  await shoot(page, 'paypal-simulator-held', { fullPage: true });
  await page.getByRole('button', { name: 'Pay, held for review (then paid)' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

  const [placed] = await mailsTo(email, new RegExp(`^Your order ${orderNumber} at PrintPro Signs$`));
  expect(placed!.text).toContain('PayPal is reviewing the payment');
  const [paid] = await mailsTo(email, new RegExp(`^Payment received for order ${orderNumber}$`));
  await page.goto(orderLink(paid!));
  await expect(page.getByText('PayPal:')).toContainText('Paid');
  await expect.poll(() => timelineStates(page)).toEqual(['done', 'done', 'current', 'ahead']);
});

test('order lookup e-mails the link; a wrong or missing token is the same 404 page', async ({ page }) => {
  const email = 'lookup@example.com';
  await toPayment(page, email, base, /Store Pickup/);
  await page.getByRole('radio', { name: /Pay in Store/ }).check();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  const placedAt = Date.now();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  await mailsTo(email, /^Your order/);
  // The shop's 'New order', written beside the customer's in one event, goes out as fast (within 5 s).
  await expect
    .poll(() => shop.smtp.received.some((mail) => mail.subject.startsWith(`New order ${orderNumber}`)), {
      timeout: Math.max(1, 5_000 - (Date.now() - placedAt)),
    })
    .toBe(true);

  await page.goto(`${base}/order-lookup`);
  await page.getByRole('textbox', { name: /Order number/ }).fill(orderNumber);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('button', { name: 'E-mail me the link' }).click();
  const answer = await page.getByRole('status').filter({ hasText: 'we have sent a link' }).textContent();
  await shootAtBothWidths(page, 'order-lookup');
  const [linkMail] = await mailsTo(email, new RegExp(`^Your link to order ${orderNumber}`));
  const link = orderLink(linkMail!);

  await page.goto(`${base}/order-lookup`);
  await page.getByRole('textbox', { name: /Order number/ }).fill('#999999');
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('button', { name: 'E-mail me the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent a link' })).toHaveText(answer!);

  const number = orderNumber.slice(1);
  const wrong = [
    `${base}/orders/${number}`,
    `${base}/orders/${number}?token=${'x'.repeat(43)}`,
    `${base}/orders/999999?token=${new URL(link).searchParams.get('token')}`,
  ];
  const pages: string[] = [];
  for (const url of wrong) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    pages.push((await page.getByRole('main').textContent()) ?? '');
    await shoot(page, 'order-not-found');
  }
  expect(new Set(pages).size).toBe(1);
  const right = await page.goto(link);
  expect(right?.status()).toBe(200);
  expect(right?.headers()['cache-control']).toBe('no-store');
  expect(right?.headers()['referrer-policy']).toBe('no-referrer');
});

test('the outbox survives a crash: a mail queued before the server died goes out once after the restart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dataDir = seededDataDir();
  const crashPort = e2ePort(3202);
  const crashBase = `http://127.0.0.1:${crashPort}`;
  // No SMTP_URL: the order's mail waits in the outbox; then the process is killed outright.
  const first = startServer({ PORT: String(crashPort), PUBLIC_URL: crashBase, DATA_DIR: dataDir });
  await waitForServer(`${crashBase}/api/categories`);
  await toPayment(page, 'crash@example.com', crashBase, /Store Pickup/);
  await page.getByRole('radio', { name: /Pay in Store/ }).check();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  first.child.kill('SIGKILL');
  await first.exited;
  expect(shop.smtp.received.filter((mail) => mail.to.includes('crash@example.com'))).toEqual([]);

  const second = startServer({
    PORT: String(crashPort),
    PUBLIC_URL: crashBase,
    DATA_DIR: dataDir,
    SMTP_URL: shop.smtp.url,
  });
  try {
    await waitForServer(`${crashBase}/api/categories`);
    await mailsTo('crash@example.com', new RegExp(`^Your order ${orderNumber} at PrintPro Signs$`));
    await page.waitForTimeout(6_000);
    expect(shop.smtp.received.filter((mail) => mail.to.includes('crash@example.com'))).toHaveLength(1);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});
