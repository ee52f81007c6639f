import type { Role } from '../schemas/session-user';

/**
 * Whether `caller` may see a record that `ownerId` owns (an order, its invoice and credit notes):
 * its owner, or any admin. The callers answer anyone else as if the record did not exist (404),
 * so nobody learns which ids are taken (docs/decisions/032).
 *
 * @example isOwnerOrAdmin({ id: 'ann', role: 'user' }, 'ann') // true
 * @example isOwnerOrAdmin({ id: 'eve', role: 'admin' }, 'ann') // true
 * @example isOwnerOrAdmin({ id: 'bob', role: 'user' }, 'ann') // false
 */
export function isOwnerOrAdmin(caller: { id: string; role: Role }, ownerId: string): boolean {
  return caller.id === ownerId || caller.role === 'admin';
}
