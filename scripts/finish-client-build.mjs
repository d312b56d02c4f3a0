// After `vite build` (client and server render): move the client's manifest beside the render entry, which
// reads it (docs/decisions/0021), precompress the client's static files and move its source maps out of the
// served folder (src/server/build/precompress-assets.ts).
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { moveSourceMaps, precompressAssets } from '../src/server/build/precompress-assets.ts';
import { root } from './build-lib.mjs';

const clientDir = path.join(root, 'dist', 'client');
const renderDir = path.join(root, 'dist', 'server-render');
mkdirSync(renderDir, { recursive: true });
renameSync(path.join(clientDir, '.vite', 'manifest.json'), path.join(renderDir, 'client-manifest.json'));
rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
const maps = await moveSourceMaps(clientDir, path.join(root, 'dist', 'client-sourcemaps'));
const compressed = await precompressAssets(clientDir);
console.log(
  `  ${compressed} files precompressed (br, gzip); ${maps} source maps moved to dist/client-sourcemaps`,
);
