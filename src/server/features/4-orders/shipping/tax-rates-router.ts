import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import { taxRateInputSchema, taxRateSchema } from '../../../../shared/schemas/tax';
import { adminProcedure, router } from '../../../trpc/trpc';
import { changeTaxRate, createTaxRate, removeTaxRate, taxRates } from './tax-rates-service';

const tags = ['tax'];
const duplicate = { 409: 'There is already a rate for this country, region and tax class' };

/** The shop admin's tax rates by country, optional region and product tax class (issue 38). */
export const taxRatesRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/tax-rates', tags, summary: 'Every tax rate by country, region and tax class (admins)' } })
    .input(z.void())
    .output(z.array(taxRateSchema))
    .query(({ ctx }) => taxRates(ctx.db)),

  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/tax-rates', errorResponses: duplicate, tags, summary: 'Add a tax rate: percent, at most two decimals (admins)' } })
    .input(taxRateInputSchema)
    .output(taxRateSchema)
    .mutation(({ ctx, input }) => createTaxRate(ctx.db, ctx.user, input)),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/tax-rates/{id}', errorResponses: duplicate, tags, summary: 'Change a tax rate (admins)' } })
    .input(taxRateInputSchema.extend({ id: idSchema }))
    .output(taxRateSchema)
    .mutation(({ ctx, input: { id, ...rate } }) => changeTaxRate(ctx.db, ctx.user, id, rate)),

  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/tax-rates/{id}', tags, summary: 'Delete a tax rate: its country and class pay no tax from then on (admins)' } })
    .input(z.object({ id: idSchema }))
    .output(z.object({ deletedCount: z.number().int() }))
    .mutation(({ ctx, input }) => removeTaxRate(ctx.db, ctx.user, input.id)),
});
