import { z } from 'zod';
import { dollarsToCents } from '../money';
import { PRODUCT_PRICE_MAX } from '../product-price-max';
import { PRODUCT_STATUSES } from '../product-statuses';
import { maximumOrderProblem, priceTierIssue } from '../rules/product-rules-check';
import { STOCK_STATES } from '../rules/product-offer';
import { isSlugShaped } from '../rules/product-slug';
import { PRICE_TIERS_MAX, tiersInCents } from '../rules/quantity-rules';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, uploadedImageHash } from '../uploaded-image';
import { idSchema } from './ids';
import { taxClassSchema } from './tax';
import { REQUIRED_FIELD_MESSAGE, requiredText } from './text';

/** Who sees a product (shared/product-statuses.ts). */
export const productStatusSchema = z.enum(PRODUCT_STATUSES, { error: 'Choose draft, active or archived' });
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** The most images a product holds; the first is the cover. */
export const PRODUCT_IMAGES_MAX = 8;

/** A volume price as the API shows it: from `minQuantity` units on, each unit costs `price` dollars. */
export const priceTierSchema = z.object({ minQuantity: z.number().int(), price: z.number() });
export type PriceTierDto = z.infer<typeof priceTierSchema>;

/** The price list that prices a product for a buyer (issue 39): its id and name. */
export const pricedBySchema = z.object({ id: idSchema, name: z.string() });
export type PricedByDto = z.infer<typeof pricedBySchema>;

/**
 * A product as the API shows it: the spec's field names, price in dollars, date in ISO 8601, and
 * the catalogue's own fields. `image` is the cover, `images[0]`.
 */
export const productSchema = z.object({
  _id: idSchema,
  sku: z.string(),
  slug: z.string().describe("The product page's URL segment, /products/{slug}, made from the name (it changes with the name; the old one redirects)"),
  name: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  description: z.string(),
  categoryId: idSchema.nullable(),
  status: productStatusSchema,
  minimumOrder: z.number().int(),
  quantity: z.number().int(),
  price: z.number(),
  date: z.iso.datetime({ offset: true }),
  packSize: z.number().int().describe('The quantity ordered must be a multiple of it (1: sold by the unit)'),
  maximumOrder: z.number().int().nullable().describe('The most units one order may hold, or null for no limit but the stock'),
  priceTiers: z.array(priceTierSchema).describe('Volume prices: from minQuantity units on, each unit costs price (dollars); the base price applies below the first'),
  priceList: pricedBySchema
    .nullable()
    .describe('For a member of a company, the price list that gives `price` and `priceTiers` (their contract prices); null: the product’s own prices'),
  listPrice: z.number().nullable().describe('When a price list prices it for you, the product’s own price from one unit (dollars), to show beside yours; null otherwise'),
});

export type Product = z.infer<typeof productSchema>;

/**
 * A product as the admin reads it (`GET /api/admin/products`): the shop's fields, and what
 * shipping and tax need (issue 38), which the shop's own reads leave out.
 */
export const adminProductSchema = productSchema.omit({ priceList: true, listPrice: true }).extend({
  weight: z.number().nullable().describe('Shipping weight of one unit in kilograms; null: not given'),
  taxClass: taxClassSchema.describe('Which of the address’s tax rates applies: standard, reduced or zero'),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** The heaviest unit a product may weigh (10 tonnes: the column's bound). */
export const PRODUCT_WEIGHT_MAX_KG = 10_000;

/**
 * A unit's shipping weight in kilograms: above 0, at most three decimals (stored as whole grams).
 *
 * @example
 * productWeightSchema.safeParse(2.5).success; // true
 * productWeightSchema.safeParse(0.0005).success; // false: below a gram
 */
export const productWeightSchema = z
  .number({ error: 'Enter the weight in kilograms' })
  .min(0.001, 'The weight is at least 0.001 kg (one gram)')
  .max(PRODUCT_WEIGHT_MAX_KG, `The weight can be at most ${PRODUCT_WEIGHT_MAX_KG} kg`)
  .refine((kg) => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6, 'Use at most three decimals for the weight (grams)');

/** A product page's slug as a path parameter: its shape only (`/products/{slug}`; an unknown one is a 404). */
export const productSlugSchema = z.string().refine(isSlugShaped, 'Enter a product slug: lower-case letters and digits joined by dashes');

/**
 * A product as its public page shows it (`GET /api/products/by-slug/{slug}`): the product, and its
 * stock in one word (src/shared/rules/product-offer.ts's stockState).
 */
export const productPageSchema = productSchema.extend({
  stockState: z.enum(STOCK_STATES).describe("'in_stock'; 'low': fewer units than five smallest orders; 'out': none can be ordered"),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const SKU_MAX = 40;
/**
 * A stock-keeping unit as an admin types it: letters, digits, dot, dash and underscore, starting
 * with a letter or digit; kept in capitals, so `sp-100` and `SP-100` are one SKU.
 *
 * @example
 * skuSchema.parse(' sp-100 '); // 'SP-100'
 * skuSchema.safeParse('SP 100').success; // false
 */
export const skuSchema = z
  .string({ error: REQUIRED_FIELD_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELD_MESSAGE)
  .max(SKU_MAX, `Keep the SKU under ${SKU_MAX} characters`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots, dashes and underscores, starting with a letter or digit')
  .toUpperCase();

// Writing products (admins) -------------------------------------------------------------------

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
/** Our bound: a stock beyond it is a typing slip (the price's is PRODUCT_PRICE_MAX). */
export const PRODUCT_QUANTITY_MAX = 10_000_000;

const requiredNumber = () => z.number({ error: REQUIRED_FIELD_MESSAGE });
/** At most two decimals: 19.99 yes, 19.999 no (a float's noise below a millionth of a cent is not a decimal). */
const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const wholeUnits = () => requiredNumber().int('Enter a whole number of units');
const priceField = () =>
  requiredNumber()
    .positive('The price must be more than 0')
    .max(PRODUCT_PRICE_MAX, `The price can be at most ${PRODUCT_PRICE_MAX}`)
    .refine(hasCents, 'Use at most two decimals for the price');

/** The fields an admin types, shared by the forms and the procedures. */
const productFields = {
  name: requiredText({ max: PRODUCT_NAME_MAX, tooLong: `Keep the name under ${PRODUCT_NAME_MAX} characters` }),
  description: requiredText({ max: PRODUCT_DESCRIPTION_MAX, multiLine: true, tooLong: `Keep the description under ${PRODUCT_DESCRIPTION_MAX} characters` }),
  price: priceField(),
  quantity: wholeUnits().min(0, 'The quantity cannot be negative').max(PRODUCT_QUANTITY_MAX, `The quantity can be at most ${PRODUCT_QUANTITY_MAX}`),
  minimumOrder: wholeUnits().min(1, 'The minimum order is at least 1 unit').max(PRODUCT_QUANTITY_MAX),
};

/** Our bound on a pack: a crate, not a warehouse. */
export const PACK_SIZE_MAX = 10_000;

/** One volume price as an admin sets it: from `minQuantity` units on, `price` dollars a unit. */
export const priceTierInputSchema = z.object({
  minQuantity: wholeUnits().min(2, 'A tier starts at 2 units or more').max(PRODUCT_QUANTITY_MAX, `A tier can start at most at ${PRODUCT_QUANTITY_MAX} units`),
  price: priceField(),
});

/** The quantity rules and volume prices an admin sets (issue 24); their cross-field rules are in withProductRules. */
export const quantityRuleFields = {
  packSize: wholeUnits().min(1, 'The pack size is at least 1 unit').max(PACK_SIZE_MAX, `The pack size can be at most ${PACK_SIZE_MAX}`),
  maximumOrder: wholeUnits().min(1, 'The maximum order is at least 1 unit').max(PRODUCT_QUANTITY_MAX, `The maximum order can be at most ${PRODUCT_QUANTITY_MAX}`).nullable(),
  priceTiers: z
    .array(priceTierInputSchema, { error: 'Enter the price tiers as a list' })
    .max(PRICE_TIERS_MAX, `A product holds at most ${PRICE_TIERS_MAX} price tiers`),
};

type RuleFields = { minimumOrder: number; quantity: number; price: number; packSize?: number; maximumOrder?: number | null; priceTiers?: z.infer<typeof priceTierInputSchema>[] };
/** Whether zod's issues so far include one on any of `fields` (a cross-field rule waits for them). */
export const hasIssueOn = (issues: readonly { path?: PropertyKey[] }[], fields: readonly string[]) => issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * The cross-field rules, each reported on the field to change, and checked while other fields are
 * still wrong so a form shows every problem at once: minimumOrder <= quantity (a product nobody
 * could order otherwise); a maximum order from the smallest order to the stock; tiers rising in
 * quantity and falling in price from the base price. A rule field left out (an update keeps the
 * stored one) is not checked here: the service checks the stored values with the same rules.
 */
function withProductRules<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({ ...productFields, ...shape })
    .refine((product) => (product as RuleFields).minimumOrder <= (product as RuleFields).quantity, {
      path: ['minimumOrder'],
      message: 'The minimum order cannot be more than the quantity',
      when: ({ issues }) => !hasIssueOn(issues, ['quantity', 'minimumOrder']),
    })
    .superRefine(
      (product, ctx) => {
        const { minimumOrder, quantity, packSize, maximumOrder } = product as RuleFields;
        const problem = maximumOrderProblem({ minimumOrder, packSize: packSize ?? 1, maximumOrder: maximumOrder ?? null }, quantity);
        if (problem) ctx.addIssue({ code: 'custom', path: ['maximumOrder'], message: problem });
      },
      { when: ({ issues }) => !hasIssueOn(issues, ['quantity', 'minimumOrder', 'packSize', 'maximumOrder']) },
    )
    .superRefine(
      (product, ctx) => {
        const { price, priceTiers } = product as RuleFields;
        const issue = priceTiers && priceTierIssue(dollarsToCents(price), tiersInCents(priceTiers));
        if (issue) ctx.addIssue({ code: 'custom', ...issue });
      },
      { when: ({ issues }) => !hasIssueOn(issues, ['price', 'priceTiers']) },
    );
}

/** Demo illustrations shipped with the client (the seed uses them). */
const DEMO_IMAGE = /^\/images\/products\/[a-z0-9-]+\.svg$/;
export const IMAGE_NOT_OURS = 'Upload the image here first';

/**
 * A product image is one of ours (docs/decisions/061): an upload URL as POST /api/uploads
 * answers it, or a shipped demo illustration. Never another site's address.
 */
export const productImageSchema = z
  .string({ error: REQUIRED_FIELD_MESSAGE })
  .min(1, REQUIRED_FIELD_MESSAGE)
  .refine((url) => uploadedImageHash(url) !== null || DEMO_IMAGE.test(url), IMAGE_NOT_OURS);

const ignoredDate = z.unknown().optional().describe('Ignored: the server stores its own time');

/** A product's images in order, the cover first. */
export const productImagesSchema = z
  .array(productImageSchema)
  .min(1, 'Add at least one image')
  .max(PRODUCT_IMAGES_MAX, `A product holds at most ${PRODUCT_IMAGES_MAX} images`)
  .refine((images) => new Set(images).size === images.length, 'Each image once');

/**
 * The catalogue's fields beside the spec's, each optional so a call with only the spec's fields
 * works as before. Left out on adding: a generated SKU, no category, `active`, `[image]`, packs of
 * 1, no maximum, no tiers.
 */
const catalogueFields = {
  sku: skuSchema.optional(),
  categoryId: idSchema.nullable().optional(),
  status: productStatusSchema.optional(),
  images: productImagesSchema.optional(),
  packSize: quantityRuleFields.packSize.optional().describe('The quantity ordered must be a multiple of it; 1 (the default) sells by the unit'),
  maximumOrder: quantityRuleFields.maximumOrder.optional().describe('The most units one order may hold (at least the minimum order in whole packs, at most the quantity), or null for no limit'),
  priceTiers: quantityRuleFields.priceTiers
    .optional()
    .describe('Up to 5 volume prices [{minQuantity, price}] in dollars, each from more units at a lower price than the one before, the first below the base price'),
  weight: productWeightSchema.nullable().optional().describe('Shipping weight of one unit in kilograms, at most three decimals; null: not given (weight-banded shipping counts it as nothing)'),
  taxClass: taxClassSchema.optional().describe('standard (the default), reduced or zero: which of the address’s tax rates applies'),
};

/** With both, `image` must be the cover, so the two can never disagree. */
const COVER_MISMATCH = { path: ['image'], error: 'The image must be the first of the images' };
const coverAgrees = (product: { image?: string; images?: string[] }) => !product.image || !product.images || product.images[0] === product.image;

/** `productInformation` of `POST /add-product/{email}`: the spec's fields required, `image` unless `images` is given. */
export const productInformationSchema = withProductRules({ image: productImageSchema.optional(), date: ignoredDate, ...catalogueFields })
  .refine((product) => product.image !== undefined || product.images !== undefined, { path: ['image'], error: REQUIRED_FIELD_MESSAGE })
  .refine(coverAgrees, COVER_MISMATCH);

/**
 * `productInformation` of `PUT /update-product/{id}`: the spec's update sends no image; without
 * one the images stay, and a new `image` alone replaces the cover. Catalogue fields left out stay.
 */
export const productUpdateSchema = withProductRules({ image: productImageSchema.optional(), date: ignoredDate, ...catalogueFields }).refine(coverAgrees, COVER_MISMATCH);

export type ProductInformation = z.infer<typeof productInformationSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image';
/** The image file input: checked before the upload so the admin hears at once what is wrong. */
const imageFile = z
  .file({ error: REQUIRED_FIELD_MESSAGE })
  .mime([...UPLOAD_TYPES], IMAGE_TYPE_MESSAGE)
  .max(MAX_UPLOAD_BYTES, `Choose an image of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);

/** An image in the product form: a file chosen now (uploaded on submit), or one of ours already stored. */
const formImage = z.union([imageFile, productImageSchema], { error: IMAGE_TYPE_MESSAGE });

/** The form's images, in order (the first is the cover), with the procedure's bounds and messages. */
const formImages = z
  .array(formImage, { error: 'Add at least one image' })
  .min(1, 'Add at least one image')
  .max(PRODUCT_IMAGES_MAX, `A product holds at most ${PRODUCT_IMAGES_MAX} images`);

/** A text box left empty is "not given": no SKU (the server generates one, or keeps the current one). */
const optionalSku = z
  .string()
  .trim()
  .transform((sku) => sku || undefined)
  .pipe(skuSchema.optional());

/** The category select: '' is "no category". */
const formCategory = z
  .string()
  .transform((id) => id || null)
  .pipe(idSchema.nullable());

/** The form's catalogue fields; what the procedures' `catalogueFields` take, as a form holds them. */
const formCatalogueFields = {
  sku: optionalSku,
  categoryId: formCategory,
  status: productStatusSchema,
  images: formImages,
  ...quantityRuleFields,
  weight: productWeightSchema.nullable(),
  taxClass: taxClassSchema,
};

/**
 * The add-product form: the same fields, with the images as files (uploaded on submit) or stored
 * URLs, at least one. An empty SKU is generated by the server.
 */
export const productFormSchema = withProductRules(formCatalogueFields);

/** The update dialog: the same form, prefilled with the product's stored images; an empty SKU keeps the current one. */
export const productUpdateFormSchema = productFormSchema;

// Bulk actions (admins) -----------------------------------------------------------------------

/** The most products one bulk action changes: a few pages of the admin's list. */
export const PRODUCT_BULK_MAX = 500;
const selectedIds = z
  .array(idSchema, { error: 'Select at least one product' })
  .min(1, 'Select at least one product')
  .max(PRODUCT_BULK_MAX, `Select at most ${PRODUCT_BULK_MAX} products at once`);

/** `POST /api/admin/products/status`: the selected products get `status`. */
export const productBulkStatusSchema = z.object({ ids: selectedIds, status: productStatusSchema });

/** `POST /api/admin/products/category`: the selected products move to `categoryId`, or to none with null. */
export const productBulkMoveSchema = z.object({ ids: selectedIds, categoryId: idSchema.nullable() });

/**
 * What a bulk action did: `matchedCount` of the selected products exist and are not deleted (the
 * rest are skipped), `modifiedCount` of them changed (the others already were so).
 */
export const productBulkResultSchema = z.object({ matchedCount: z.number().int(), modifiedCount: z.number().int() });
