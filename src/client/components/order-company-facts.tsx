import type { Order } from '../../shared/schemas/order';

/**
 * The company an order was placed for, the buyer who placed it and the location it ships to (as
 * it was then), as terms of the order page's facts list; nothing for a customer's own order.
 */
export function OrderCompanyFacts({ order }: { order: Pick<Order, 'company' | 'location' | 'user'> }) {
  if (!order.company) return null;
  return (
    <>
      <dt>Company</dt>
      <dd>{order.company.name}</dd>
      <dt>Ordered by</dt>
      <dd>{order.user}</dd>
      {order.location ? (
        <>
          <dt>Location</dt>
          <dd>{order.location.name}</dd>
        </>
      ) : null}
    </>
  );
}
