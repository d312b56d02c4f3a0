export type MoveDirection = 'up' | 'down';

/** The list with the item at `index` swapped with its neighbour; at an edge (or out of range) the same order. */
export function moveItem<T>(list: readonly T[], index: number, direction: MoveDirection): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  const next = [...list];
  const item = next[index];
  const other = next[target];
  if (item === undefined || other === undefined) return next;
  next[index] = other;
  next[target] = item;
  return next;
}
