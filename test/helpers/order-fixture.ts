import type { Order } from '../../src/shared/schemas/order';

let serial = 0;

/**
 * An order as the API answers it, for client tests: a pending one-line order unless `fields` say
 * otherwise. Its one line follows the spec's fields given (productID, productName, orderQuantity,
 * totalPrice) unless `lines` are given; no shipping or tax unless given.
 */
export function orderFixture(fields: Partial<Order> = {}): Order {
  serial++;
  const base = {
    _id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    number: `TY-${10000 + serial}`,
    productID: '10000000-0000-4000-8000-000000000000',
    productName: 'Border spade',
    user: `Buyer ${serial}`,
    email: `buyer${serial}@example.com`,
    phone: '+880 1700 000000',
    orderQuantity: 4,
    address: '12 Garden Lane',
    totalPrice: 50,
    isPaid: false,
    status: 'pending' as const,
    date: '2026-06-30T12:00:00.000Z',
    expiresAt: null,
    shippedAt: null,
    carrier: null,
    trackingNumber: null,
    poNumber: null,
    note: null,
    company: null,
    location: null,
    shipping: null,
    taxLines: [],
    taxTotal: 0,
    taxNote: null,
    paymentMethod: 'card' as const,
    invoice: null,
    ...fields,
  };
  const line = {
    productID: base.productID,
    productName: base.productName,
    sku: 'TY-000001',
    quantity: base.orderQuantity,
    unitPrice: Math.round((base.totalPrice / base.orderQuantity) * 100) / 100,
    total: base.totalPrice,
    priceList: null,
    listPrice: null,
  };
  // No shipping or tax unless given: the goods are the whole total.
  return { ...base, goodsTotal: fields.goodsTotal ?? base.totalPrice, lines: fields.lines ?? [line] };
}
