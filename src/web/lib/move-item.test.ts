import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item.ts';

describe('moveItem', () => {
  it.each([
    [1, 'up', ['b', 'a', 'c']],
    [1, 'down', ['a', 'c', 'b']],
    [0, 'up', ['a', 'b', 'c']],
    [2, 'down', ['a', 'b', 'c']],
    [7, 'up', ['a', 'b', 'c']],
  ] as const)('moves the item at %i %s', (index, direction, expected) => {
    expect(moveItem(['a', 'b', 'c'], index, direction)).toEqual(expected);
  });
});
