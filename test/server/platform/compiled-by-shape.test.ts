import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledByShape } from '../../../src/server/db/compiled-once';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();

describe('compiledByShape (docs/decisions/154)', () => {
  /** A statement with two forms (with or without `b`), counting how often it is built. */
  function echo() {
    const run = compiledByShape();
    let builds = 0;
    const call = (a: string, b: number | null) =>
      run(database.db, [b === null], [a, b], (aSlot, bSlot) => {
        builds += 1;
        return database.db
          .selectNoFrom([sql<string>`cast(${aSlot} as text)`.as('a')])
          .$if(b !== null, (query) => query.select(sql<number>`cast(${bSlot} as integer) * 2`.as('b')));
      });
    return { call, builds: () => builds };
  }

  it('answers each call with its own values, building each form once', async () => {
    const { call, builds } = echo();
    expect(await call('first', 1)).toEqual([{ a: 'first', b: 2 }]);
    expect(await call('second', 5)).toEqual([{ a: 'second', b: 10 }]);
    expect(await call('third', null)).toEqual([{ a: 'third' }]);
    expect(await call('fourth', null)).toEqual([{ a: 'fourth' }]);
    expect(await call('fifth', 7)).toEqual([{ a: 'fifth', b: 14 }]);
    expect(builds()).toBe(2);
  });

  it('keeps at most eight forms: a shape new on every call is built every time, and still answers right', async () => {
    const run = compiledByShape();
    let builds = 0;
    const call = (n: number) =>
      run(database.db, [`form ${n}`], [n], (slot) => {
        builds += 1;
        return database.db.selectNoFrom(sql<number>`cast(${slot} as integer) + ${sql.lit(n)}`.as('n'));
      });
    for (let n = 0; n < 10; n++) expect(await call(n)).toEqual([{ n: 2 * n }]);
    expect(builds).toBe(10);
    // The first eight forms are kept; the ninth and tenth are built again on every call.
    await call(3);
    await call(9);
    expect(builds).toBe(11);
  });
});
