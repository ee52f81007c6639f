import { auditFilterSchema, auditPageSchema } from '../../../../shared/schemas/audit';
import { keysetPage } from '../../../db/keyset-page';
import { adminProcedure, router } from '../../../trpc/trpc';
import { toAuditEntryDto } from './audit-entry-dto';
import type { AuditLabels } from './audit-labels';
import { listAuditEntries } from './audit-log-queries';

const optionalDate = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));

/** The audit list, labelled by the lookups of the features whose rows its entries are about (audit-labels.ts). */
export const auditRouter = (labels: AuditLabels) =>
  router({
    list: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/audit-log',
          tags: ['audit'],
          summary: 'Admin actions, newest first, a page at a time, with who and what in words (admins)',
          description: 'Filters: `actor` (e-mail), `action`, `target` (as recorded: a company id gives its audit trail), `from` (inclusive) and `to` (exclusive) as ISO 8601 instants. Pass `next` as `cursor` for older entries.',
        },
      })
      .input(auditFilterSchema)
      .output(auditPageSchema)
      .query(async ({ ctx, input }) => {
        const rows = await listAuditEntries(ctx.db, labels, {
          actorEmail: input.actor,
          action: input.action,
          target: input.target,
          from: optionalDate(input.from),
          to: optionalDate(input.to),
          beforeId: input.cursor,
          limit: input.limit + 1,
        });
        const { page, next } = keysetPage(rows, input.limit, (row) => String(row.id));
        return {
          entries: page.map(toAuditEntryDto),
          next,
        };
      }),
  });
