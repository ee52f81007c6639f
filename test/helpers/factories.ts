import { randomBytes } from 'node:crypto';
import type { DB } from '../../src/server/db/database';
import { hashPassword } from '../../src/server/features/accounts/passwords';
import type { Role } from '../../src/server/db/schema';
import type { ContextUser } from '../../src/server/services';

const unique = () => randomBytes(4).toString('hex');

/**
 * A user row (able to sign in with `password` when given), returned as the context user procedures
 * see. Its e-mail is unproven unless `verified` (orders of unproven accounts are held briefly:
 * docs/decisions/043).
 */
export async function createUser(db: DB, fields: { name?: string; email?: string; role?: Role; password?: string; verified?: boolean } = {}): Promise<ContextUser> {
  return db
    .insertInto('users')
    .values({
      name: fields.name ?? 'Test User',
      email: (fields.email ?? `user-${unique()}@example.com`).toLowerCase(),
      role: fields.role ?? 'user',
      passwordHash: fields.password ? await hashPassword(fields.password) : null,
      emailVerifiedAt: fields.verified ? new Date() : null,
    })
    .returning(['id', 'email', 'name', 'role'])
    .executeTakeFirstOrThrow();
}

/** A live product; price in dollars as the API shows it. */
export async function createProduct(
  db: DB,
  fields: { name?: string; price?: number; quantity?: number; minimumOrder?: number; deleted?: boolean } = {},
) {
  return db
    .insertInto('products')
    .values({
      name: fields.name ?? `Spade ${unique()}`,
      images: ['/images/products/spade.jpg'],
      description: 'A sturdy spade',
      priceCents: Math.round((fields.price ?? 12.5) * 100),
      quantity: fields.quantity ?? 100,
      minimumOrder: fields.minimumOrder ?? 5,
      deletedAt: fields.deleted ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
