// Tables with owners (docs/architecture.md#tables-and-their-owners): each table is defined in the schema
// file of the module that owns it (src/server/db/schema/<file>.ts). Another room reads it only through a
// read model the owner publishes there (a name ending in ReadModel) and never writes through one; no room
// imports every table at once (db/schema.ts is for the database itself, the seed and the tests). No room
// uses another module's repository; the composition root that wires repositories into services may.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listSources, resolveImport, roomOf } from './folder-graph.ts';

/** The room that owns each schema file's tables. */
export const schemaOwners: Record<string, string> = {
  'artwork-files': 'src/server/modules/cart',
  auth: 'src/server/modules/auth',
  cart: 'src/server/modules/cart',
  categories: 'src/server/modules/categories',
  discounts: 'src/server/modules/discounts',
  mail: 'src/server/modules/mail',
  orders: 'src/server/modules/orders',
  payments: 'src/server/payments',
  products: 'src/server/modules/products',
  promo: 'src/server/modules/promo',
  proofs: 'src/server/modules/proofs',
  quotes: 'src/server/modules/quotes',
  'rate-limit': 'src/server/plugins',
  reviews: 'src/server/modules/reviews',
  shipping: 'src/server/modules/shipping',
  throttle: 'src/server/throttle',
};

const schemaIndex = 'src/server/db/schema';
const schemaFile = /^src\/server\/db\/schema\/([\w-]+)$/;
const namedImport = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g;
const write = /\.(insert|update|delete)\(\s*(\w+)\s*\)/g;

/** The rooms allowed to import every table: the database itself, and the composition root at the top. */
function mayImportEveryTable(file: string): boolean {
  return file.startsWith('src/server/db/') || /^src\/server\/[\w-]+\.ts$/.test(file);
}

export function tableOwnershipViolations(
  root: string,
  files: readonly string[] = listSources(root).filter((file) => file.startsWith('src/server/')),
  readSource: (file: string) => string | undefined = () => undefined,
): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const source = readSource(file) ?? readFileSync(path.join(root, file), 'utf8');
    const room = roomOf(file);
    // The local names of the read models this file imports (`productsReadModel as products`).
    const readModels = new Set<string>();
    for (const match of source.matchAll(namedImport)) {
      const target = resolveImport(file, match[3] as string);
      if (!target) continue;
      const repositoryOf = /^(src\/server\/modules\/[\w-]+)\/[\w.-]+\.repository$/.exec(target)?.[1];
      if (repositoryOf && repositoryOf !== room && !/^src\/server\/[\w-]+\.ts$/.test(file)) {
        violations.push(`${file}: uses the repository ${target}; call its module's service instead`);
        continue;
      }
      if (target === schemaIndex && !mayImportEveryTable(file)) {
        violations.push(`${file}: imports every table (${schemaIndex}); import its owner's file instead`);
        continue;
      }
      const schema = schemaFile.exec(target)?.[1];
      if (!schema || file.startsWith('src/server/db/')) continue;
      const owner = schemaOwners[schema];
      if (!owner) {
        violations.push(`${file}: ${target} has no owner in scripts/architecture/table-owners.ts`);
        continue;
      }
      if (owner === room) continue;
      const typeOnly = match[1] !== undefined;
      for (const raw of (match[2] as string).split(',')) {
        const [name = '', local = name] = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/);
        if (name.endsWith('ReadModel')) readModels.add(local);
        if (name === '' || name.endsWith('ReadModel')) continue;
        if (typeOnly || raw.trim().startsWith('type ')) continue;
        violations.push(
          `${file}: reads ${name} of ${owner}; use the owner's service or a read model it publishes`,
        );
      }
    }
    for (const match of source.matchAll(write)) {
      const table = match[2] as string;
      if (readModels.has(table) || table.endsWith('ReadModel')) {
        violations.push(`${file}: writes ${table} through a read model: only its owner writes it`);
      }
    }
  }
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = tableOwnershipViolations(process.cwd());
  for (const line of violations) console.log(line);
  if (violations.length === 0) console.log('Every table is used by its owner or through a read model.');
  process.exitCode = violations.length ? 1 : 0;
}
