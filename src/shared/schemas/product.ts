import { z } from 'zod';
import { idSchema } from './ids';

/** A product as the API shows it: the spec's field names, price in dollars, date in ISO 8601. */
export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  description: z.string(),
  minimumOrder: z.number().int(),
  quantity: z.number().int(),
  price: z.number(),
  date: z.iso.datetime({ offset: true }),
});

export type Product = z.infer<typeof productSchema>;
