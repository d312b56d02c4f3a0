import AxeBuilder from '@axe-core/playwright';
import { type CatalogSort, filterProducts, sortOptions, sortProducts } from '../src/shared/catalog.ts';
import type { ProductCard } from '../src/shared/schemas/catalog-page.ts';
import type { Category } from '../src/shared/schemas/category.ts';
import { shootAtBothWidths } from './screenshots.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

/**
 * The home catalogue against the seeded shop: every expected list is computed from what the API
 * returns, with the same shared filter and sort functions, so the test follows the seed data. The
 * demo catalogue fits on the home page's first page (24 cards), so every expected card is shown.
 */

interface Catalog {
  products: ProductCard[];
  categories: Category[];
}

async function loadCatalog(request: APIRequestContext): Promise<Catalog> {
  const [products, categories] = await Promise.all([
    // Every product in the catalogue's own order (oldest first, as ties are kept): newest first, reversed.
    request
      .get('/api/products?sort=newest&pageSize=100')
      .then((response) => response.json() as Promise<ProductCard[]>)
      .then((cards) => cards.reverse()),
    request.get('/api/categories').then((response) => response.json() as Promise<Category[]>),
  ]);
  expect(products.length).toBeGreaterThan(8);
  expect(products.length).toBeLessThanOrEqual(24);
  expect(categories.length).toBeGreaterThan(1);
  return { products, categories };
}

function expectedNames(
  catalog: Catalog,
  {
    q = '',
    categoryId = null,
    sort = 'popular',
  }: { q?: string; categoryId?: number | null; sort?: CatalogSort },
): string[] {
  return sortProducts(filterProducts(catalog.products, { q, categoryId }), sort).map(
    (product) => product.name,
  );
}

const cardNames = (page: Page) => page.locator('#products article h3');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });

async function expectCards(page: Page, names: string[]) {
  await expect(cardNames(page)).toHaveText(names);
  // Every matching card fits on the first page of the demo catalogue, so the total is the cards shown.
  const count = `Showing ${names.length} of ${names.length} ${names.length === 1 ? 'product' : 'products'}`;
  await expect(page.getByText(count, { exact: true })).toBeVisible();
}

/** The filter panel starts closed on a phone; open it when it is. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

function currentSearch(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.describe('the home catalogue', () => {
  test('search filters the cards as you type; the URL keeps it through a reload @phone', async ({
    page,
    request,
  }) => {
    const catalog = await loadCatalog(request);
    await page.goto('/');
    await expectCards(page, expectedNames(catalog, {}));

    // Matches names and descriptions, whatever the case.
    await searchBox(page).pressSequentially('BaNnEr');
    const banners = expectedNames(catalog, { q: 'banner' });
    expect(banners.length).toBeGreaterThan(1);
    await expectCards(page, banners);
    await expect(page).toHaveURL(/\?q=BaNnEr$/);

    await page.reload();
    await expect(searchBox(page)).toHaveValue('BaNnEr');
    await expectCards(page, banners);

    // A word that is only in some descriptions.
    const word = 'weather';
    await searchBox(page).fill(word);
    await expectCards(page, expectedNames(catalog, { q: word }));
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  });

  test('every category chip shows its products; the URL keeps the category through a reload', async ({
    page,
    request,
  }) => {
    const catalog = await loadCatalog(request);
    await page.goto('/');
    await openFilters(page);
    const chips = page.getByRole('group', { name: 'Category' }).getByRole('button');
    await expect(chips).toHaveText(['All Products', ...catalog.categories.map((category) => category.name)]);

    for (const category of catalog.categories) {
      await page.getByRole('button', { name: category.name, exact: true }).click();
      await expect(page.getByRole('button', { name: category.name, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const names = expectedNames(catalog, { categoryId: category.id });
      expect(names.length).toBeGreaterThan(0);
      await expectCards(page, names);
      expect(currentSearch(page).get('category')).toBe(category.slug);
    }

    const last = catalog.categories.at(-1) as Category;
    await page.reload();
    await expect(page.getByRole('button', { name: last.name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectCards(page, expectedNames(catalog, { categoryId: last.id }));

    await page.getByRole('button', { name: 'All Products' }).click();
    await expectCards(page, expectedNames(catalog, {}));
    expect(page.url()).not.toContain('?');

    // An unknown category falls back to All Products.
    await page.goto('/?category=no-such-category');
    await expect(page.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
    await expectCards(page, expectedNames(catalog, {}));
  });

  test('every sort orders the cards; the URL keeps the sort through a reload', async ({ page, request }) => {
    const catalog = await loadCatalog(request);
    await page.goto('/');
    await openFilters(page);
    const sortGroup = page.getByRole('group', { name: 'Sort by' });
    await expect(sortGroup.getByRole('radio')).toHaveCount(6);

    for (const option of [...sortOptions.slice(1), sortOptions[0]]) {
      if (!option) continue;
      await sortGroup.getByText(option.label, { exact: true }).click();
      await expect(sortGroup.getByRole('radio', { name: option.label })).toBeChecked();
      await expectCards(page, expectedNames(catalog, { sort: option.value }));
      expect(currentSearch(page).get('sort')).toBe(option.value === 'popular' ? null : option.value);
    }

    await sortGroup.getByText('Best Rated', { exact: true }).click();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Best Rated' })).toBeChecked();
    await expectCards(page, expectedNames(catalog, { sort: 'rating' }));

    // Filters combine: a category, a search and a sort at once, from a shared link.
    const category = catalog.categories[0] as Category;
    await page.goto(`/?q=e&category=${category.slug}&sort=price-desc`);
    await expectCards(page, expectedNames(catalog, { q: 'e', categoryId: category.id, sort: 'price-desc' }));
  });

  test('grid and list view; the URL keeps the view through a reload', async ({ page, request }) => {
    const catalog = await loadCatalog(request);
    await page.goto('/');
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expectCards(page, expectedNames(catalog, {}));
    const cards = page.locator('#products article');
    // 1280 px wide: four columns, so the first four cards share a row.
    const firstRow = await Promise.all([0, 1, 2, 3].map((index) => cards.nth(index).boundingBox()));
    expect(new Set(firstRow.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);

    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?view=list$/);
    await page.reload();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expectCards(page, expectedNames(catalog, {}));
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(second?.x).toBe(first?.x);
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);

    await grid.click();
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(page.url()).not.toContain('?');
  });

  test('the empty state: Clear Filters and Reset All Filters reset every filter @phone', async ({
    page,
    request,
  }) => {
    const catalog = await loadCatalog(request);
    const category = catalog.categories[0] as Category;
    await page.goto(`/?category=${category.slug}&sort=price-desc&view=list`);
    await expectCards(page, expectedNames(catalog, { categoryId: category.id, sort: 'price-desc' }));

    await searchBox(page).fill('no product is called this');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expectCards(page, expectedNames(catalog, {}));
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/\?view=list$/);

    await searchBox(page).fill('still nothing here');
    await expect(page.getByText('No products found')).toBeVisible();
    await page.getByRole('button', { name: 'Reset All Filters' }).click();
    await expectCards(page, expectedNames(catalog, {}));
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(searchBox(page)).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  });

  test("'Start Your Order' scrolls to the catalogue, and so does a fresh load of /#products", async ({
    page,
  }) => {
    const productsTop = () =>
      page.locator('#products').evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await page.goto('/');
    await expect(page.locator('#products article').first()).toBeVisible();
    expect(await productsTop()).toBeGreaterThan(300);
    // The home page's words about speed are the dates' own: rush makes an order in 1-2 business days,
    // shipping adds its transit; no promise the dates do not keep.
    await expect(page.getByRole('region', { name: /Custom Printing/ })).toContainText(
      'Rush production in 1-2 business days',
    );
    await expect(page.locator('body')).not.toContainText(
      /same[- ]day|within 24 hours|1-2 hours|24-48 hours/i,
    );
    // The jump is animated (unless the visitor asks for reduced motion).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior))
      .toBe('smooth');

    await page.getByRole('link', { name: /Start Your Order/ }).click();
    await expect(page).toHaveURL(/\/#products$/);
    // Just under the 64-px sticky header.
    await expect.poll(productsTop).toBe(64);

    await page.goto('/cart');
    await page.goto('/#products');
    await expect.poll(productsTop).toBe(64);
    await page.goto('/');
    await shootAtBothWidths(page, 'home');
  });

  test("'Get Free Quote' sends a quote request and thanks the visitor", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Free Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a Free Quote' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);

    await dialog.getByLabel('Name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill('grace@example.com');
    await dialog.getByLabel(/Product/).fill('Vinyl Banners');
    await dialog.getByLabel('Project details').fill('Three 2x4 ft banners for a conference next month.');
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/quote-requests')),
      dialog.getByRole('button', { name: 'Send Request' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(dialog.getByText("Thanks! We'll get back to you within one business day.")).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get Free Quote' })).toBeFocused();
  });
});
