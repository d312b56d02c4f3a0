import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The head of the built src/web/index.html, as the server sees it before it writes the page's tags. */
export const testIndexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>PrintPro Signs | Custom Printing &amp; Signage</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A temporary stand-in for dist/client holding index.html, for tests of the page HTML. */
export function createTestClientDir(indexHtml = testIndexHtml): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  return clientDir;
}
