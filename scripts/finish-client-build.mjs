// After `vite build`: precompress the client's static files and move its source maps out of the
// served folder (src/server/build/precompress-assets.ts).
import path from 'node:path';
import { moveSourceMaps, precompressAssets } from '../src/server/build/precompress-assets.ts';
import { root } from './build-lib.mjs';

const clientDir = path.join(root, 'dist', 'client');
const maps = await moveSourceMaps(clientDir, path.join(root, 'dist', 'client-sourcemaps'));
const compressed = await precompressAssets(clientDir);
console.log(
  `  ${compressed} files precompressed (br, gzip); ${maps} source maps moved to dist/client-sourcemaps`,
);
