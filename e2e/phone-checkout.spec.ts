import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * On a phone the total rides beside the way forward in a bar stuck to the bottom of the
 * screen, the discount entry comes before Place Order, and a toast never covers the field being typed in.
 */

const artwork = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');

async function startCheckout(page: Page) {
  await page.goto('/products/business-cards');
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
  await page.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The forward button and the total beside it are both inside the screen, on one row. */
async function expectTotalBesideForward(page: Page, forward: Locator) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const total = page.getByTestId('sticky-total');
  await expect(total).toBeInViewport();
  await expect(forward).toBeInViewport({ ratio: 1 });
  await expect(total.locator('span')).toHaveText(
    (await page.getByTestId('summary-total').textContent()) ?? '',
  );
  // Both read in one scroll position.
  const [totalBox, forwardBox] = (await forward.evaluate(
    (button, sticky) =>
      [sticky, button].map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    await total.elementHandle(),
  )) as [DOMRect, DOMRect];
  expect(totalBox.bottom).toBeGreaterThan(forwardBox.top);
  expect(totalBox.top).toBeLessThan(forwardBox.bottom);
  expect(forwardBox.bottom).toBeLessThanOrEqual(viewport.height);
}

test('the phone checkout keeps the total beside the way forward at every step @phone', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  await startCheckout(page);
  // Scrolled to the top and to the middle of a step: the bar stays on the screen.
  await expectTotalBesideForward(page, page.getByRole('button', { name: 'Continue to Information' }));
  await page.getByRole('heading', { name: 'Review Your Order' }).scrollIntoViewIfNeeded();
  await expectTotalBesideForward(page, page.getByRole('button', { name: 'Continue to Information' }));

  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await page.getByLabel(/Full Name/).fill('Grace Hopper');
  await page.getByLabel(/Email/).fill('grace@example.com');
  await expectTotalBesideForward(page, page.getByRole('button', { name: 'Continue to Shipping' }));
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Store Pickup/ }).check();
  await expectTotalBesideForward(page, page.getByRole('button', { name: 'Continue to Payment' }));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Pay in Store/ }).check();
  const placeOrder = page.getByRole('button', { name: /^Place Order/ });
  await expectTotalBesideForward(page, placeOrder);

  // The discount entry comes before Place Order, on the page and in the keyboard's order.
  const code = page.getByLabel('Discount code');
  const codeFirst = await code.evaluate(
    (field, button) => Boolean(field.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING),
    await placeOrder.elementHandle(),
  );
  expect(codeFirst).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect((await boxOf(code)).y).toBeLessThan((await boxOf(placeOrder)).y);

  // A discount applied here changes the total in the bar at once.
  await code.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('summary-discount')).toBeVisible();
  await expectTotalBesideForward(page, placeOrder);
  await expect(placeOrder).toHaveText(
    `Place Order · ${await page.getByTestId('summary-total').textContent()}`,
  );
});

test('a desktop checkout keeps its buttons under the step, the total in the summary beside it', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the desktop layout');
  await page.setViewportSize({ width: 1280, height: 900 });
  await startCheckout(page);
  await expect(page.getByTestId('sticky-total')).toBeHidden();
  // Read together, in one scroll position.
  const [step, forward, summary] = (await page.evaluate(() =>
    [
      document.querySelector('section[aria-labelledby="checkout-step-heading"]'),
      [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Continue to Information'),
      ),
      document.querySelector('section[aria-labelledby="order-summary-heading"]'),
    ].map((element) => element?.getBoundingClientRect().toJSON() as DOMRect),
  )) as [DOMRect, DOMRect, DOMRect];
  expect(forward.bottom).toBeLessThanOrEqual(step.bottom);
  expect(summary.left).toBeGreaterThanOrEqual(step.right);
});

test('a toast never covers the field being typed in @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout, whose screen a toast can fill');
  await startCheckout(page);
  // The on-screen keyboard is open: the screen left above it is short.
  await page.setViewportSize({ width: 412, height: 480 });
  // The code check fails (the network is down), which the shop says in a toast while the field keeps focus.
  await page.route('**/api/validate-discount', (route) => route.abort('internetdisconnected'));
  const code = page.getByLabel('Discount code');
  const toast = page
    .getByRole('region', { name: 'Notifications (F8)' })
    .locator('li')
    .filter({ hasText: 'Failed to validate discount code' });
  // The field at the bottom of the screen, where toasts usually appear, then at its top.
  for (const where of ['bottom', 'top'] as const) {
    await code.fill('SPRING');
    await code.evaluate((field, edge) => {
      const rect = field.getBoundingClientRect();
      const y = edge === 'bottom' ? rect.bottom - window.innerHeight + 8 : rect.top - 80;
      window.scrollBy(0, y);
      (field as HTMLInputElement).focus({ preventScroll: true });
    }, where);
    await code.press('Enter');
    await expect(toast).toBeVisible();
    await expect(code).toBeFocused();
    const [field, shown] = [await boxOf(code), await boxOf(toast)];
    const overlaps = shown.y < field.y + field.height && field.y < shown.y + shown.height;
    expect(overlaps, `the toast (${shown.y}-${shown.y + shown.height}) covers the field (${field.y})`).toBe(
      false,
    );
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toBeHidden();
  }
});
