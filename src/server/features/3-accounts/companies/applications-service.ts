import type { z } from 'zod';
import {
  ALREADY_IN_A_COMPANY_MESSAGE,
  APPLICATION_DECIDED_MESSAGE,
  APPLICATION_NOT_FOUND_MESSAGE,
  APPLICATION_PENDING_MESSAGE,
  type applicationPageInputSchema,
  type BusinessApplication,
  type businessApplicationInputSchema,
  type MyBusinessAccount,
} from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../db/keyset-cursor';
import { keysetPage } from '../../../db/keyset-page';
import { AppError } from '../../../errors/app-error';
import type { ContextUser, RequestContext } from '../../../services';
import { recordAudit } from '../../1-platform/audit/audit-log-repository';
import { enqueueMail } from '../../1-platform/mail/outbox-repository';
import { applicationApprovedMail, applicationDeclinedMail } from '../../1-platform/mail/templates/company-mails';
import { decidePending, findApplication, insertApplication, isAlreadyPending, latestApplicationOf, listApplications, setApplicationCompany, type ApplicationRow } from './applications-repository';
import { insertCompany } from './companies-repository';
import { insertMember, isAlreadyMember } from './members-repository';
import { companyAccessOf } from './memberships';

/*
 * Business applications: a customer in no company asks for a business account; a shop admin
 * approves it (the company is created with the applicant as its first company admin) or declines
 * it with a reason. Each decision is one transaction that claims the pending row by a conditional
 * update, so two admins deciding at once create one company; the applicant is mailed in it.
 *
 * Errors: 404 an unknown application; 409 an applicant already in a company, a second pending
 * application, an application already decided.
 */

type Services = Pick<RequestContext, 'db' | 'config'>;

function toApplicationDto(row: ApplicationRow): BusinessApplication {
  return {
    id: row.id,
    companyName: row.companyName,
    taxId: row.taxId,
    message: row.message,
    status: row.status,
    reason: row.reason,
    applicant: { userId: row.userId, name: row.applicantName, email: row.applicantEmail },
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Files the caller's application. */
export async function applyForBusinessAccount(db: DB, user: ContextUser, input: z.output<typeof businessApplicationInputSchema>): Promise<BusinessApplication> {
  if (await companyAccessOf(db, user.id)) throw new AppError('conflict', ALREADY_IN_A_COMPANY_MESSAGE);
  try {
    return toApplicationDto(await insertApplication(db, user.id, input));
  } catch (error) {
    if (isAlreadyPending(error)) throw new AppError('conflict', APPLICATION_PENDING_MESSAGE);
    throw error;
  }
}

/** The caller's newest application and the company they are in, for the Business account page. */
export async function myBusinessAccount(db: DB, user: ContextUser): Promise<MyBusinessAccount> {
  const [application, access] = await Promise.all([latestApplicationOf(db, user.id), companyAccessOf(db, user.id)]);
  return {
    application: application ? toApplicationDto(application) : null,
    company: access ? { id: access.companyId, name: access.companyName, role: access.role } : null,
  };
}

/** A page of applications for the shop admins, newest first. */
export async function applicationPage(db: DB, input: z.output<typeof applicationPageInputSchema>) {
  const after = input.cursor === undefined ? undefined : decodeKeysetCursor(input.cursor);
  const rows = await listApplications(db, { status: input.status, after, limit: input.limit + 1 });
  const { page, next } = keysetPage(rows, input.limit, (row) => encodeKeysetCursor({ createdMicros: row.createdMicros, id: row.id }));
  return { items: page.map(toApplicationDto), nextCursor: next };
}

/** Why a decision found no pending row: none at all, or decided already. */
async function notPending(db: DB, id: string): Promise<AppError> {
  return (await findApplication(db, id)) ? new AppError('conflict', APPLICATION_DECIDED_MESSAGE) : new AppError('not-found', APPLICATION_NOT_FOUND_MESSAGE);
}

/** Approves a pending application: the company, the applicant as its first company admin, the mail and the audit, in one transaction. */
export async function approveApplication(services: Services, admin: ContextUser, id: string): Promise<BusinessApplication> {
  const { db, config } = services;
  try {
    await db.transaction().execute(async (trx) => {
      const application = await decidePending(trx, id, { status: 'approved' }, admin.id);
      if (!application) throw await notPending(trx, id);
      const company = await insertCompany(trx, { name: application.companyName, taxId: application.taxId });
      await insertMember(trx, { companyId: company.id, userId: application.userId, role: 'admin', locationIds: [] });
      await setApplicationCompany(trx, id, company.id);
      await enqueueMail(trx, applicationApprovedMail(config, { email: application.applicantEmail, name: application.applicantName }, company.name));
      await recordAudit(trx, admin, { action: 'business_application.approved', target: id, details: { companyId: company.id, companyName: company.name, applicant: application.applicantEmail } });
      await recordAudit(trx, admin, { action: 'company.created', target: company.id, after: company, details: { applicationId: id } });
      await recordAudit(trx, admin, { action: 'company.member_joined', target: company.id, details: { userId: application.userId, email: application.applicantEmail, role: 'admin', locationIds: [], applicationId: id } });
    });
  } catch (error) {
    if (isAlreadyMember(error)) throw new AppError('conflict', ALREADY_IN_A_COMPANY_MESSAGE);
    throw error;
  }
  return toApplicationDto((await findApplication(db, id))!);
}

/** Declines a pending application with the admin's reason, mailed to the applicant. */
export async function declineApplication(services: Services, admin: ContextUser, id: string, reason: string): Promise<BusinessApplication> {
  const { db, config } = services;
  await db.transaction().execute(async (trx) => {
    const application = await decidePending(trx, id, { status: 'declined', reason }, admin.id);
    if (!application) throw await notPending(trx, id);
    await enqueueMail(trx, applicationDeclinedMail(config, { email: application.applicantEmail, name: application.applicantName }, application.companyName, reason));
    await recordAudit(trx, admin, { action: 'business_application.declined', target: id, details: { companyName: application.companyName, applicant: application.applicantEmail, reason } });
  });
  return toApplicationDto((await findApplication(db, id))!);
}
