import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import { shippingZoneInputSchema, shippingZoneSchema } from '../../../../shared/schemas/shipping';
import { adminProcedure, router } from '../../../trpc/trpc';
import { createShippingZone, removeShippingZone, replaceShippingZone, shippingZones } from './shipping-zones-service';

const tags = ['shipping'];
const zoneKey = z.object({ id: idSchema });

/** The shop admin's shipping zones and their delivery methods (issue 38). */
export const shippingZonesRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/shipping-zones', tags, summary: 'Every shipping zone by name, with its delivery methods in order (admins)' } })
    .input(z.void())
    .output(z.array(shippingZoneSchema))
    .query(({ ctx }) => shippingZones(ctx.db)),

  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shipping-zones',
        tags,
        summary: 'Add a shipping zone with its delivery methods (admins)',
        description: 'Prices and free-delivery thresholds in dollars; `by_value` bands start at dollars of goods, `by_weight` bands at kilograms, the first from 0.',
      },
    })
    .input(shippingZoneInputSchema)
    .output(shippingZoneSchema)
    .mutation(({ ctx, input }) => createShippingZone(ctx.db, ctx.user, input)),

  replace: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/shipping-zones/{id}',
        tags,
        summary: 'Replace a shipping zone and its list of methods (admins)',
        description: 'A method with an `id` of this zone is changed, one without is added, one left out is deleted; the list gives their order. An `id` of no method of this zone is a 400 on `methods.{i}.id`.',
      },
    })
    .input(shippingZoneInputSchema.safeExtend({ id: idSchema }))
    .output(shippingZoneSchema)
    .mutation(({ ctx, input: { id, ...zone } }) => replaceShippingZone(ctx.db, ctx.user, id, zone)),

  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/shipping-zones/{id}', tags, summary: 'Delete a shipping zone with its methods; orders keep what they were charged (admins)' } })
    .input(zoneKey)
    .output(z.object({ deletedCount: z.number().int() }))
    .mutation(({ ctx, input }) => removeShippingZone(ctx.db, ctx.user, input.id)),
});
