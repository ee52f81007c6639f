import type { DB } from '../../../db/database';
import { retireLogins } from '../../3-accounts/accounts/retire-logins';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_CUSTOMER } from '../../3-accounts/accounts/demo-accounts';

/**
 * Outside demo mode the demo logins' passwords are public knowledge, not credentials: the
 * accounts lose their password and every session (their orders and reviews stay). Idempotent.
 */
export async function retireDemoLogins(db: DB): Promise<void> {
  await retireLogins(db, [DEMO_ADMIN.email, DEMO_CUSTOMER.email, DEMO_BUYER.email]);
}
