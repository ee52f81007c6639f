import { CompiledQuery, sql } from 'kysely';
import type { DB } from '../../../db/database';
import { isLive } from './live-products';
import { productColumns as columns } from './product-columns';
import type { ProductListRow } from './products-repository';

/**
 * The live products in `listLiveProducts`' order (newest first), `batchSize` rows at a time, read
 * through a server-side cursor: one statement, so one consistent snapshot of the catalogue, while
 * the process holds only one batch, whatever the catalogue's size. The cursor's transaction ends
 * when the loop does (a `break` or a throw included).
 *
 * @example
 * for await (const rows of liveProductBatches(db, 1000)) write(rows.map(toProductDto));
 */
export async function* liveProductBatches(db: DB, batchSize: number): AsyncGenerator<ProductListRow[]> {
  const query = db.selectFrom('products').select(columns).where(isLive).orderBy('createdAt', 'desc').orderBy('id').compile();
  const trx = await db.startTransaction().setAccessMode('read only').execute();
  try {
    await trx.executeQuery(CompiledQuery.raw(`declare live_products no scroll cursor for ${query.sql}`, [...query.parameters]));
    for (;;) {
      const { rows } = await sql<ProductListRow>`fetch forward ${sql.lit(batchSize)} from live_products`.execute(trx);
      if (rows.length === 0) break;
      yield rows;
    }
    await trx.commit().execute();
  } finally {
    // A failed fetch, or a consumer that stopped early.
    if (!trx.isCommitted) await trx.rollback().execute();
  }
}
