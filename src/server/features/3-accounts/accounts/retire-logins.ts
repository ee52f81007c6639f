import type { DB } from '../../../db/database';

/**
 * Takes the password and every session of the accounts with these e-mails (their orders and
 * reviews stay): for logins whose password is public knowledge, such as the demo's outside demo
 * mode. Idempotent.
 */
export async function retireLogins(db: DB, emails: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const retired = await trx.updateTable('users').set({ passwordHash: null }).where('email', 'in', emails).returning('id').execute();
    if (retired.length > 0) {
      await trx.deleteFrom('sessions').where('userId', 'in', retired.map((row) => row.id)).execute();
    }
  });
}
