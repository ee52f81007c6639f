import { isLiveProduct } from '../../../../shared/rules/live-product';
import { isOutOfStock, orderQuantityProblem, OUT_OF_STOCK_MESSAGE } from '../../../../shared/rules/quantity-rules';
import { CART_LINES_MAX } from '../../../../shared/cart-limits';
import { bulkLines, tooManyLines } from '../../../../shared/rules/bulk-lines';
import type { Cart, CartBulkResult, CartMergeInput, CartMergeOutcome, CartMergeResult } from '../../../../shared/schemas/cart';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { findCartProductsBySku, findLiveCartProducts } from '../../2-catalogue/products/cart-products';
import { claimMergeKey, recordMerge } from './cart-merges-repository';
import { cartPricesOf } from './cart-prices';
import { cartQuantities, lockCart, saveCartLines, type CartLineWrite } from './cart-repository';
import { CART_FULL_MESSAGE, readCart, seenLine } from './cart-service';

/** Sums the quantities of lines with the same key, in the order the keys first appear. */
function summed<Line>(lines: readonly Line[], key: (line: Line) => string, units: (line: Line) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(key(line), (sums.get(key(line)) ?? 0) + units(line));
  return sums;
}

interface QuickAddResult {
  sku: string;
  quantity: number;
  added: boolean;
  productId: string | null;
  reason: string | null;
}

/** A rule's message for the sum, saying what the cart already held (else the sum would puzzle). */
const withCartQuantity = (problem: string | null, inCart: number) => (problem && inCart > 0 ? `${problem} (${inCart} already in your cart)` : problem);

type ProductRules = Parameters<typeof isOutOfStock>[0] & Parameters<typeof orderQuantityProblem>[0];

/**
 * Why `units` more of a product on sale cannot join a cart holding `inCart` of it in `lineCount`
 * lines, or null: the rules apply to the sum, never cut down or rounded to fit (quick add and merge alike).
 */
function additionProblem(product: ProductRules, inCart: number, units: number, lineCount: number): string | null {
  if (isOutOfStock(product)) return OUT_OF_STOCK_MESSAGE;
  if (inCart === 0 && lineCount >= CART_LINES_MAX) return CART_FULL_MESSAGE;
  return withCartQuantity(orderQuantityProblem(product, inCart + units), inCart);
}

/** What became of a SKU asked for: its product (null: no product has it) and why it was not added (null: added). */
interface SkuFate {
  productId: string | null;
  reason: string | null;
}

/**
 * Adds lines by SKU to the user's cart, in the caller's transaction under the cart's lock: each
 * SKU (any case; the same SKU twice is summed) adds to the quantity already in the cart, and the
 * product's rules apply to the sum. Lines that can be added are, whatever the others' fate. A
 * draft's SKU is as unknown as a SKU nobody has. One statement reads the products, one their
 * prices for the buyer, one the cart, one writes: a thousand lines cost what ten do.
 */
async function addBySku(trx: DB, userId: string, lines: readonly { sku: string; quantity: number }[]): Promise<Map<string, SkuFate>> {
  await lockCart(trx, userId);
  const requested = summed(lines, (line) => line.sku.toUpperCase(), (line) => line.quantity);
  const found = await findCartProductsBySku(trx, [...requested.keys()]);
  const products = new Map(found.map((product) => [product.sku, product]));
  const prices = await cartPricesOf(trx, userId, found);
  const quantities = await cartQuantities(trx, userId);
  const fates = new Map<string, SkuFate>();
  const writes: CartLineWrite[] = [];
  let lineCount = quantities.size;

  for (const [sku, units] of requested) {
    const product = products.get(sku);
    if (!product || product.status === 'draft') {
      fates.set(sku, { productId: null, reason: `No product has SKU ${sku}` });
      continue;
    }
    const inCart = quantities.get(product.id) ?? 0;
    const problem = !isLiveProduct(product) ? `${sku} is no longer sold` : additionProblem(product, inCart, units, lineCount);
    fates.set(sku, { productId: product.id, reason: problem });
    if (problem) continue;
    writes.push(seenLine(product, prices.get(product.id)!, inCart + units));
    if (inCart === 0) lineCount += 1;
  }

  await saveCartLines(trx, userId, writes);
  return fates;
}

/**
 * Adds a quick order's lines to the user's cart in one transaction (addBySku's rules); each
 * line's result says why not, in the order sent.
 */
export async function quickAdd(db: DB, userId: string, lines: readonly { sku: string; quantity: number }[]): Promise<{ results: QuickAddResult[]; cart: Cart }> {
  return db.transaction().execute(async (trx) => {
    const fates = await addBySku(trx, userId, lines);
    const results = lines.map((line) => {
      const fate = fates.get(line.sku.toUpperCase())!;
      return { sku: line.sku, quantity: line.quantity, added: fate.reason === null, ...fate };
    });
    return { results, cart: await readCart(trx, userId) };
  });
}

/**
 * Adds a bulk paste or CSV file (bulkLines reads it) to the user's cart in one transaction, by
 * quick add's rules (addBySku): the good lines go in, and each other line is named by its line
 * number with why (a malformed line, an unknown SKU, a product not sold, a quantity its rules
 * refuse, in the rule's words). A SKU on two lines is summed, and both lines share its fate.
 *
 * Errors: 400 on `text` for more than CART_LINES_MAX lines (nothing is added).
 */
export async function bulkAdd(db: DB, userId: string, text: string): Promise<CartBulkResult> {
  const read = bulkLines(text);
  const tooMany = tooManyLines(read);
  if (tooMany) throw new AppError('invalid', tooMany, { text: [tooMany] });
  const fates = read.lines.length > 0 ? await db.transaction().execute((trx) => addBySku(trx, userId, read.lines)) : new Map<string, SkuFate>();
  const refused = read.lines.flatMap((line) => {
    const reason = fates.get(line.sku.toUpperCase())!.reason;
    return reason ? [{ line: line.line, sku: line.sku, message: reason }] : [];
  });
  const problems = [...read.problems, ...refused].sort((a, b) => a.line - b.line);
  return { added: read.lines.length - refused.length, problems };
}

/** Why a merged line of a product not sold now (unknown, archived, a draft or deleted) is refused. */
const NO_LONGER_SOLD = 'No longer sold';

/**
 * Merges the cart a visitor kept in the browser into the user's cart at sign-in, once: each
 * product's units add to the line already there and the product's rules apply to the sum, as a
 * quick add's do. A line the rules refuse (over the stock: "Maximum order quantity 40", between
 * packs, out of stock, no longer sold, a new line in a full cart) is refused with why, never cut
 * down or rounded to fit; the others are added whatever its fate. The browser names its cart
 * with `mergeKey`: under a key merged before, only the units a product gained since it was
 * added are merged (a replay adds nothing, its added lines answer `merged-before`, its refused
 * ones are checked again), so a merge repeated by a lost answer, a reload or a second tab never
 * doubles a cart.
 */
export async function mergeCart(db: DB, userId: string, input: CartMergeInput): Promise<CartMergeResult> {
  return db.transaction().execute(async (trx) => {
    await lockCart(trx, userId);
    const before = await claimMergeKey(trx, input.mergeKey, userId);
    const requested = summed(input.lines, (line) => line.productId, (line) => line.quantity);
    const found = await findLiveCartProducts(trx, [...requested.keys()]);
    const products = new Map(found.map((product) => [product.id, product]));
    const prices = await cartPricesOf(trx, userId, found);
    const quantities = await cartQuantities(trx, userId);
    const fates = new Map<string, { outcome: CartMergeOutcome; reason: string | null }>();
    const writes: CartLineWrite[] = [];
    let lineCount = quantities.size;

    for (const [productId, units] of requested) {
      const gained = units - (before.get(productId) ?? 0);
      if (gained <= 0) {
        fates.set(productId, { outcome: 'merged-before', reason: null });
        continue;
      }
      const product = products.get(productId);
      const inCart = quantities.get(productId) ?? 0;
      const reason = product ? additionProblem(product, inCart, gained, lineCount) : NO_LONGER_SOLD;
      fates.set(productId, { outcome: reason ? 'refused' : 'added', reason });
      if (reason || !product) continue;
      writes.push(seenLine(product, prices.get(product.id)!, inCart + gained));
      if (inCart === 0) lineCount += 1;
    }

    await saveCartLines(trx, userId, writes);
    // Only what was added counts as merged: a refused line is checked again if the same cart comes back (its answer lost), and refused again with why, or added if it can be now.
    const merged = new Map(before);
    for (const [productId, units] of requested) if (fates.get(productId)!.outcome === 'added') merged.set(productId, units);
    await recordMerge(trx, input.mergeKey, userId, merged);
    const results = input.lines.map((line) => ({ productId: line.productId, name: products.get(line.productId)?.name ?? null, quantity: line.quantity, ...fates.get(line.productId)! }));
    return { results, cart: await readCart(trx, userId) };
  });
}
