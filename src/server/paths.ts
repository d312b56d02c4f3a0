import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this module that holds package.json and the migrations
 * (works from src/ and dist/; dist/server-build has a package.json of its own, for the import aliases).
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'migrations'))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('The project root (package.json and migrations/) is not above the server code');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'migrations');
export const clientDistFolder = path.join(projectRoot, 'dist', 'client');
/** The built render entry of the storefront pages and the client's manifest (docs/decisions/0021). */
export const serverRenderFolder = path.join(projectRoot, 'dist', 'server-render');
