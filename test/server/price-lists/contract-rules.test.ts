import { describe, expect, it } from 'vitest';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { contractRulesOf } from '../../../src/server/features/3-accounts/price-lists/contract-rules-repository';
import { winningList, type CandidateList, type ContractRule } from '../../../src/shared/rules/contract-prices';
import { createProduct } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { seededRandom } from '../../helpers/seeded-random';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
const DAY = 86_400_000;

describe('contract rules: the SQL form answers as the shared rule does', () => {
  it('picks the same list and rule for every product of generated companies, lists, windows and entries', async () => {
    const { db } = database;
    const random = seededRandom(39);
    const now = new Date('2026-12-01T12:00:00Z');
    const products = await Promise.all(Array.from({ length: 12 }, (_, i) => createProduct(db, { name: `Contract tool ${i}`, price: 10 + i })));
    // Windows on the edges: starting or ending exactly now, long past, still to come.
    const windows: [Date | null, Date | null][] = [
      [null, null],
      [now, null],
      [null, now],
      [new Date(now.getTime() - DAY), new Date(now.getTime() + DAY)],
      [new Date(now.getTime() + 1), null],
      [null, new Date(now.getTime() - DAY)],
    ];
    const lists: (Omit<CandidateList, 'position' | 'entry'> & { entries: Map<string, ContractRule> })[] = [];
    for (let i = 0; i < 10; i++) {
      const [startsAt, endsAt] = random.pick(windows);
      const catalogueDiscountBp = random.int(0, 2) === 0 ? random.int(1, 9999) : null;
      const priority = random.int(0, 3); // few values: equal priorities are common
      const list = await createPriceList(db, { name: `List ${i}`, priority, startsAt, endsAt, catalogueDiscountBp });
      const entries = new Map<string, ContractRule>();
      for (const product of products) {
        const roll = random.int(0, 3);
        if (roll === 0) entries.set(product.id, { kind: 'percent', basisPoints: random.int(1, 9999) });
        if (roll === 1) entries.set(product.id, { kind: 'fixed', priceCents: random.int(100, 5000), priceTiers: [{ minQuantity: 10, priceCents: 90 }] });
      }
      for (const [productId, rule] of entries) await setEntry(db, list.id, productId, rule);
      lists.push({ ...list, priority, startsAt, endsAt, catalogueDiscountBp, entries });
    }

    const outcomes = { priced: 0, own: 0 };
    for (let c = 0; c < 16; c++) {
      const company = await insertCompany(db, { name: `Contract company ${c}`, taxId: null });
      const assigned = [...lists].sort(() => random.next() - 0.5).slice(0, random.int(0, 5));
      await assignLists(db, company.id, assigned.map((list) => list.id));

      const answered = await contractRulesOf(db, company.id, products.map((product) => product.id), now);
      for (const product of products) {
        const candidates: CandidateList[] = assigned.map((list, index) => ({ ...list, position: index + 1, entry: list.entries.get(product.id) ?? null }));
        const expected = winningList(candidates, now);
        const got = answered.get(product.id);
        outcomes[got ? 'priced' : 'own'] += 1;
        expect(got ? { id: got.priceList.id, rule: got.rule } : null, `company ${c}, ${product.name}`).toEqual(expected ? { id: expected.list.id, rule: expected.rule } : null);
      }
    }
    // The generated rows reach both answers often enough to compare.
    expect(outcomes.priced).toBeGreaterThan(40);
    expect(outcomes.own).toBeGreaterThan(40);
  });

  it('answers nothing for a company without lists, and for no products', async () => {
    const { db } = database;
    const product = await createProduct(db, { name: 'Unlisted rake' });
    const company = await insertCompany(db, { name: 'Listless Ltd', taxId: null });
    expect(await contractRulesOf(db, company.id, [product.id])).toEqual(new Map());
    expect(await contractRulesOf(db, company.id, [])).toEqual(new Map());
  });
});
