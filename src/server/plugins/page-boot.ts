import { createHash } from 'node:crypto';
import { serializeForScript } from '#shared/page-data';

/**
 * A server-rendered page loads its scripts only once its main picture is in (docs/decisions/0022). On a
 * slow line the picture, the styles and some 200 KB of script otherwise share the bandwidth, and the
 * picture a customer came to see arrives twice as late as on the same page without script. The bytes
 * are the same either way, so the page is interactive at about the same moment.
 */

/** The element holding the page's script URLs (JSON, not executed). */
export const pageScriptsElementId = 'page-scripts';

export interface PageScripts {
  /** The app's entry module. */
  entry: string;
  /** Every module the entry and the page's route import, fetched in parallel rather than one by one. */
  preload: string[];
}

/**
 * Runs after the document is parsed and its styles are in (a module script waits for both). The picture
 * it waits for is the one the page marked as its most important (fetchpriority="high"), for 3 s at most.
 */
export const pageBootScript = `const scripts = JSON.parse(document.getElementById('${pageScriptsElementId}').textContent);
const picture = document.querySelector('#root img[fetchpriority="high"]');
new Promise((resolve) => {
  if (!picture || picture.complete) return resolve();
  picture.addEventListener('load', resolve, { once: true });
  picture.addEventListener('error', resolve, { once: true });
  setTimeout(resolve, 3000);
}).then(() => {
  for (const href of scripts.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return import(scripts.entry);
});`;

/** The boot script's CSP source: the only inline script the policy lets run. */
export const pageBootScriptSource = `'sha256-${createHash('sha256').update(pageBootScript).digest('base64')}'`;

/** The tags that take the place of the shell's entry script and module preloads. */
export function pageBootTags(scripts: PageScripts): string {
  return (
    `<script type="application/json" id="${pageScriptsElementId}">${serializeForScript(scripts)}</script>\n    ` +
    `<script type="module">${pageBootScript}</script>`
  );
}
