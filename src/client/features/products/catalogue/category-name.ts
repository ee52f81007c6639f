import type { CategoryTree } from '../../../../shared/schemas/category';

/** The name of the chosen category, if the tree has loaded and knows it. */
export function categoryName(tree: CategoryTree | undefined, slug: string | undefined): string | undefined {
  if (!tree || !slug) return undefined;
  for (const top of tree) {
    if (top.slug === slug) return top.name;
    const child = top.children.find((candidate) => candidate.slug === slug);
    if (child) return child.name;
  }
  return undefined;
}
