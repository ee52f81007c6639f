import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { companyPageQuery, type CompanyPageQuery } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { useTestApp } from '../../helpers/test-app';
import { companyWithMembers } from './company-fixture';

const shop = useTestApp();

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(query: CompanyPageQuery): Promise<PlanNode[]> {
  const [explained] = await companyPageQuery(shop.db, query).explain('json');
  return nodesOf((explained as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
}

describe('the Companies page on 250,000 companies (fewer fit in a few pages, where Postgres rightly reads them all)', () => {
  it('walks companies_name_idx for a page, and answers a search by the trigram indexes and a member e-mail by keys, never reading every company', { timeout: 120_000 }, async () => {
    await sql`
      insert into companies (name, tax_id)
      select 'Company ' || lpad(n::text, 6, '0'), case when n % 3 = 0 then 'GB' || n end
      from generate_series(1, 250000) as n`.execute(shop.db);
    const acme = await companyWithMembers(shop.db, 'Acme Scale');
    await sql`analyze companies, company_members, users`.execute(shop.db);

    const deep = await planOf({ after: { name: 'company 150000', id: '00000000-0000-4000-8000-000000000000' }, limit: 26 });
    const summary = JSON.stringify(deep.map((node) => [node['Node Type'], node['Index Name'], node['Relation Name']]));
    expect(deep.some((node) => node['Index Name'] === 'companies_name_idx'), summary).toBe(true);
    expect(deep.filter((node) => node['Relation Name'] === 'companies').map((node) => node['Node Type']), summary).not.toContain('Seq Scan');

    const search = await planOf({ search: 'nobody by that name', limit: 26 });
    const searched = JSON.stringify(search.map((node) => [node['Node Type'], node['Index Name'], node['Relation Name']]));
    expect(search.map((node) => node['Index Name']), searched).toEqual(expect.arrayContaining(['companies_name_trgm_idx', 'companies_tax_id_trgm_idx', 'companies_pkey']));
    expect(search.filter((node) => node['Relation Name'] === 'companies').map((node) => node['Node Type']), searched).not.toContain('Seq Scan');

    const byEmail = await companyPageQuery(shop.db, { search: acme.buyers[0].email, limit: 26 }).execute();
    expect(byEmail.map((row) => row.id)).toEqual([acme.id]);
  });
});
