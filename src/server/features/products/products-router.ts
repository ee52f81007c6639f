import { AppError } from '../../errors/app-error';
import { z } from 'zod';
import { idSchema } from '../../../shared/schemas/ids';
import { productSchema } from '../../../shared/schemas/product';
import { publicProcedure, router } from '../../trpc/trpc';
import { toProductDto } from './product-dto';
import { findLiveProduct, listLiveProducts } from './products-repository';

export const productsRouter = router({
  list: publicProcedure
    .meta({ cache: 'public', openapi: { method: 'GET', path: '/products', tags: ['products'], summary: 'Live products, newest first' } })
    .input(z.void())
    .output(z.array(productSchema))
    .query(async ({ ctx }) => (await listLiveProducts(ctx.db)).map(toProductDto)),

  byId: publicProcedure
    .meta({ cache: 'public', openapi: { method: 'GET', path: '/product/{id}', tags: ['products'], summary: 'One live product' } })
    .input(z.object({ id: idSchema }))
    .output(productSchema)
    .query(async ({ ctx, input }) => {
      const product = await findLiveProduct(ctx.db, input.id);
      if (!product) throw new AppError('not-found', 'No such product');
      return toProductDto(product);
    }),
});
