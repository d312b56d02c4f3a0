import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableOwnershipViolations } from './table-owners.ts';

// docs/architecture.md#tables-and-their-owners: a table is written only by its owner; other rooms read it
// through a read model the owner publishes, and no room but the database's imports every table.

const root = path.resolve(import.meta.dirname, '../..');

/** The violations of one planted file. */
const plant = (file: string, source: string) => tableOwnershipViolations(root, [file], () => source);

describe('tables with owners', () => {
  it('holds on the tree', () => {
    expect(tableOwnershipViolations(root)).toEqual([]);
  });

  it('refuses a module that imports every table', () => {
    expect(
      plant('src/server/modules/desk/planted.ts', "import { orders } from '#server/db/schema';\n"),
    ).toEqual([
      "src/server/modules/desk/planted.ts: imports every table (src/server/db/schema); import its owner's file instead",
    ]);
  });

  it("refuses reading another module's table other than through its read model", () => {
    expect(
      plant('src/server/modules/mail/planted.ts', "import { orders } from '#server/db/schema/orders';\n"),
    ).toEqual([
      "src/server/modules/mail/planted.ts: reads orders of src/server/modules/orders; use the owner's service or a read model it publishes",
    ]);
  });

  it('refuses writing through a read model, however it is named', () => {
    const source = [
      "import { ordersReadModel as orders } from '#server/db/schema/orders';",
      'export const x = (db) => db.update(orders).set({});',
    ].join('\n');
    expect(plant('src/server/payments/planted.ts', source)).toEqual([
      'src/server/payments/planted.ts: writes orders through a read model: only its owner writes it',
    ]);
  });

  it('lets the owner use its tables and others read through the read model', () => {
    const owner = [
      "import { orderItems, orders } from '#server/db/schema/orders';",
      'export const x = (db) => db.update(orders).set({}).from(orderItems);',
    ].join('\n');
    expect(plant('src/server/modules/orders/planted.ts', owner)).toEqual([]);
    const reader = [
      "import { ordersReadModel as orders } from '#server/db/schema/orders';",
      "import type { ChosenOption } from '#server/db/schema/orders';",
      'export const x = (db) => db.select().from(orders);',
    ].join('\n');
    expect(plant('src/server/modules/desk/planted.ts', reader)).toEqual([]);
  });

  it("refuses another room's use of a module's repository, except the composition root's", () => {
    const source = "import { createOrdersRepository } from '#server/modules/orders/orders.repository';\n";
    expect(plant('src/server/uploads/planted.ts', source)).toEqual([
      "src/server/uploads/planted.ts: uses the repository src/server/modules/orders/orders.repository; call its module's service instead",
    ]);
    expect(plant('src/server/app.ts', source)).toEqual([]);
  });

  it('lets the composition root and the database import every table', () => {
    const source = "import { orders } from '#server/db/schema';\n";
    expect(plant('src/server/app.ts', source)).toEqual([]);
    expect(plant('src/server/db/seed/planted.ts', source)).toEqual([]);
  });
});
