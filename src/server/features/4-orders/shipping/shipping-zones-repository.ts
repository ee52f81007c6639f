import type { ShippingBand, ShippingKind } from '../../../../shared/rules/shipping';
import type { DB } from '../../../db/database';

/* Shipping zones and their methods (issue 38): one statement each. A zone's methods keep the order the admin gave them (`position`). */

const zoneColumns = ['id', 'name', 'countries', 'regions'] as const;
const methodColumns = ['id', 'zoneId', 'name', 'kind', 'priceCents', 'bands', 'freeOverCents', 'estimate'] as const;

/** A zone's own fields as stored. */
export interface ZoneFields {
  name: string;
  countries: string[];
  regions: string[];
}

/** A method as stored, at its place in the zone's list. */
export interface MethodFields {
  position: number;
  name: string;
  kind: ShippingKind;
  priceCents: number | null;
  bands: ShippingBand[];
  freeOverCents: number | null;
  estimate: string;
}

/** Every zone, by name. */
export function listZones(db: DB) {
  return db.selectFrom('shippingZones').select(zoneColumns).orderBy('name').orderBy('id').execute();
}

export type ZoneRow = Awaited<ReturnType<typeof listZones>>[number];

/** Every zone's methods, each zone's in its order. */
export function listMethods(db: DB) {
  return db.selectFrom('shippingMethods').select(methodColumns).orderBy('zoneId').orderBy('position').execute();
}

export type MethodRow = Awaited<ReturnType<typeof listMethods>>[number];

/** One zone's methods in order. */
export function listZoneMethods(db: DB, zoneId: string) {
  return db.selectFrom('shippingMethods').select(methodColumns).where('zoneId', '=', zoneId).orderBy('position').execute();
}

/** The zone, locked until the transaction ends (two edits of one zone run one after the other); undefined when there is none. */
export function lockZone(db: DB, zoneId: string) {
  return db.selectFrom('shippingZones').select(zoneColumns).where('id', '=', zoneId).forUpdate().executeTakeFirst();
}

export function insertZone(db: DB, fields: ZoneFields) {
  return db.insertInto('shippingZones').values(fields).returning(zoneColumns).executeTakeFirstOrThrow();
}

export function updateZone(db: DB, zoneId: string, fields: ZoneFields) {
  return db.updateTable('shippingZones').set({ ...fields, updatedAt: new Date() }).where('id', '=', zoneId).returning(zoneColumns).executeTakeFirstOrThrow();
}

/** Deletes the zone (its methods go with it); whether there was one. */
export async function deleteZone(db: DB, zoneId: string): Promise<boolean> {
  const result = await db.deleteFrom('shippingZones').where('id', '=', zoneId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertMethods(db: DB, zoneId: string, methods: readonly MethodFields[]): Promise<void> {
  if (methods.length === 0) return;
  await db
    .insertInto('shippingMethods')
    .values(methods.map((method) => ({ ...method, zoneId, bands: JSON.stringify(method.bands) })))
    .execute();
}

/** Deletes the zone's methods other than `keep`. */
export async function deleteMethodsExcept(db: DB, zoneId: string, keep: readonly string[]): Promise<void> {
  let query = db.deleteFrom('shippingMethods').where('zoneId', '=', zoneId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

/**
 * Moves the zone's methods to negative positions, each its own, so the edit that follows can give
 * them their new places without two meeting on one (the unique key is checked row by row).
 */
export async function parkMethods(db: DB, zoneId: string): Promise<void> {
  await db
    .updateTable('shippingMethods')
    .set((eb) => ({ position: eb(eb.neg(eb.ref('position')), '-', 1) }))
    .where('zoneId', '=', zoneId)
    .execute();
}

export async function updateMethod(db: DB, zoneId: string, methodId: string, method: MethodFields): Promise<void> {
  await db
    .updateTable('shippingMethods')
    .set({ ...method, bands: JSON.stringify(method.bands) })
    .where('zoneId', '=', zoneId)
    .where('id', '=', methodId)
    .execute();
}
