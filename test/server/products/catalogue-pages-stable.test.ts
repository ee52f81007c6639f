import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { addProduct, cataloguePage } from './catalogue-fixtures';

const shop = useTestApp();

/** Names that sort anywhere among the others, so new rows land before, inside and after each page. */
const word = (n: number) => `Spade ${String.fromCharCode(97 + (n * 7) % 26)}${String(n).padStart(3, '0')}`;

describe('keyset pages while the catalogue changes', () => {
  it('never repeats nor skips a product that existed throughout, in every sort', async () => {
    for (let n = 0; n < 40; n++) await addProduct(shop.db, { name: word(n), price: 1 + (n % 7), description: n % 2 ? 'spade' : 'fork' });
    let extra = 1000;

    for (const sort of ['newest', 'price_asc', 'price_desc', 'name', 'relevance']) {
      const query: Record<string, string> = sort === 'relevance' ? { q: 'spade', sort } : { sort };
      const before = new Set((await cataloguePage(shop.app, { ...query, limit: '100' })).items.map((item) => item.name));
      const seen: string[] = [];
      const deleted = new Set<string>();
      let cursor: string | null = null;
      do {
        const page = await cataloguePage(shop.app, { ...query, limit: '6', ...(cursor ? { cursor } : {}) });
        seen.push(...page.items.map((item) => item.name));
        cursor = page.nextCursor;
        // Between pages: a product added (sorting anywhere) and a product not seen yet deleted.
        await addProduct(shop.db, { name: word(extra++), price: 1 + (extra % 7), description: 'spade', createdAt: new Date() });
        const unseen = [...before].find((name) => !seen.includes(name) && !deleted.has(name));
        if (unseen) {
          deleted.add(unseen);
          await sql`update products set deleted_at = now() where name = ${unseen}`.execute(shop.db);
        }
      } while (cursor);

      expect(new Set(seen).size, `${sort}: a product repeated`).toBe(seen.length);
      const survivors = [...before].filter((name) => !deleted.has(name));
      expect(survivors.filter((name) => !seen.includes(name)), `${sort}: skipped`).toEqual([]);
      expect(seen.filter((name) => deleted.has(name)), `${sort}: deleted shown`).toEqual([]);
      await sql`update products set deleted_at = null`.execute(shop.db);
    }
  });
});
