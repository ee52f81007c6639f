import { dollarsToCents } from '../../../../shared/money';
import { UNKNOWN_CATEGORY } from '../../../../shared/schemas/category-slug';
import { maximumOrderProblem, priceTierIssue } from '../../../../shared/rules/product-rules-check';
import { tiersInCents } from '../../../../shared/rules/quantity-rules';
import { IMAGE_NOT_OURS, type ProductInformation, type ProductUpdate } from '../../../../shared/schemas/product';
import { uploadedImageHash } from '../../../../shared/uploaded-image';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import { recordAudit } from '../../1-platform/audit/audit-log-repository';
import { isStoredImage } from '../../1-platform/uploads/store-image';
import { brokeConstraint, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from './broken-constraint';
import { toAdminProductDto } from './product-dto';
import { insertProduct, lockKeptProduct, softDeleteProduct, updateKeptProduct, type ProductValues } from './product-writes-repository';
import type { ProductListRow } from './products-repository';

const noSuchProduct = () => new AppError('not-found', 'No such product');

export const SKU_TAKEN = 'This SKU is taken';

/** Rethrows the database's word on a SKU another live product holds, or a category that is gone, as the form's field errors. */
function rethrowAsFieldError(error: unknown): never {
  if (brokeConstraint(error, UNIQUE_VIOLATION, 'products_sku_key')) {
    throw new AppError('conflict', SKU_TAKEN, { 'productInformation.sku': [SKU_TAKEN] });
  }
  if (brokeConstraint(error, FOREIGN_KEY_VIOLATION, 'products_category_id_fkey')) {
    throw new AppError('invalid', UNKNOWN_CATEGORY, { 'productInformation.categoryId': [UNKNOWN_CATEGORY] });
  }
  throw error;
}

/** An upload URL must name files we hold: a made-up hash would show a broken image. */
async function assertImagesStored({ config }: AppServices, product: ProductUpdate): Promise<void> {
  const fields: [string, string | undefined][] = [['image', product.image], ...(product.images ?? []).map((image, i): [string, string] => [`images.${i}`, image])];
  for (const [field, image] of fields) {
    const hash = image ? uploadedImageHash(image) : null;
    if (hash && !(await isStoredImage(config.uploadDir, hash))) {
      throw new AppError('invalid', IMAGE_NOT_OURS, { [`productInformation.${field}`]: [IMAGE_NOT_OURS] });
    }
  }
}

/** The stored values; a catalogue field left out stays undefined (kept on update, the default on add). */
function toValues(product: ProductUpdate): ProductValues {
  const { name, description, price, quantity, minimumOrder, images, sku, categoryId, status, packSize, maximumOrder, priceTiers, weight, taxClass } = product;
  const priceCents = dollarsToCents(price);
  const weightGrams = weight === undefined || weight === null ? weight : Math.round(weight * 1000);
  return { name, description, priceCents, quantity, minimumOrder, images, sku, categoryId, status, packSize, maximumOrder, priceTiers: priceTiers && tiersInCents(priceTiers), weightGrams, taxClass };
}

/**
 * The schema checked the rules with the fields it was given; an update that leaves some out keeps
 * the stored ones, which must still fit the new values (a raised minimum against the stored
 * maximum, a lowered price against the stored tiers). A stored maximum above a lowered stock
 * stays: the stock caps every order anyway.
 */
function assertRulesStillHold(before: ProductListRow, values: ProductValues): void {
  const packSize = values.packSize ?? before.packSize;
  const maximumOrder = values.maximumOrder === undefined ? before.maximumOrder : values.maximumOrder;
  const maximumProblem = maximumOrderProblem({ minimumOrder: values.minimumOrder, packSize, maximumOrder });
  if (maximumProblem) throw new AppError('invalid', maximumProblem, { 'productInformation.maximumOrder': [maximumProblem] });
  const tierIssue = priceTierIssue(values.priceCents, values.priceTiers ?? before.priceTiers);
  if (tierIssue) throw new AppError('invalid', tierIssue.message, { [['productInformation', ...tierIssue.path].join('.')]: [tierIssue.message] });
}

/** A new `image` alone replaces the cover and keeps the rest (the spec's update sends one image). */
function withCover(images: string[], cover: string | undefined): string[] | undefined {
  return cover && images[0] !== cover ? [cover, ...images.slice(1).filter((image) => image !== cover)] : undefined;
}

/**
 * Adds a product (`POST /add-product/{email}`): without a SKU the database numbers one, without a
 * category it has none, without a status it is active, without `images` they are `[image]`,
 * without quantity rules it sells by the unit with no maximum and no tiers. 409
 * for a SKU another live product holds, 400 for an unknown category. The audit entry holds it as added.
 */
export async function addProduct(services: AppServices, admin: ContextUser, product: ProductInformation): Promise<{ insertedId: string }> {
  await assertImagesStored(services, product);
  return services.db
    .transaction()
    .execute(async (trx) => {
      const row = await insertProduct(trx, { ...toValues(product), images: product.images ?? [product.image as string] });
      await recordAudit(trx, admin, { action: 'product.added', target: row.id, after: toAdminProductDto(row) });
      return { insertedId: row.id };
    })
    .catch(rethrowAsFieldError);
}

/**
 * Overwrites a product's fields (`PUT /update-product/{id}`), whatever its status; without a new
 * image the old one stays, and a catalogue field left out (SKU, category, status, images) stays as
 * it is, and so do the quantity rules and tiers left out (checked against the new values). Orders already placed keep their own name and price. The audit entry holds the product
 * before and after. 404 for an unknown or deleted product, 409 for a taken SKU, 400 for an
 * unknown category.
 */
export async function updateProduct(services: AppServices, admin: ContextUser, id: string, product: ProductUpdate): Promise<{ matchedCount: number }> {
  await assertImagesStored(services, product);
  return services.db
    .transaction()
    .execute(async (trx) => {
      const before = await lockKeptProduct(trx, id);
      if (!before) throw noSuchProduct();
      const values = toValues(product);
      assertRulesStillHold(before, values);
      const after = await updateKeptProduct(trx, id, { ...values, images: values.images ?? withCover(before.images, product.image) });
      await recordAudit(trx, admin, { action: 'product.updated', target: id, before: toAdminProductDto(before), after: toAdminProductDto(after) });
      return { matchedCount: 1 };
    })
    .catch(rethrowAsFieldError);
}

/**
 * Takes a product out of the catalogue and the admin's lists (`DELETE /delete-product/{id}`),
 * whatever its status: a soft delete, so its
 * orders keep their snapshot and can still be read, paid and shipped. 404 for an unknown or
 * already deleted product.
 */
export async function deleteProduct(services: AppServices, admin: ContextUser, id: string): Promise<{ deletedCount: number }> {
  return services.db.transaction().execute(async (trx) => {
    const before = await lockKeptProduct(trx, id);
    if (!before) throw noSuchProduct();
    await softDeleteProduct(trx, id);
    await recordAudit(trx, admin, { action: 'product.deleted', target: id, before: toAdminProductDto(before) });
    return { deletedCount: 1 };
  });
}
