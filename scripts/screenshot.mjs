// Takes full-page screenshots of a running shop at desktop and phone widths, to look at what was built.
// Usage: npx node scripts/screenshot.mjs http://localhost:3000/ [/cart ...]  -> screenshots/<name>-<width>.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = [1280, 390];
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const pagePath of paths.length ? paths : ['/']) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL(pagePath, base).toString(), { waitUntil: 'networkidle' });
    const name = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    await page.close();
    console.log(`screenshots/${name}-${width}.png`);
  }
}
await browser.close();
