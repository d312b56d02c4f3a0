import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

/** Where the journeys leave screenshots (and the mails they rendered) for looking at; not committed. */
const screenshotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** The path of screenshots/<file>, the folder made if need be. */
export function screenshotPath(file: string): string {
  mkdirSync(screenshotsDir, { recursive: true });
  return path.join(screenshotsDir, file);
}

/**
 * Whether the journeys take their screenshots: yes on a developer's machine, no in CI, whose clone nobody
 * looks into (a full page rendered again and encoded is about a tenth of a journey's time on 2 cores).
 * E2E_SCREENSHOTS=1 or 0 decides either way.
 */
const takingScreenshots = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/**
 * screenshots/<name>-<width>.png at the page's width now: what the window shows, the whole page
 * (`fullPage`) or only `target`.
 */
export async function shoot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; target?: Locator } = {},
) {
  if (!takingScreenshots) return;
  const file = screenshotPath(`${name}-${page.viewportSize()?.width ?? 0}.png`);
  await (options.target
    ? options.target.screenshot({ path: file })
    : page.screenshot({ path: file, fullPage: options.fullPage ?? false }));
}

/**
 * Screenshots at the page's width and at a phone's (390 px): the whole page, or only `target`. The page's
 * size is put back afterwards.
 */
export async function shootAtBothWidths(page: Page, name: string, target?: Locator) {
  if (!takingScreenshots) return;
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const size of [desktop, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await (target ?? page.locator('body')).scrollIntoViewIfNeeded();
    await shoot(page, name, target ? { target } : { fullPage: true });
  }
  await page.setViewportSize(desktop);
}
