import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until React has taken over the page: hydrateRoot (a server-rendered page) or createRoot (the
 * cart, the admin) has been called on #root, so a click is handled or replayed instead of landing on
 * inert server HTML. A page without #root (an API answer, the PayPal simulator) has nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Makes `goto` and `reload` of this page wait for React (waitForHydration) before they return. */
function waitForHydrationAfterNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/**
 * A second visitor (another customer beside the admin): a fresh browser context and its page, which waits
 * for React after every `goto` and `reload` as the test's own page does. Close the context when done.
 */
export async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: waitForHydrationAfterNavigation(await context.newPage()) };
}

/**
 * Playwright's `test` whose page waits for React after every `goto` and `reload`: the storefront's pages
 * arrive rendered by the server (docs/decisions/0021), and a test that clicks before the page's script has
 * run would click nothing, as a customer's early tap would.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForHydrationAfterNavigation(page));
  },
});
