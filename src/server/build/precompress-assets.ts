import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Build steps for the client in dist/client (run by scripts/build-lib.mjs, after Vite): the static files
 * are compressed once, at the strongest settings, so the server sends them as they are instead of
 * compressing each request (@fastify/static's preCompressed), and the source maps leave the served
 * folder.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed answer saves less than its headers cost. */
const minBytes = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of at least 1 KiB, each only when
 * it is smaller than the file. index.html is left out: the server writes each page's head into it.
 * Answers how many files got a compressed copy.
 */
export async function precompressAssets(clientDir: string): Promise<number> {
  let count = 0;
  for (const file of await filesUnder(clientDir)) {
    if (!compressible.test(file)) continue;
    const bytes = await readFile(file);
    if (bytes.length < minBytes) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    count++;
  }
  return count;
}

/**
 * Moves every `.map` file out of the served client folder into `mapsDir`, keeping its relative path:
 * the maps stay for debugging a stack trace on the host, but no visitor can download the sources.
 */
export async function moveSourceMaps(clientDir: string, mapsDir: string): Promise<number> {
  await rm(mapsDir, { recursive: true, force: true });
  let count = 0;
  for (const file of await filesUnder(clientDir)) {
    if (!file.endsWith('.map')) continue;
    const target = path.join(mapsDir, path.relative(clientDir, file));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
    count++;
  }
  return count;
}
