import { seriousViolations } from './axe.ts';
import { expect, test } from './test.ts';

/** axe-core on the storefront pages: no serious or critical violations, at desktop and phone width. */
test.describe('accessibility', () => {
  test('home page @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Customize Now/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('home page with the filter panel open and list view @phone', async ({ page }) => {
    await page.goto('/?view=list');
    await expect(page.getByRole('link', { name: /Customize Now/ }).first()).toBeVisible();
    const filters = page.getByRole('button', { name: /Filters/ });
    if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('product page @phone', async ({ page }) => {
    await page.goto('/products/vinyl-banners');
    await expect(page.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('product page with its reviews tab and a blocked order', async ({ page }) => {
    await page.goto('/products/vinyl-banners');
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Files Required', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
