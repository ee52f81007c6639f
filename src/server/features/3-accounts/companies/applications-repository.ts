import { sql, type ExpressionBuilder } from 'kysely';
import type { ApplicationStatus } from '../../../../shared/schemas/company';
import type { KeysetKey } from '../../../db/keyset-cursor';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { userEmail, userName } from '../accounts/user-lookups';

/* Business applications' queries (business_applications): one pending per account, decided once. */

/** Whether `error` is Postgres refusing a second pending application of an account (business_applications_one_pending_idx). */
export function isAlreadyPending(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'business_applications_one_pending_idx';
}

/** An application's columns as the applicant and the shop admins read them, the applicant's name and e-mail beside them. */
const columns = (eb: ExpressionBuilder<Database, 'businessApplications'>) =>
  [
    'businessApplications.id',
    'businessApplications.userId',
    'businessApplications.companyName',
    'businessApplications.taxId',
    'businessApplications.message',
    'businessApplications.status',
    'businessApplications.reason',
    'businessApplications.companyId',
    'businessApplications.createdAt',
    'businessApplications.decidedAt',
    userName(eb.ref('businessApplications.userId')).as('applicantName'),
    userEmail(eb.ref('businessApplications.userId')).as('applicantEmail'),
    // Microseconds, which Postgres keeps and a JavaScript Date would round away (the cursor's key).
    sql<string>`(extract(epoch from business_applications.created_at) * 1000000)::bigint::text`.as('createdMicros'),
  ] as const;

export type ApplicationRow = Awaited<ReturnType<typeof findApplication>> & {};

/** Files an application; throws the unique violation isAlreadyPending tells while another waits. */
export async function insertApplication(db: DB, userId: string, application: { companyName: string; taxId: string | null; message: string | null }) {
  const { id } = await db.insertInto('businessApplications').values({ userId, ...application }).returning('id').executeTakeFirstOrThrow();
  return (await findApplication(db, id))!;
}

export function findApplication(db: DB, id: string) {
  return db.selectFrom('businessApplications').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The account's newest application, if any. */
export function latestApplicationOf(db: DB, userId: string) {
  return db.selectFrom('businessApplications').select(columns).where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** A page of applications, newest first (created_at, then id), of one status or all; `limit + 1` rows tell whether another page follows. */
export function listApplications(db: DB, query: { status?: ApplicationStatus; after?: KeysetKey; limit: number }) {
  let select = db.selectFrom('businessApplications').select(columns).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(query.limit);
  if (query.status) select = select.where('status', '=', query.status);
  const after = query.after;
  if (after) {
    select = select.where(
      sql<boolean>`(business_applications.created_at, business_applications.id) < (timestamptz 'epoch' + ${after.createdMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
    );
  }
  return select.execute();
}

/**
 * Decides a pending application: one conditional update, so of two admins deciding at once exactly
 * one gets the row (and creates the company); the other gets undefined.
 */
export function decidePending(db: DB, id: string, decision: { status: 'approved' } | { status: 'declined'; reason: string }, adminId: string) {
  return db
    .updateTable('businessApplications')
    .set({ status: decision.status, reason: decision.status === 'declined' ? decision.reason : null, decidedBy: adminId, decidedAt: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning((eb) => ['id', 'userId', 'companyName', 'taxId', userName(eb.ref('businessApplications.userId')).as('applicantName'), userEmail(eb.ref('businessApplications.userId')).as('applicantEmail')])
    .executeTakeFirst();
}

/** Links an approved application to the company it created. */
export async function setApplicationCompany(db: DB, id: string, companyId: string): Promise<void> {
  await db.updateTable('businessApplications').set({ companyId }).where('id', '=', id).execute();
}
