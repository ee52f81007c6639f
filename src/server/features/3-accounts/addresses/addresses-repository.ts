import { sql } from 'kysely';
import type { AddressFields } from '../../../../shared/schemas/address-book';
import type { DB } from '../../../db/database';

/*
 * The address book's statements, each scoped to its owner: no statement reads or writes an
 * address by id alone, so one account can never touch another's.
 */

const addressColumns = ['id', 'name', 'company', 'line1', 'line2', 'city', 'postcode', 'country', 'phone', 'isDefault'] as const;

/**
 * Serialises the writes to one account's address book (an empty book has no row to lock): the
 * count under ADDRESSES_MAX and "the first address is the default" hold when two tabs add at once.
 */
export async function lockAddressBook(db: DB, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`.execute(db);
}

/** The account's addresses, the default first, then the newest. */
export function listAddresses(db: DB, userId: string) {
  return db.selectFrom('addresses').select(addressColumns).where('userId', '=', userId).orderBy('isDefault', 'desc').orderBy('createdAt', 'desc').orderBy('id').execute();
}

export type AddressRow = Awaited<ReturnType<typeof listAddresses>>[number];

/** One of the account's addresses, or undefined (another account's is undefined too). */
export function findAddress(db: DB, userId: string, id: string) {
  return db.selectFrom('addresses').select(addressColumns).where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countAddresses(db: DB, userId: string): Promise<number> {
  const { count } = await db.selectFrom('addresses').select((eb) => eb.fn.countAll<string>().as('count')).where('userId', '=', userId).executeTakeFirstOrThrow();
  return Number(count);
}

/** The account's default is no longer the default (before another becomes it: one default per account is a unique index). */
export async function clearDefault(db: DB, userId: string): Promise<void> {
  await db.updateTable('addresses').set({ isDefault: false }).where('userId', '=', userId).where('isDefault', '=', true).execute();
}

export function insertAddress(db: DB, userId: string, fields: AddressFields, isDefault: boolean) {
  return db
    .insertInto('addresses')
    .values({ ...fields, userId, isDefault })
    .returning(addressColumns)
    .executeTakeFirstOrThrow();
}

/** Changes one of the account's addresses (and makes it the default when `isDefault`, else keeps its flag); undefined when it has none by that id. */
export function updateAddress(db: DB, userId: string, id: string, fields: AddressFields, isDefault: true | undefined) {
  return db
    .updateTable('addresses')
    .set({ ...fields, ...(isDefault && { isDefault }), updatedAt: new Date() })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning(addressColumns)
    .executeTakeFirst();
}

/** Deletes one of the account's addresses; what it was, or undefined when it had none by that id. */
export function deleteAddress(db: DB, userId: string, id: string) {
  return db.deleteFrom('addresses').where('userId', '=', userId).where('id', '=', id).returning(['id', 'isDefault']).executeTakeFirst();
}

/** Makes the account's newest address the default (after the default was deleted). */
export async function promoteNewest(db: DB, userId: string): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ isDefault: true })
    .where('id', '=', (eb) => eb.selectFrom('addresses').select('id').where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id').limit(1))
    .execute();
}
