// The graph of the project's folders, drawn from the imports of its source files (tests excepted), and
// its cycles. docs/architecture.md names the folders ("rooms") and the one way they may depend.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const sourceFile = /\.(ts|tsx|mjs|js)$/;
const testFile = /\.(test|spec|ssr\.test)\.(ts|tsx)$|\/test\/|\/fuzz\//;
// Lines that open as comments (// ..., /* ..., * ... of a doc comment): an import named there is prose.
const commentLine = /^\s*(\/\/|\/\*|\*).*$/gm;
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The room a file belongs to: src/shared as a whole, a server module or a web feature as a whole, any
 * other folder on its own; a file at the top of src/server or src/web (the composition root, the shop's
 * errors) is a room by itself.
 */
export function roomOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'src' || parts.length < 3) return null;
  if (parts[1] === 'shared') return 'src/shared';
  const grouped =
    (parts[2] === 'modules' && parts[1] === 'server') || (parts[2] === 'features' && parts[1] === 'web');
  if (grouped && parts.length > 4) return parts.slice(0, 4).join('/');
  if (parts.length === 3) return file.replace(/\.(ts|tsx|mjs|js)$/, '');
  return parts.slice(0, -1).join('/');
}

/** Every source file under src, as paths relative to the project root, tests and test helpers left out. */
export function listSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (sourceFile.test(entry.name) && !testFile.test(rel) && !entry.name.endsWith('.d.ts'))
        files.push(rel);
    }
  };
  walk('src');
  return files;
}

/** The project-relative file an import names, or null for a package. */
export function resolveImport(fromFile: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(fromFile), specifier);
  else if (specifier.startsWith('#shared/')) target = `src/shared/${specifier.slice(8)}`;
  else if (specifier.startsWith('#server/')) target = `src/server/${specifier.slice(8)}`;
  else if (specifier.startsWith('#web/')) target = `src/web/${specifier.slice(5)}`;
  else return null;
  return target.replace(/\.(ts|tsx|mjs|js)$/, '');
}

/** Imports of each file: { file, target } pairs, targets without their extension. */
export type Import = { file: string; target: string };

export function readImports(
  root: string,
  files: readonly string[],
  readSource: (file: string) => string | undefined = () => undefined,
): Import[] {
  const edges: Import[] = [];
  for (const file of files) {
    const source = (readSource(file) ?? readFileSync(path.join(root, file), 'utf8')).replace(commentLine, '');
    for (const match of source.matchAll(importPattern)) {
      const target = resolveImport(file, (match[1] ?? match[2]) as string);
      if (target) edges.push({ file, target });
    }
  }
  return edges;
}

/**
 * The cycles of the folder graph: each strongly connected set of folders, with the imports that tie
 * them (file -> imported file), so a failure names the files that close the cycle.
 */
export type FolderCycle = { folders: string[]; imports: string[] };

export function folderCycles(edges: readonly Import[]): FolderCycle[] {
  const ties = new Map<string, Map<string, string[]>>();
  for (const { file, target } of edges) {
    const from = roomOf(file);
    const to = roomOf(target);
    if (!from || !to || from === to) continue;
    const out = ties.get(from) ?? new Map<string, string[]>();
    ties.set(from, out);
    out.set(to, [...(out.get(to) ?? []), `${file} -> ${target}`]);
  }
  const rooms = [
    ...new Set([...ties.keys(), ...[...ties.values()].flatMap((out) => [...out.keys()])]),
  ].sort();
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const lowOf = (room: string) => low.get(room) ?? 0;
  const visit = (room: string) => {
    index.set(room, counter);
    low.set(room, counter);
    counter += 1;
    stack.push(room);
    onStack.add(room);
    for (const next of ties.get(room)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(room, Math.min(lowOf(room), lowOf(next)));
      } else if (onStack.has(next)) low.set(room, Math.min(lowOf(room), index.get(next) ?? 0));
    }
    if (lowOf(room) === index.get(room)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== room);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const room of rooms) if (!index.has(room)) visit(room);
  return components.map((members) => {
    const inside = new Set(members);
    const imports: string[] = [];
    for (const from of members)
      for (const [to, lines] of ties.get(from) ?? []) if (inside.has(to)) imports.push(...lines);
    return { folders: members, imports: imports.sort() };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const cycles = folderCycles(readImports(root, listSources(root)));
  for (const cycle of cycles) {
    console.log(`cycle: ${cycle.folders.join(', ')}`);
    for (const line of cycle.imports) console.log(`  ${line}`);
  }
  if (cycles.length === 0) console.log('The folder graph has no cycle.');
  process.exitCode = cycles.length ? 1 : 0;
}
