import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { type PageScripts, pageBootTags } from '#server/plugins/page-boot';
import {
  pageDataElementId,
  type RenderStorefrontPage,
  type StorefrontPageData,
  serializeForScript,
} from '#shared/page-data';
import type { LoadedPage } from './page-data.ts';
import { injectPageHead } from './page-head.ts';

/**
 * Server-rendered storefront pages (docs/decisions/0021). The render entry (src/web/entry-server.tsx) is
 * built by Vite into dist/server-render, beside the client's manifest (which chunk holds which source
 * file). Without that build, or when rendering fails, a page is the client shell: index.html with the
 * page's head, which the browser renders as before.
 */

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json, moved by the build). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The render entry and the manifest, as the build writes them. */
export const renderEntryFile = 'entry-server.js';
export const clientManifestFile = 'client-manifest.json';

const rootElement = '<div id="root"></div>';

export interface PageRenderer {
  /**
   * The page's HTML: its head (title, meta, canonical, Open Graph, JSON-LD, preloads) and, for a
   * storefront page, its rendered body with the embedded data; otherwise the client shell.
   */
  html(
    page: LoadedPage,
    request: { url: string; method: string; log: FastifyBaseLogger },
  ): Promise<string | Readable>;
}

/**
 * What a rendered page loads: the entry module, every module it and the page's route chunks (`sources`)
 * import (to preload), and the route chunks' stylesheets that index.html does not already link. Null
 * when the manifest names no entry.
 */
function pageAssets(
  manifest: Manifest,
  sources: readonly string[],
): { scripts: PageScripts; stylesheets: string[] } | null {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return null;
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported, into);
  };
  const loadedByIndex = new Set<string>();
  visit(entryKey, loadedByIndex);
  const modules = new Set(loadedByIndex);
  for (const source of sources) visit(source, modules);
  const preload: string[] = [];
  const stylesheets: string[] = [];
  for (const key of modules) {
    const chunk = manifest[key];
    if (!chunk || key === entryKey) continue;
    preload.push(`/${chunk.file}`);
    if (!loadedByIndex.has(key)) for (const css of chunk.css ?? []) stylesheets.push(`/${css}`);
  }
  return { scripts: { entry: `/${manifest[entryKey]!.file}`, preload }, stylesheets };
}

/**
 * The shell's head for a rendered page: its entry script and module preloads give way to the boot script
 * (page-boot.ts), which loads them once the page's main picture is in; the route's stylesheets are linked.
 */
function renderedPageHead(shell: string, manifest: Manifest, sources: readonly string[]): string {
  const assets = pageAssets(manifest, sources);
  if (!assets) return shell;
  const head = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/gi, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/gi, '');
  const tags = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    pageBootTags(assets.scripts),
  ];
  return head.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** The built render entry and manifest in `renderDir`, or null when there is no such build. */
async function loadRenderBuild(
  renderDir: string | undefined,
): Promise<{ renderPage: RenderStorefrontPage; manifest: Manifest } | null> {
  if (!renderDir) return null;
  const entryPath = path.join(renderDir, renderEntryFile);
  const manifestPath = path.join(renderDir, clientManifestFile);
  if (!existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as { renderPage: RenderStorefrontPage };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return { renderPage: entry.renderPage, manifest };
}

async function* pageChunks(
  before: string,
  app: AsyncIterable<Uint8Array | string>,
  after: string,
): AsyncGenerator<Buffer> {
  yield Buffer.from(before);
  for await (const chunk of app) yield typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
  yield Buffer.from(after);
}

/** Everything the browser needs to hydrate: the data as JSON (not executed: the CSP allows no inline script). */
function dataScript(data: StorefrontPageData): string {
  return `<script type="application/json" id="${pageDataElementId}">${serializeForScript(data)}</script>`;
}

export async function createPageRenderer(options: {
  indexHtml: string;
  /** dist/server-render; absent or not built: every page is the client shell. */
  renderDir?: string | undefined;
  /** The shop's public address: the origin of the URL the router renders. */
  origin: string;
}): Promise<PageRenderer> {
  const build = options.indexHtml.includes(rootElement) ? await loadRenderBuild(options.renderDir) : null;
  const origin = new URL(options.origin).origin;
  return {
    async html(page, request) {
      const shell = injectPageHead(options.indexHtml, page.head);
      // A HEAD request gets the same status and headers without the work of a body it will not receive.
      if (!build || !page.data || request.method === 'HEAD') return shell;
      try {
        // The request's own path and query after the shop's origin (never resolved against it: a path
        // such as `//host/x` must stay the path the page data was read for).
        const rendered = await build.renderPage(`${origin}${request.url}`, page.data);
        if (!rendered) return shell;
        const head = renderedPageHead(shell, build.manifest, rendered.chunks);
        const at = head.indexOf(rootElement);
        const before = `${head.slice(0, at)}<div id="root">`;
        // The page shows without script, so the shell's 'needs JavaScript' note goes.
        const rest = head.slice(at + rootElement.length).replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, '');
        const after = `</div>${dataScript(page.data)}${rest}`;
        return Readable.from(pageChunks(before, rendered.html, after), { objectMode: false });
      } catch (error) {
        request.log.error(
          { err: error },
          'server rendering failed: the page is sent for the browser to render',
        );
        return shell;
      }
    },
  };
}
