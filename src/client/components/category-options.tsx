import type { CategoryTree } from '../../shared/schemas/category';

/**
 * The <option>s of a category select, in the tree's order: each top-level category, then its
 * children indented under it. `value` picks what an option stands for (its id or its slug);
 * `topLevelOnly` lists the possible parents of a new category.
 */
export function CategoryOptions({ tree, value = 'id', topLevelOnly = false }: { tree: CategoryTree; value?: 'id' | 'slug'; topLevelOnly?: boolean }) {
  return tree.flatMap((parent) => [
    <option key={parent.id} value={parent[value]}>
      {parent.name}
    </option>,
    ...(topLevelOnly
      ? []
      : parent.children.map((child) => (
          <option key={child.id} value={child[value]}>
            {`${parent.name} › ${child.name}`}
          </option>
        ))),
  ]);
}
