import { z } from 'zod';
import {
  companyDetailSchema,
  companyInputSchema,
  companyLocationSchema,
  companyPageInputSchema,
  companyPageSchema,
  companySchema,
  companyStatusInputSchema,
  locationFields,
  locationInputSchema,
  memberUpdateSchema,
} from '../../../../shared/schemas/company';
import { companyCreditSchema, paymentTermsInputSchema } from '../../../../shared/schemas/account-terms';
import { idSchema } from '../../../../shared/schemas/ids';
import { taxExemptionInputSchema } from '../../../../shared/schemas/tax';
import { adminProcedure, router } from '../../../trpc/trpc';
import { addCompanyLocation, changeCompanyMember, companyDetail, companyPage, createCompany, editCompanyLocation, removeCompanyMember, setCompanyStatus, setCompanyTaxExemption, setCompanyTerms } from './companies-service';

const tags = ['companies'];
const companyKey = z.object({ id: idSchema });
const memberKey = z.object({ id: idSchema, userId: idSchema });
const lastAdmin = { 409: 'The last company admin cannot be demoted or removed' };

/** The shop admin's companies (issue 37): the Companies page and a company's page. Invitations are invitations-router's. */
export const companiesRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/companies',
        tags,
        summary: 'Every company by name, with its member count: search and keyset pages (admins)',
        description: "`q` keeps the companies whose name or tax id contains it (any case, taken literally), or that have a member with that e-mail. Pass `nextCursor` as `cursor` for the next page.",
      },
    })
    .input(companyPageInputSchema)
    .output(companyPageSchema)
    .query(({ ctx, input }) => companyPage(ctx.db, input)),

  detail: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/companies/{id}', tags, summary: 'One company with its payment terms and credit, its locations and members (admins)' } })
    .input(companyKey)
    .output(companyDetailSchema)
    .query(({ ctx, input }) => companyDetail(ctx.db, input.id)),

  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/companies', tags, summary: 'Create a company, active and with no members yet (admins)' } })
    .input(companyInputSchema)
    .output(companySchema)
    .mutation(({ ctx, input }) => createCompany(ctx.db, ctx.user, input)),

  setStatus: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/companies/{id}/status', tags, summary: "Put a company on hold (its members cannot check out) or reactivate it (admins)" } })
    .input(companyStatusInputSchema.extend({ id: idSchema }))
    .output(companySchema)
    .mutation(({ ctx, input }) => setCompanyStatus(ctx.db, ctx.user, input.id, input.status)),

  setTaxExemption: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/companies/{id}/tax-exemption',
        errorResponses: { 409: "Reverse charge refused: the company's tax id is missing, not shaped as a VAT id for its country, or unknown to the VAT check" },
        tags,
        summary: "Mark a company tax-exempt (reverse charge or a certificate) or lift it (admins); answers the company",
        description:
          "`reason` null lifts the exemption. `reverse_charge` needs the company's tax id to be a VAT id of its country's shape (its prefix's country, or its first location's without one) known to the VAT check; `certificate` needs `reference`. Its orders from then on carry no tax, and their invoices say why.",
      },
    })
    .input(taxExemptionInputSchema.safeExtend({ id: idSchema }))
    .output(companyDetailSchema)
    .mutation(({ ctx, input: { id, ...exemption } }) => setCompanyTaxExemption(ctx, ctx.user, id, exemption)),

  setTerms: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/companies/{id}/terms',
        tags,
        summary: "Set a company's payment terms: card only, or on account with Net N days and a credit limit (admins); answers its credit",
        description:
          '`account` needs `netDays` (7 to 120) and `creditLimit` (dollars, above 0). A limit below what the company owes is accepted: it then has 0 available until it pays. `card` keeps the figures it had (any sent with it are not stored), so its members pay by card until it is put on account again.',
      },
    })
    .input(paymentTermsInputSchema.safeExtend({ id: idSchema }))
    .output(companyCreditSchema)
    .mutation(({ ctx, input: { id, ...terms } }) => setCompanyTerms(ctx.db, ctx.user, id, terms)),

  addLocation: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/companies/{id}/locations',
        tags,
        summary: "Add a delivery location to a company (admins)",
        description: '`address` is one text (its `country` an ISO 3166 alpha-2 code, `GB` unless given) or the address book\'s parts.',
      },
    })
    .input(locationInputSchema.extend({ id: idSchema }))
    .output(companyLocationSchema)
    .mutation(({ ctx, input: { id, ...location } }) => addCompanyLocation(ctx.db, ctx.user, id, locationFields(location))),

  editLocation: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/companies/{id}/locations/{locationId}', tags, summary: "Change a company's location (admins)" } })
    .input(locationInputSchema.extend({ id: idSchema, locationId: idSchema }))
    .output(companyLocationSchema)
    .mutation(({ ctx, input: { id, locationId, ...location } }) => editCompanyLocation(ctx.db, ctx.user, id, locationId, locationFields(location))),

  changeMember: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/companies/{id}/members/{userId}',
        errorResponses: lastAdmin,
        tags,
        summary: "Change a member's company role and locations (admins); answers the company",
        description: '`locationIds` left out keeps a buyer\'s locations; empty means every location. A company admin orders for every location.',
      },
    })
    .input(memberUpdateSchema.extend({ id: idSchema, userId: idSchema }))
    .output(companyDetailSchema)
    .mutation(({ ctx, input: { id, userId, ...change } }) => changeCompanyMember(ctx.db, ctx.user, id, userId, change)),

  removeMember: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/companies/{id}/members/{userId}', errorResponses: lastAdmin, tags, summary: 'Take a member out of a company; their past orders stay with it (admins). Answers the company' } })
    .input(memberKey)
    .output(companyDetailSchema)
    .mutation(({ ctx, input }) => removeCompanyMember(ctx.db, ctx.user, input.id, input.userId)),
});
