/**
 * Contract prices (issue 39, docs/decisions/136): which price a company's member pays. One rule
 * for every place a price shows or is charged; the server asks the database the same question in
 * one statement (price-lists/contract-offers-repository.ts), and a test holds the two together.
 *
 * For a member of a company, a product is priced by the highest-priority list among the company's
 * lists active now that prices it (an entry for the product, or else the list's catalogue-wide
 * percentage); equal priorities go to the list placed first for the company. With none, and for
 * everyone else, the product's own price and tiers. The pack size, minimum and maximum stay the
 * product's. Percentages are basis points (1250 is 12.5%), prices integer cents.
 */
import { formatCents } from '../money';
import type { PriceTier } from './quantity-rules';

/** A product's price from one unit and its volume breaks: the product's own, or a list's. */
export interface PriceSchedule {
  priceCents: number;
  priceTiers: readonly PriceTier[];
}

/**
 * How an order line priced by a list says so, wherever it shows (the order pages, the invoice, the e-mail).
 *
 * @example contractPriceWords('Acme 2027', 1290) // 'Contract price (Acme 2027), list price $12.90'
 */
export function contractPriceWords(priceListName: string, listPriceCents: number): string {
  return `Contract price (${priceListName}), list price ${formatCents(listPriceCents)}`;
}

/** A product as pricing needs it: its id and its own price and tiers. */
export interface OwnPrice extends PriceSchedule {
  id: string;
}

/** How a list prices one product: fixed prices by quantity, or a percentage off the product's own. */
export type ContractRule = { kind: 'fixed'; priceCents: number; priceTiers: readonly PriceTier[] } | { kind: 'percent'; basisPoints: number };

/** One of a company's lists, as the rule weighs it for one product. */
export interface CandidateList {
  id: string;
  name: string;
  /** Higher wins. */
  priority: number;
  /** Its place among the company's lists (1 first): breaks ties between equal priorities. */
  position: number;
  /** Active from this instant on (inclusive); null: since always. */
  startsAt: Date | null;
  /** Active until this instant (exclusive); null: with no end. */
  endsAt: Date | null;
  /** Basis points off every product the list has no entry for; null: none. */
  catalogueDiscountBp: number | null;
  /** The list's entry for this product, if it has one. */
  entry: ContractRule | null;
}

/** The list that prices a product for a buyer, as the API names it. */
export interface PricedBy {
  id: string;
  name: string;
}

/** What a product costs a buyer: the schedule they pay, and the list it comes from (null: the product's own). */
export interface BuyerPrice extends PriceSchedule {
  priceList: PricedBy | null;
}

/**
 * Whether a list is active at `now`: from its start (inclusive) to its end (exclusive).
 *
 * @example isListActive({ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: null }, new Date('2026-12-01T00:00:00Z')) // true
 * @example isListActive({ startsAt: null, endsAt: new Date('2026-12-01T00:00:00Z') }, new Date('2026-12-01T00:00:00Z')) // false
 */
export function isListActive(list: Pick<CandidateList, 'startsAt' | 'endsAt'>, now: Date): boolean {
  return (list.startsAt === null || list.startsAt <= now) && (list.endsAt === null || now < list.endsAt);
}

/**
 * `cents` less `basisPoints` percent, to the nearest cent, halves up (the SQL form computes the same:
 * `(cents * (10000 - bp) + 5000) / 10000` in integers).
 *
 * @example percentOffCents(1290, 800) // 1187 (1186.8)
 * @example percentOffCents(1050, 1250) // 919 (918.75)
 * @example percentOffCents(1, 5000) // 1 (0.5, half up)
 */
export function percentOffCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * (10_000 - basisPoints) + 5_000) / 10_000);
}

/**
 * The schedule a rule gives a product: a fixed rule's own prices, or the product's price and each
 * of its tiers less the percentage (the breaks stay the product's).
 *
 * @example scheduleOf({ priceCents: 1290, priceTiers: [{ minQuantity: 10, priceCents: 1150 }] }, { kind: 'percent', basisPoints: 1000 }) // { priceCents: 1161, priceTiers: [{ minQuantity: 10, priceCents: 1035 }] }
 * @example scheduleOf({ priceCents: 1290, priceTiers: [] }, { kind: 'fixed', priceCents: 990, priceTiers: [{ minQuantity: 50, priceCents: 900 }] }) // { priceCents: 990, priceTiers: [{ minQuantity: 50, priceCents: 900 }] }
 */
export function scheduleOf(product: PriceSchedule, rule: ContractRule): PriceSchedule {
  if (rule.kind === 'fixed') return { priceCents: rule.priceCents, priceTiers: rule.priceTiers };
  return {
    priceCents: percentOffCents(product.priceCents, rule.basisPoints),
    priceTiers: product.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: percentOffCents(tier.priceCents, rule.basisPoints) })),
  };
}

/** How a list prices a product, if it does: its entry, or else its catalogue-wide percentage. */
function ruleOf(list: CandidateList): ContractRule | null {
  if (list.entry) return list.entry;
  return list.catalogueDiscountBp === null ? null : { kind: 'percent', basisPoints: list.catalogueDiscountBp };
}

/**
 * The list that prices the product among a company's `lists` at `now`, with its rule, or null:
 * the highest priority among those active that price it; equal priorities, the lower position.
 *
 * @example winningList([{ id: 'a', name: 'Spring', priority: 5, position: 2, startsAt: null, endsAt: null, catalogueDiscountBp: 500, entry: null }, { id: 'b', name: 'Base', priority: 1, position: 1, startsAt: null, endsAt: null, catalogueDiscountBp: null, entry: { kind: 'percent', basisPoints: 1000 } }], new Date())?.list.id // 'a'
 */
export function winningList(lists: readonly CandidateList[], now: Date): { list: CandidateList; rule: ContractRule } | null {
  let best: { list: CandidateList; rule: ContractRule } | null = null;
  for (const list of lists) {
    const rule = isListActive(list, now) ? ruleOf(list) : null;
    if (!rule) continue;
    if (!best || list.priority > best.list.priority || (list.priority === best.list.priority && list.position < best.list.position)) best = { list, rule };
  }
  return best;
}

/**
 * What `product` costs a member of a company whose lists (each with its entry for this product)
 * are `lists`, at `now`: the winning list's schedule, or the product's own. Everyone outside a
 * company has no lists, and pays the product's own.
 *
 * @example buyerPrice({ priceCents: 1290, priceTiers: [] }, [], new Date()) // { priceCents: 1290, priceTiers: [], priceList: null }
 * @example buyerPrice({ priceCents: 1290, priceTiers: [] }, [{ id: 'a', name: 'Acme', priority: 0, position: 1, startsAt: null, endsAt: null, catalogueDiscountBp: 800, entry: null }], new Date()) // { priceCents: 1187, priceTiers: [], priceList: { id: 'a', name: 'Acme' } }
 */
export function buyerPrice(product: PriceSchedule, lists: readonly CandidateList[], now: Date): BuyerPrice {
  const won = winningList(lists, now);
  if (!won) return { priceCents: product.priceCents, priceTiers: product.priceTiers, priceList: null };
  return { ...scheduleOf(product, won.rule), priceList: { id: won.list.id, name: won.list.name } };
}
