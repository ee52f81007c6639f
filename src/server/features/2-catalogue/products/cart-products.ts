import { expressionBuilder } from 'kysely';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { isKept, isLive } from './live-products';

/*
 * What the cart reads of products (products owns `products`): the facts a cart line is priced
 * and checked with. Only live products go into a cart; a line whose product was archived, made a
 * draft or deleted since keeps its row, so the cart's own read joins every product and asks
 * `live`.
 */

/** The columns a cart line is priced and checked with (and its delivery and tax charged by: weight, tax class). */
const cartProductColumns = [
  'products.id',
  'products.sku',
  'products.name',
  'products.images',
  'products.priceCents',
  'products.priceTiers',
  'products.minimumOrder',
  'products.packSize',
  'products.maximumOrder',
  'products.quantity',
  'products.weightGrams',
  'products.taxClass',
] as const;

/**
 * Every product's cart facts with `live` (sold now), as a subquery the cart aliases and joins to
 * its lines: one statement for the whole cart.
 *
 * @example
 * db.selectFrom('cartLines').innerJoin(cartProducts().as('product'), 'product.id', 'cartLines.productId').select(['product.name', 'product.live'])
 */
export function cartProducts() {
  return expressionBuilder<Database, never>()
    .selectFrom('products')
    .select((eb) => [...cartProductColumns, eb.parens(isLive(eb)).$castTo<boolean>().as('live')]);
}

/** The products among `ids` with their cart facts and `live`, deleted ones too (so a line bought before can be named as no longer sold). */
export function findCartProducts(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom(cartProducts().as('product')).selectAll('product').where('product.id', 'in', ids).execute();
}

/** The live products among `ids`, with their cart facts (unknown, deleted, draft and archived ids are left out). */
export function findLiveCartProducts(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(cartProductColumns).where('products.id', 'in', ids).where(isLive).execute();
}

/**
 * The products not deleted whose SKU is among `skus` (SKUs are kept in capitals, so `skus` are
 * upper-cased first), with their cart facts and status: a quick order tells an unknown SKU from
 * one no longer sold.
 */
export function findCartProductsBySku(db: DB, skus: readonly string[]) {
  if (skus.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select([...cartProductColumns, 'products.status'])
    .where('products.sku', 'in', skus.map((sku) => sku.toUpperCase()))
    .where(isKept)
    .execute();
}

export type CartProduct = Awaited<ReturnType<typeof findLiveCartProducts>>[number];
