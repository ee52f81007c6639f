import type { LocationFields } from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';

/* A company's locations; every statement is scoped to the company, so no id of another's reaches. */

const locationColumns = ['id', 'name', 'address', 'country', 'phone', 'billingAddress'] as const;

/** The company's locations, by name. */
export function listLocations(db: DB, companyId: string) {
  return db.selectFrom('companyLocations').select(locationColumns).where('companyId', '=', companyId).orderBy('name').orderBy('id').execute();
}

export type LocationRow = Awaited<ReturnType<typeof listLocations>>[number];

export function insertLocation(db: DB, companyId: string, fields: LocationFields) {
  return db
    .insertInto('companyLocations')
    .values({ ...fields, companyId })
    .returning(locationColumns)
    .executeTakeFirstOrThrow();
}

/** Changes one of the company's locations; undefined when it has none by that id. */
export function updateLocation(db: DB, companyId: string, locationId: string, fields: LocationFields) {
  return db
    .updateTable('companyLocations')
    .set({ ...fields, updatedAt: new Date() })
    .where('companyId', '=', companyId)
    .where('id', '=', locationId)
    .returning(locationColumns)
    .executeTakeFirst();
}
