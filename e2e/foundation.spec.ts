import { expect, test } from './test.ts';

test.describe('the shop foundation', () => {
  test('the home page lists the seeded products @phone', async ({ page }) => {
    await page.goto('/');
    const products = page.locator('#products');
    await expect(products.getByRole('heading', { name: 'Find Your Perfect Product' })).toBeVisible();
    await expect(products.getByRole('link', { name: /Customize Now/ }).first()).toBeVisible();
    expect(await products.getByRole('link', { name: /Customize Now/ }).count()).toBeGreaterThanOrEqual(12);
    await expect(products.getByText('Vinyl Banners', { exact: false }).first()).toBeVisible();
  });

  test('the navigation and footer are there', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} PrintPro Signs`);
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('an unknown product slug shows Product Not Found', async ({ page }) => {
    await page.goto('/products/no-such-product');
    await expect(page.getByText('Product Not Found')).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
  });

  test('a product page opens from its card', async ({ page }) => {
    await page.goto('/');
    await page
      .locator('#products')
      .getByRole('link', { name: /Customize Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
