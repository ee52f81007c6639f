import { z } from 'zod';
import { productSchema } from '../../../shared/schemas/product';
import { publicProcedure, router } from '../../trpc/trpc';
import { toProductDto } from './product-dto';
import { listLiveProducts } from './products-repository';

export const productsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/products', tags: ['products'], summary: 'Live products, newest first' } })
    .input(z.void())
    .output(z.array(productSchema))
    .query(async ({ ctx }) => (await listLiveProducts(ctx.db)).map(toProductDto)),
});
