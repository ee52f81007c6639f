import { z } from 'zod';
import { addressWriteSchema, savedAddressSchema } from '../../../../shared/schemas/address-book';
import { idSchema } from '../../../../shared/schemas/ids';
import { customerProcedure, router } from '../../../trpc/trpc';
import { toAddressDto } from './address-dto';
import { listAddresses } from './addresses-repository';
import { addAddress, editAddress, removeAddress } from './addresses-service';

const tags = ['address book'];
const notFound = { 404: 'No such address in your address book' };
const book = z.array(savedAddressSchema);

/** The signed-in customer's own address book (always the caller's: no procedure takes a user). */
export const addressesRouter = router({
  list: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/addresses', tags, summary: 'Your saved delivery addresses, the default first, then the newest' } })
    .input(z.void())
    .output(book)
    .query(async ({ ctx }) => (await listAddresses(ctx.db, ctx.user.id)).map(toAddressDto)),

  add: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/addresses',
        errorResponses: { 409: 'The address book is full' },
        tags,
        summary: 'Save a delivery address; the first one, or one sent with isDefault, becomes the default',
      },
    })
    .input(addressWriteSchema)
    .output(savedAddressSchema)
    .mutation(({ ctx, input: { isDefault, ...fields } }) => addAddress(ctx.db, ctx.user.id, fields, isDefault)),

  edit: customerProcedure
    .meta({ openapi: { method: 'PUT', path: '/addresses/{id}', errorResponses: notFound, tags, summary: 'Change a saved address; isDefault: true makes it the default' } })
    .input(addressWriteSchema.extend({ id: idSchema }))
    .output(savedAddressSchema)
    .mutation(({ ctx, input: { id, isDefault, ...fields } }) => editAddress(ctx.db, ctx.user.id, id, fields, isDefault)),

  remove: customerProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/addresses/{id}',
        errorResponses: notFound,
        tags,
        summary: 'Delete a saved address; when it was the default, the newest other becomes it. Answers the addresses left',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(book)
    .mutation(async ({ ctx, input }) => {
      await removeAddress(ctx.db, ctx.user.id, input.id);
      return (await listAddresses(ctx.db, ctx.user.id)).map(toAddressDto);
    }),
});
