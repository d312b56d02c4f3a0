import type { Executor } from '#server/db/client';
import {
  createOrdersRepository,
  type OrderFileRow,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';

// What the other modules read of an order (the owner's desk above all), published by the orders module
// that owns its tables (docs/architecture.md).

export type { OrderFileRow, OrderItemRow, OrderRow };

/** The order's row with its lines and their artwork files; undefined when there is no such order. */
export async function readOrderWithLines(
  db: Executor,
  id: number,
): Promise<{ order: OrderRow; items: OrderItemRow[]; files: OrderFileRow[] } | undefined> {
  const repository = createOrdersRepository(db);
  const order = await repository.findById(id);
  if (!order) return undefined;
  const items = await repository.listItems(id);
  const files = await repository.listFiles(items.map((item) => item.id));
  return { order, items, files };
}

/** The ids of the order's lines. */
export async function listOrderItemIds(db: Executor, id: number): Promise<number[]> {
  return (await createOrdersRepository(db).listItems(id)).map((item) => item.id);
}

export async function orderExists(db: Executor, id: number): Promise<boolean> {
  return (await createOrdersRepository(db).findById(id)) !== undefined;
}
