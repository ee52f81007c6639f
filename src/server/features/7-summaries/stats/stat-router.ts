import { z } from 'zod';
import { centsToDollars } from '../../../../shared/money';
import { statSchema } from '../../../../shared/schemas/stat';
import { publicProcedure, router } from '../../../trpc/trpc';
import { readStatCounts } from './stat-repository';

export const statRouter = router({
  get: publicProcedure
    .meta({ cache: 'public', openapi: { method: 'GET', path: '/stat', tags: ['stat'], summary: 'Customers, live products, paid sales in dollars, reviews' } })
    .input(z.void())
    .output(statSchema)
    .query(async ({ ctx }) => {
      const { sellCents, ...counts } = await readStatCounts(ctx.db);
      return { ...counts, sell: centsToDollars(sellCents) };
    }),
});
