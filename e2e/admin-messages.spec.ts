import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logInAsAdmin } from './admin-login.ts';
import { shoot } from './screenshots.ts';
import { expect, newVisitor, test } from './test.ts';

/**
 * The browser-test server has no SMTP_URL, so an order's e-mails wait in the outbox, and Admin → Messages
 * shows them: the customer's, rendered as it would go out, and the shop's notice
 * (docs/decisions/0027-mail-outbox.md).
 */

const artwork = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');

test('an order’s e-mails wait in the outbox and read in Admin → Messages @phone', async ({
  page,
  browser,
}) => {
  const { context: visitor, page: customer } = await newVisitor(browser);
  await customer.goto('/products/business-cards');
  await customer.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
  await customer.getByRole('button', { name: 'Order Now' }).click();
  await customer.getByRole('button', { name: 'Continue to Information' }).click();
  await customer.getByLabel(/Full Name/).fill('Mail Reader');
  await customer.getByLabel(/Email/).fill('mail.reader@example.com');
  await customer.getByRole('button', { name: 'Continue to Shipping' }).click();
  await customer.getByRole('radio', { name: /Store Pickup/ }).check();
  await customer.getByRole('button', { name: 'Continue to Payment' }).click();
  await customer.getByRole('radio', { name: /Pay in Store/ }).check();
  await customer.getByRole('button', { name: /^Place Order/ }).click();
  await expect(customer.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await customer.getByTestId('order-number').textContent())?.trim() ?? '';
  await visitor.close();
  expect(orderNumber).toMatch(/^#\d+$/);

  await page.goto('/admin/messages');
  await logInAsAdmin(page);
  await expect(page.getByText(/No mail server is set/)).toBeVisible();
  const mine = page
    .getByTestId('message')
    .filter({ hasText: 'mail.reader@example.com' })
    .filter({ hasText: `Your order ${orderNumber} at PrintPro Signs` });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Waiting')).toBeVisible();
  await expect(mine.getByText('Not sent: no mail server is set')).toBeVisible();
  await expect(
    page
      .getByTestId('message')
      .filter({ hasText: `New order ${orderNumber}:` })
      .filter({ hasText: 'owner@e2e.example' }),
  ).toHaveCount(1);

  await shoot(page, 'admin-messages', { fullPage: true });

  await mine.getByRole('button', { name: `Your order ${orderNumber} at PrintPro Signs` }).click();
  const dialog = page.getByRole('dialog', { name: `Your order ${orderNumber} at PrintPro Signs` });
  const html = dialog.frameLocator('iframe[title="The message as HTML"]');
  await expect(html.getByRole('heading', { name: 'Thank you for your order, Mail!' })).toBeVisible();
  await expect(html.getByText('Store pickup at')).toBeVisible();
  await shoot(page, 'admin-message');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
