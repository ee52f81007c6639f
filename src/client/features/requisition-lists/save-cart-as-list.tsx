import { useNavigate } from '@tanstack/react-router';
import { lazyToast } from '../../lib/lazy-toast';
import { ListFormDialog } from './list-form-dialog';
import dialog from '../../components/dialog.module.css';

/** The cart's "Save cart as list": a new list holding the cart's lines (`POST /api/lists` with `fromCart`), then its page. */
export function SaveCartAsList() {
  const navigate = useNavigate();
  return (
    <ListFormDialog
      fromCart
      trigger={
        <button type="button" className={dialog.secondary}>
          Save cart as list
        </button>
      }
      onSaved={(list) => {
        lazyToast((toast) => toast.success(`Saved your cart as ${list.name}`));
        void navigate({ to: '/dashboard/lists/$listId', params: { listId: list.id } });
      }}
    />
  );
}
