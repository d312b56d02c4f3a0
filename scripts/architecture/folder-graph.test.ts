import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, listSources, readImports, roomOf } from './folder-graph.ts';

// docs/architecture.md: the rooms of src depend one way. A cycle between folders (not only between files)
// fails here, naming the imports that close it.

const root = path.resolve(import.meta.dirname, '../..');

describe('the folder graph of src', () => {
  it('has no cycle', () => {
    const cycles = folderCycles(readImports(root, listSources(root)));
    expect(cycles).toEqual([]);
  });

  it('fails on a planted import from mail into orders, naming the files that close the cycle', () => {
    const planted = 'src/server/modules/mail/planted.ts';
    const sources = [...listSources(root), planted];
    const edges = readImports(root, sources, (file) =>
      file === planted
        ? "import { placeOrder } from '#server/modules/orders/orders.service';\nexport const x = placeOrder;\n"
        : undefined,
    );
    const [cycle, ...others] = folderCycles(edges);
    expect(others).toEqual([]);
    expect(cycle?.folders).toEqual(
      expect.arrayContaining(['src/server/modules/mail', 'src/server/modules/orders']),
    );
    expect(cycle?.imports).toContain(`${planted} -> src/server/modules/orders/orders.service`);
    // The other half of the circle: a file of orders that queues mail.
    expect(
      cycle?.imports.some((line) =>
        /^src\/server\/modules\/orders\/.* -> src\/server\/modules\/mail\//.test(line),
      ),
    ).toBe(true);
  });

  it('reads every form of import: relative, #aliases, re-exports and import()', () => {
    const file = 'src/web/features/cart/example.ts';
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../product/b.tsx';",
      "export { c } from '#web/features/catalog/c.ts';",
      "const d = await import('#server/modules/orders/d');",
      "import { e } from '#shared/money';",
      "import { z } from 'zod';",
      "// import { f } from '../checkout/f.ts';",
    ].join('\n');
    const targets = readImports(root, [file], () => source).map((edge) => edge.target);
    expect(targets).toEqual([
      'src/web/features/cart/a',
      'src/web/features/product/b',
      'src/web/features/catalog/c',
      'src/server/modules/orders/d',
      'src/shared/money',
    ]);
  });

  it.each([
    ['src/server/modules/orders/orders.service.ts', 'src/server/modules/orders'],
    ['src/web/features/cart/components/cart-page.tsx', 'src/web/features/cart'],
    ['src/shared/schemas/product.ts', 'src/shared'],
    ['src/server/db/seed/demo-catalogue.ts', 'src/server/db/seed'],
    ['src/server/app.ts', 'src/server/app'],
    ['src/web/components/ui/button.tsx', 'src/web/components/ui'],
  ])('puts %s in the room %s', (file, room) => {
    expect(roomOf(file)).toBe(room);
  });
});
