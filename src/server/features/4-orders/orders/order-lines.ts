import { companyName } from '../../3-accounts/companies/company-lookups';
import { sql, type ExpressionBuilder } from 'kysely';
import { centsToDollars } from '../../../../shared/money';
import type { OrderLine } from '../../../../shared/schemas/order';
import type { Database } from '../../../db/schema';
import type { TaxLine } from '../../../../shared/rules/tax';
import type { OrderChargeMailFacts } from '../../1-platform/mail/templates/order-mails';

/** One line as order reads carry it. */
export interface OrderLineRow {
  productId: string;
  productName: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** The price list that priced it (issue 39), its name as it was when ordered; both null: the product's own price. */
  priceListId: string | null;
  priceListName: string | null;
  /** When a list priced it, the product's own unit price for its quantity then (cents); null otherwise. */
  listPriceCents: number | null;
}

/*
 * An order's lines as every order read carries them: a JSON array of the order's `order_lines`,
 * first line first, selected beside the order's columns (one statement, the primary key's index).
 */

/**
 * The order's lines, for a `select` or `returning` on `orders`. The aggregate orders them itself,
 * so a list's plan has no Sort node per order (the keys are written as the API's rows use them).
 */
export function orderLinesOf(eb: ExpressionBuilder<Database, 'orders'>) {
  const lines = eb
    .selectFrom('orderLines')
    .select(
      sql`coalesce(json_agg(json_build_object('productId', order_lines.product_id, 'productName', order_lines.product_name,
        'sku', order_lines.sku, 'quantity', order_lines.quantity, 'unitPriceCents', order_lines.unit_price_cents,
        'totalCents', order_lines.total_cents, 'priceListId', order_lines.price_list_id, 'priceListName', order_lines.price_list_name,
        'listPriceCents', order_lines.list_price_cents) order by order_lines.position), '[]')`.as('lines'),
    )
    .whereRef('orderLines.orderId', '=', 'orders.id');
  // An aggregate always answers one row, never null: say so to the types.
  return sql<OrderLineRow[]>`${lines}`.as('lines');
}

/** An order's tax lines as stored (cents, basis points), highest rate first: a JSON array for a `select` on `orders`, beside orderLinesOf. */
export function orderTaxLinesOf(eb: ExpressionBuilder<Database, 'orders'>) {
  return taxLinesJson(eb).as('taxLines');
}

function taxLinesJson(eb: ExpressionBuilder<Database, 'orders'>) {
  const lines = eb
    .selectFrom('orderTaxLines')
    .select(
      sql`coalesce(json_agg(json_build_object('basisPoints', order_tax_lines.rate_basis_points, 'taxableCents', order_tax_lines.taxable_cents,
        'taxCents', order_tax_lines.tax_cents) order by order_tax_lines.rate_basis_points desc), '[]')`.as('taxLines'),
    )
    .whereRef('orderTaxLines.orderId', '=', 'orders.id');
  return sql<TaxLine[]>`(${lines})`;
}

/** What an order's e-mails show (mail's OrderMailFacts): a statement on `orders` selects or returns these. */
export function orderMailFacts(eb: ExpressionBuilder<Database, 'orders'>) {
  return [
    eb.ref('orders.id').as('id'),
    eb.ref('orders.number').as('number'),
    eb.ref('orders.email').as('email'),
    eb.ref('orders.customerName').as('customerName'),
    eb.ref('orders.totalCents').as('totalCents'),
    eb.ref('orders.poNumber').as('poNumber'),
    orderLinesOf(eb),
    companyName(eb.ref('orders.companyId')).as('companyName'),
    eb.ref('orders.locationName').as('locationName'),
    orderMailCharges(eb),
  ] as const;
}

/**
 * What the order was charged beside its goods, as its e-mails show it (mail's
 * OrderChargeMailFacts, issue 38): one JSON object, so every e-mail of the order, placed to
 * refunded, reads it with the facts above in the same statement.
 */
function orderMailCharges(eb: ExpressionBuilder<Database, 'orders'>) {
  return sql<OrderChargeMailFacts>`json_build_object('goodsCents', orders.goods_cents, 'shippingCents', orders.shipping_cents,
    'shippingMethod', orders.shipping_method, 'taxCents', orders.tax_cents, 'totalCents', orders.total_cents,
    'pricesIncludeTax', orders.prices_include_tax, 'taxExemption', orders.tax_exemption,
    'taxExemptionReference', orders.tax_exemption_reference, 'taxLines', ${taxLinesJson(eb)})`.as('charges');
}

/** A line as order reads carry it -> the API's line (dollars). */
export const toOrderLineDto = (line: OrderLineRow): OrderLine => ({
  productID: line.productId,
  productName: line.productName,
  sku: line.sku,
  quantity: line.quantity,
  unitPrice: centsToDollars(line.unitPriceCents),
  total: centsToDollars(line.totalCents),
  priceList: line.priceListId !== null && line.priceListName !== null ? { id: line.priceListId, name: line.priceListName } : null,
  listPrice: line.listPriceCents === null ? null : centsToDollars(line.listPriceCents),
});
