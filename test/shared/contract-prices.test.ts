import { describe, expect, it } from 'vitest';
import { buyerPrice, isListActive, percentOffCents, scheduleOf, type CandidateList } from '../../src/shared/rules/contract-prices';
import { unitPriceCentsFor } from '../../src/shared/rules/quantity-rules';

const NOW = new Date('2026-12-01T00:00:00Z');
const spade = { priceCents: 2000, priceTiers: [{ minQuantity: 10, priceCents: 1800 }, { minQuantity: 50, priceCents: 1500 }] };

function list(fields: Partial<CandidateList> & { id: string }): CandidateList {
  return { name: fields.id, priority: 0, position: 1, startsAt: null, endsAt: null, catalogueDiscountBp: null, entry: null, ...fields };
}

describe('contract prices (src/shared/rules/contract-prices.ts)', () => {
  it('counts a window from its start, inclusive, to its end, exclusive', () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms);
    expect(isListActive({ startsAt: NOW, endsAt: at(1000) }, NOW)).toBe(true);
    expect(isListActive({ startsAt: NOW, endsAt: at(1000) }, at(-1))).toBe(false);
    expect(isListActive({ startsAt: NOW, endsAt: at(1000) }, at(999))).toBe(true);
    expect(isListActive({ startsAt: NOW, endsAt: at(1000) }, at(1000))).toBe(false);
    expect(buyerPrice(spade, [list({ id: 'ended', endsAt: NOW, catalogueDiscountBp: 1000 })], NOW).priceList).toBeNull();
  });

  it('takes the highest priority; equal priorities go to the list placed first for the company', () => {
    const low = list({ id: 'low', priority: 1, position: 1, catalogueDiscountBp: 500 });
    const high = list({ id: 'high', priority: 2, position: 3, catalogueDiscountBp: 100 });
    const tie = list({ id: 'tie', priority: 2, position: 2, catalogueDiscountBp: 200 });
    expect(buyerPrice(spade, [low, high], NOW).priceList?.id).toBe('high');
    expect(buyerPrice(spade, [low, high, tie], NOW).priceList?.id).toBe('tie');
  });

  it("prefers a list's entry to its catalogue-wide rule, and skips a list that prices neither", () => {
    const both = list({ id: 'both', catalogueDiscountBp: 5000, entry: { kind: 'fixed', priceCents: 1900, priceTiers: [] } });
    expect(buyerPrice(spade, [both], NOW)).toEqual({ priceCents: 1900, priceTiers: [], priceList: { id: 'both', name: 'both' } });
    const silent = list({ id: 'silent', priority: 9 });
    const fallback = list({ id: 'fallback', priority: 0, position: 2, catalogueDiscountBp: 1000 });
    expect(buyerPrice(spade, [silent, fallback], NOW).priceList?.id).toBe('fallback');
  });

  it("takes a percentage off the product's price and every tier, keeping the product's breaks", () => {
    const priced = buyerPrice(spade, [list({ id: 'p', entry: { kind: 'percent', basisPoints: 1250 } })], NOW);
    expect(priced.priceTiers).toEqual([{ minQuantity: 10, priceCents: 1575 }, { minQuantity: 50, priceCents: 1313 }]); // 1312.5 rounds up
    expect([1, 10, 49, 50].map((units) => unitPriceCentsFor(priced, units))).toEqual([1750, 1575, 1575, 1313]);
  });

  it('lets a list price above the list price (the buyer pays it)', () => {
    const dearer = buyerPrice(spade, [list({ id: 'd', entry: { kind: 'fixed', priceCents: 2500, priceTiers: [] } })], NOW);
    expect(unitPriceCentsFor(dearer, 60)).toBe(2500);
  });

  it('rounds a percentage to the nearest cent, halves up, in integers', () => {
    expect([percentOffCents(1290, 800), percentOffCents(1050, 1250), percentOffCents(1, 5000), percentOffCents(3, 5000)]).toEqual([1187, 919, 1, 2]);
    expect(scheduleOf({ priceCents: 99_999_999, priceTiers: [] }, { kind: 'percent', basisPoints: 1 }).priceCents).toBe(99_989_999); // 99989999.0001
  });
});
