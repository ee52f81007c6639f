import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useFocusReturn } from '../../../components/focus-return';
import { useHydrated } from '../../../lib/hydration-safe';
import { CatalogueFilters } from './catalogue-filters';
import { activeFilterCount, choose, type CatalogueView } from './catalogue-view';
import { CategoryTree } from './category-tree';
import { SortSelect } from './sort-select';
import button from '../../../components/button.module.css';
import dialog from '../../../components/dialog.module.css';
import styles from './catalogue.module.css';

/** Where the sidebar shows (catalogue.module.css): from here on the sheet is not needed. */
const SIDEBAR_SHOWN = '(min-width: 721px)';

/**
 * A phone's way to the sidebar's choices: the "Filters" button, counting the filters on
 * ("Filters (2)", heard as "Filters (2 active)"), opens them as a sheet from the bottom: the
 * categories, the price range, "In stock" and the sort. Each choice applies at once; a category
 * is a link to its page, so choosing one closes the sheet, as the main menu closes on a link.
 *
 * The button is in the server's markup and CSS alone decides where it shows (at most 720px, where
 * the sidebar hides), so the server and the browser render the same. The sheet mounts only while
 * open; widened past the phone's layout, it closes, the sidebar holding the same choices.
 */
export function FiltersSheet({ view, onViewChange }: { view: CatalogueView; onViewChange: (view: CatalogueView) => void }) {
  // Inert in the server's markup until hydrated (docs/decisions/098): a tap before would open nothing.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { trigger, onCloseAutoFocus } = useFocusReturn();
  const sheet = useRef<HTMLDivElement>(null);
  const count = activeFilterCount(view);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(SIDEBAR_SHOWN);
    const close = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {/* Its name in full ("Filters (2 active)"): a visually hidden word inside is read with a stray space. */}
      <Dialog.Trigger asChild ref={trigger}>
        <button type="button" inert={!hydrated} aria-label={count > 0 ? `Filters (${count} active)` : undefined} className={`${dialog.secondary} ${styles.filtersButton}`}>
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        {/* Opened, the focus is on the sheet (its title and description are read), not in the price
            field Radix would choose, which would open a phone's keyboard over the choices. */}
        <Dialog.Content
          ref={sheet}
          className={styles.sheet}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            sheet.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div>
            <Dialog.Title className={dialog.title}>Filters</Dialog.Title>
            <Dialog.Description className={styles.sheetLead}>Each choice shows its products at once.</Dialog.Description>
          </div>
          <CategoryTree view={view} onChoose={() => setOpen(false)} />
          <CatalogueFilters key={`${view.minPrice}-${view.maxPrice}`} view={view} onChange={onViewChange} />
          <SortSelect view={view} onChange={onViewChange} />
          <div className={styles.sheetActions}>
            {count > 0 && (
              <button type="button" className={dialog.secondary} onClick={() => onViewChange(choose(view, { category: undefined, minPrice: undefined, maxPrice: undefined, inStock: undefined }))}>
                Clear the filters
              </button>
            )}
            <Dialog.Close asChild>
              <button type="button" className={button.primary}>
                Show the products
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
