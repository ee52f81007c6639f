import type { Category } from '../../../shared/schemas/category';

/**
 * The position updates that move `siblings[from]` to `to`: every sibling numbered by its new
 * place, and only the ones whose number changes. New categories all start at position 0 (the
 * tree then orders them by name), so a swap of two numbers would not always move anything.
 *
 * @example
 * reorderPositions([{ id: 'a', position: 0 }, { id: 'b', position: 0 }], 1, 0); // [{ id: 'b', position: 0 }, { id: 'a', position: 1 }]
 */
export function reorderPositions(siblings: readonly Pick<Category, 'id' | 'position'>[], from: number, to: number): Array<{ id: string; position: number }> {
  const order = [...siblings];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order.flatMap((category, position) => (category.position === position ? [] : [{ id: category.id, position }]));
}
