import { lazy, Suspense, type ComponentType } from 'react';
import type { ListLineInput } from '../../../shared/schemas/requisition-list';
import { useHydrated } from '../../lib/hydration-safe';
import { useSession } from '../../lib/use-session';

// The dialog's code (its form, its queries, the select) only for a customer: a visitor's catalogue
// and product pages neither fetch nor run it. A failed download leaves the page without the button,
// not the page failing with it.
const AddToListDialog = lazy<ComponentType<AddToListButtonProps>>(() =>
  import('./add-to-list-dialog').then(
    (module) => ({ default: module.AddToListDialog }),
    () => ({ default: () => null }),
  ),
);

export interface AddToListButtonProps {
  /** The products and units to add (a product's one line, or an order's lines). */
  lines: ReadonlyArray<ListLineInput & { name?: string }>;
  /** What is added, in words: a product's name, or "the lines of order TY-000042". */
  what: string;
  className?: string;
}

/**
 * "Add to list" (issue 41): a small dialog choosing one of the caller's lists they may edit, or
 * a new one by name, then the lines go onto it, each summed with the line already there. For a
 * signed-in customer only (nothing for a visitor or an admin). Each line is its own atomic
 * `POST /api/lists/{id}/lines`, so an edit of the list meanwhile is never overwritten.
 */
export function AddToListButton(props: AddToListButtonProps) {
  const { user } = useSession();
  const hydrated = useHydrated();
  // Nothing until hydrated: a page rendered on the server for a visitor (the catalogue) would differ
  // from a signed-in customer's first render. The dialog's queries and form are made only for a
  // customer, once: a visitor's catalogue hydrates 48 of these.
  if (!hydrated || !user || user.role === 'admin') return null;
  return (
    <Suspense>
      <AddToListDialog {...props} />
    </Suspense>
  );
}
