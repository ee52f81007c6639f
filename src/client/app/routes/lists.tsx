import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useShowRefill } from '../../features/cart/api/show-refill';
import { ListPage } from '../../features/requisition-lists/list-page';
import { ListsPage } from '../../features/requisition-lists/lists-page';

const listRoute = getRouteApi('/dashboard/lists/$listId');

/** dashboard/lists: the customer's requisition lists and those shared with them. */
export function ListsRoute() {
  return <ListsPage />;
}

/** dashboard/lists/{listId}: one list; added to the cart, the cart shows what went in and what changed (the cart's useShowRefill), on /cart. */
export function ListRoute() {
  const { listId } = listRoute.useParams();
  const showRefill = useShowRefill();
  const navigate = useNavigate();
  return (
    <ListPage
      listId={listId}
      onAddedToCart={(refill, name) => {
        showRefill(refill, `List ${name}`);
        void navigate({ to: '/cart' });
      }}
    />
  );
}
