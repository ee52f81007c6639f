import type { User } from '../../../shared/schemas/user';

/** The phone and address the buyer's profile holds ('' when unset): the order form starts with them. */
export interface SavedContact {
  phone: string;
  address: string;
}

export function savedContactOf(user: User): SavedContact {
  return { phone: user.phone ?? '', address: user.address ?? '' };
}

/** The order's phone or address differs from the profile's (as the schemas store them, trimmed). */
export function contactChanged(saved: SavedContact, typed: SavedContact): boolean {
  return typed.phone.trim() !== saved.phone || typed.address.trim() !== saved.address;
}
