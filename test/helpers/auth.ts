import type { DB } from '../../src/server/db/database';
import { createSession } from '../../src/server/features/3-accounts/accounts/sessions/sessions';
import type { ContextUser } from '../../src/server/services';

/** Headers that make an `inject` request act as `user`, the way an API client would. */
export async function bearerHeaders(db: DB, user: ContextUser): Promise<{ authorization: string }> {
  const { token } = await createSession(db, user.id);
  return { authorization: `Bearer ${token}` };
}
