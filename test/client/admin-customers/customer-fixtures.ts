import type { CustomerDetail, CustomerRow } from '../../../src/shared/schemas/customer';

/** A customer row as the API answers it; `n` makes the id, name and e-mail unique. */
export function customerRow(n: number, fields: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Customer ${n}`,
    email: `customer-${n}@garden.com`,
    role: 'user',
    emailVerified: false,
    orders: 0,
    totalSpent: 0,
    lastOrderAt: null,
    joinedAt: '2026-11-01T09:00:00.000Z',
    ...fields,
  };
}

export const ann = customerRow(1, { name: 'Ann Gardener', email: 'ann.with.a.long.address@allotment-society.org', emailVerified: true, orders: 3, totalSpent: 1234.5, lastOrderAt: '2026-11-20T10:00:00.000Z' });

export const annDetail: CustomerDetail = {
  customer: { ...ann, phone: '+1 555 0100', address: '1 Allotment Row', lastOrderPhone: '+1 555 0199' },
  addresses: [
    { id: '20000000-0000-4000-8000-000000000001', name: 'Ann Gardener', company: 'Allotment Society', line1: '1 Allotment Row', city: 'Kew', postcode: 'TW9 3AB', country: 'GB', phone: '+1 555 0100', isDefault: true },
  ],
  orders: [
    { id: '10000000-0000-4000-8000-000000000001', number: 'TY-10490', date: '2026-11-20T10:00:00.000Z', status: 'pending', payment: 'unpaid', total: 30, lines: 1 },
    { id: '10000000-0000-4000-8000-000000000002', number: 'TY-10482', date: '2026-11-18T10:00:00.000Z', status: 'processing', payment: 'partially_refunded', total: 1204.5, lines: 3 },
  ],
  roleChanges: [
    { change: 'revoked', by: { name: null, email: 'gone@toolyard.com' }, at: '2026-11-22T14:05:00.000Z' },
    { change: 'granted', by: { name: 'Ada', email: 'ada@toolyard.com' }, at: '2026-11-21T14:05:00.000Z' },
  ],
};
