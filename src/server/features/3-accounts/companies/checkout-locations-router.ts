import { z } from 'zod';
import { checkoutLocationsSchema } from '../../../../shared/schemas/company';
import { customerProcedure, router } from '../../../trpc/trpc';
import { checkoutLocationsOf } from './checkout-locations';

/**
 * What the checkout form asks of the caller's company (issue 37): the web client's own read, not a
 * REST operation (`GET /api/my-company` is the company's public read).
 */
export const companyCheckoutRouter = router({
  locations: customerProcedure
    .input(z.void())
    .output(checkoutLocationsSchema)
    .query(({ ctx }) => checkoutLocationsOf(ctx.db, ctx.user.id)),
});
