import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';

/** The small things a customer notices. */

/** The characters of the element's text that begin a new line (the text wrapped just before them). */
async function lineStarts(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const characters: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? '';
      for (let index = 0; index < content.length; index += 1) {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        characters.push({ char: content[index] ?? '', top: range.getBoundingClientRect().top });
      }
    }
    return characters
      .filter((character, index) => index > 0 && character.top > (characters[index - 1]?.top ?? 0) + 2)
      .map((character) => character.char);
  });
}

test('the shop’s e-mail address wraps only before its @ or a dot, never inside a word @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  const links = page.locator('a[href^="mailto:"]');
  await expect(links.first()).toBeAttached();
  const starts: string[] = [];
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    starts.push(...(await lineStarts(link)));
  }
  // At 320 px the address does not fit a column on one line: it wraps, at a '.' or an '@' only.
  expect(starts.length).toBeGreaterThan(0);
  for (const start of starts) expect(['@', '.']).toContain(start);
});

test('a countdown of a day or more reads with days @phone', async ({ page }) => {
  const settings = (await (await page.request.get('/api/promo-settings')).json()) as {
    bannerEnabled: boolean;
    endTime: string | null;
  };
  test.skip(!settings.bannerEnabled || !settings.endTime, 'the demo promotion has no end time');
  const hoursLeft = (new Date(settings.endTime ?? 0).getTime() - Date.now()) / 3_600_000;
  await page.goto('/');
  const countdown = page.getByText(/\d{2}:\d{2}:\d{2} LEFT$/).first();
  if (hoursLeft > 24.1) {
    await expect(countdown).toHaveText(/^\d+d \d{2}:\d{2}:\d{2} LEFT$/);
  } else {
    await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2} LEFT$/);
  }
});

test('product badges never cover the picture, whose art carries text of its own @phone', async ({ page }) => {
  await page.goto('/');
  const badged = page.locator('article').filter({ has: page.getByRole('list', { name: 'Highlights' }) });
  await expect(badged.first()).toBeVisible();
  for (const card of await badged.all()) {
    await card.scrollIntoViewIfNeeded();
    const picture = await card.locator('img').first().boundingBox();
    const badges = await card.getByRole('list', { name: 'Highlights' }).boundingBox();
    if (!picture || !badges) throw new Error('a badged card without its picture or badges');
    const overlaps =
      badges.x < picture.x + picture.width &&
      picture.x < badges.x + badges.width &&
      badges.y < picture.y + picture.height &&
      picture.y < badges.y + badges.height;
    expect(overlaps).toBe(false);
  }
});

/**
 * Every enabled icon-only control on the page: a button or link with neither words of its own (a count
 * in a badge aside) nor a picture, which speaks for itself.
 */
async function iconOnlyControls(page: Page): Promise<Locator[]> {
  const controls = page.locator('button:visible:enabled, a[href]:visible');
  const found: Locator[] = [];
  for (const control of await controls.all()) {
    const iconOnly = await control.evaluate(
      (element) =>
        // biome-ignore lint/performance/useDomNodeTextContent: the words shown, not text hidden by CSS
        (element as HTMLElement).innerText.replace(/\d+\+?/g, '').trim() === '' &&
        element.querySelector('img, picture, video') === null,
    );
    if (iconOnly) found.push(control);
  }
  return found;
}

test('icon-only controls have a name and show it in a tooltip after 700 ms', async ({ page }) => {
  await page.goto('/products/business-cards');
  await page
    .getByLabel(/Upload Artwork Files/)
    .setInputFiles(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close notification' }).click();

  let checked = 0;
  for (const url of ['/', '/products/business-cards', '/cart']) {
    await page.goto(url);
    await expect(page.locator('main')).toBeVisible();
    for (const control of await iconOnlyControls(page)) {
      const name = await control.getAttribute('aria-label');
      expect(name, await control.evaluate((element) => element.outerHTML.slice(0, 120))).toBeTruthy();
      // Measured in the page, from the pointer's arrival to the tooltip's: the test's own clock would count
      // the time hover() takes to return on a busy machine.
      const delay = control.evaluate(
        (element) =>
          new Promise<number>((resolve) => {
            let entered = 0;
            element.addEventListener('pointerenter', () => {
              entered = performance.now();
            });
            const observer = new MutationObserver(() => {
              if (entered && document.querySelector('[role="tooltip"]')) {
                observer.disconnect();
                resolve(performance.now() - entered);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }),
      );
      await control.hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toHaveText(name ?? '');
      expect(await delay).toBeGreaterThanOrEqual(650);
      await page.mouse.move(640, 700, { steps: 4 });
      await expect(tooltip, `the tooltip of ${name} stays`).toHaveCount(0);
      checked += 1;
    }
  }
  // The promotion's dismiss and the cart link on every page, the gallery's full screen, the cart's + button.
  expect(checked).toBeGreaterThanOrEqual(8);
});

test('a tooltip also names an icon-only control reached by the keyboard', async ({ page }) => {
  await page.goto('/');
  const cart = page.getByRole('link', { name: /^Cart/ });
  await cart.focus();
  await expect(page.getByRole('tooltip')).toHaveText((await cart.getAttribute('aria-label')) ?? '');
});
