import { CUSTOMER_RECENT_ORDERS, type CustomerDetail, type CustomerPage, type CustomerPageInput } from '../../../../shared/schemas/customer';
import type { DB } from '../../../db/database';
import { keysetPage } from '../../../db/keyset-page';
import { AppError } from '../../../errors/app-error';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../db/keyset-cursor';
import { toCustomerOrder, toCustomerRow, toRoleChange } from './customer-dto';
import { findCustomerWithFigures, listCustomerOrders, listCustomerPage, listRoleChanges } from './customers-repository';
import { savedAddressesOf } from '../../3-accounts/addresses/saved-addresses';

/**
 * One page of every account (admins included), newest first, searched by part of a name or
 * e-mail, continued from `cursor`; `nextCursor` is null on the last page. 400 for a cursor we did
 * not make.
 */
export async function customerPage(db: DB, input: CustomerPageInput): Promise<CustomerPage> {
  const rows = await listCustomerPage(db, {
    search: input.q || undefined,
    after: input.cursor === undefined ? undefined : decodeKeysetCursor(input.cursor),
    limit: input.limit + 1,
  });
  const { page, next } = keysetPage(rows, input.limit, encodeKeysetCursor);
  return { items: page.map(toCustomerRow), nextCursor: next };
}

/** A customer's page: profile and figures, their saved addresses, their latest orders and their role changes. 404 for an unknown id. */
export async function customerDetail(db: DB, id: string): Promise<CustomerDetail> {
  const customer = await findCustomerWithFigures(db, id);
  if (!customer) throw new AppError('not-found', 'No such customer');
  const [orders, roleChanges, addresses] = await Promise.all([listCustomerOrders(db, id, CUSTOMER_RECENT_ORDERS), listRoleChanges(db, customer.email), savedAddressesOf(db, id)]);
  return {
    customer: { ...toCustomerRow(customer), phone: customer.phone, address: customer.address, lastOrderPhone: orders[0]?.phone ?? null },
    addresses,
    orders: orders.map(toCustomerOrder),
    roleChanges: roleChanges.map(toRoleChange),
  };
}
