import type { DB } from '../../db/database';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './demo-accounts';

/**
 * Outside demo mode the demo logins' passwords are public knowledge, not credentials: the two
 * accounts lose their password and every session (their orders and reviews stay). Idempotent.
 */
export async function retireDemoLogins(db: DB): Promise<void> {
  const emails = [DEMO_ADMIN.email, DEMO_CUSTOMER.email];
  await db.transaction().execute(async (trx) => {
    const retired = await trx.updateTable('users').set({ passwordHash: null }).where('email', 'in', emails).returning('id').execute();
    if (retired.length > 0) {
      await trx.deleteFrom('sessions').where('userId', 'in', retired.map((row) => row.id)).execute();
    }
  });
}
