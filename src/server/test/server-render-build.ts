import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { clientManifestFile } from '#server/modules/seo/page-render';
import { projectRoot } from '#server/paths';

/**
 * A client manifest as Vite writes it (build.manifest): the entry, a chunk it shares with the product
 * page, and the product page's own chunks. The files need not exist: the server only names them.
 */
export const testClientManifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_button-b1.js'],
    css: ['assets/index-e1.css'],
    dynamicImports: ['features/product/components/product-page.tsx'],
  },
  '_button-b1.js': { file: 'assets/button-b1.js' },
  'features/product/components/product-page.tsx': {
    file: 'assets/product-page-p1.js',
    isDynamicEntry: true,
    imports: ['_button-b1.js', '_tabs-t1.js'],
  },
  '_tabs-t1.js': { file: 'assets/tabs-t1.js' },
};

/**
 * Builds the storefront's render entry (src/web/entry-server.tsx) the way `npm run build` does, into a
 * temporary folder with the test manifest beside it: for the tests of the server-rendered pages, which
 * must not depend on a build being present (or stale) in dist/.
 */
export async function buildServerRender(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'server-render-'));
  // Vitest sets NODE_ENV=test, which would make Vite compile JSX for React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(projectRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { ssr: 'entry-server.tsx', outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(path.join(outDir, clientManifestFile), JSON.stringify(testClientManifest));
  return outDir;
}
