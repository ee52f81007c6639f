import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listsVisibleTo, listsVisibleToQuery } from '../../../src/server/features/4-orders/requisition-lists/lists-repository';
import { createCompanyFixture } from '../../helpers/company-orders';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe("a member's lists among 40,000 shared lists of other accounts", () => {
  it('are found by their owners, the company members, never by reading every shared list', { timeout: 120_000 }, async () => {
    await sql`insert into users (name, email) select 'Owner ' || n, 'owner' || n || '@lists.test' from generate_series(1, 2000) as n`.execute(shop.db);
    await sql`insert into requisition_lists (owner_id, name, shared) select u.id, 'List ' || n, true from users u cross join generate_series(1, 20) as n where u.email like '%@lists.test'`.execute(shop.db);
    const acme = await createCompanyFixture(shop.db, 'Acme Lists');
    const shared = await shop.db.insertInto('requisitionLists').values({ ownerId: acme.admin.id, name: 'Spring planting', shared: true }).returning('id').executeTakeFirstOrThrow();
    await sql`analyze users, requisition_lists, company_members`.execute(shop.db);

    const visible = await listsVisibleTo(shop.db, acme.depotBuyer.id, acme.company.id);
    expect(visible.map((list) => list.id)).toEqual([shared.id]);

    const [explained] = await listsVisibleToQuery(shop.db, acme.depotBuyer.id, acme.company.id).explain('json');
    const nodes = nodesOf((explained as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
    const summary = JSON.stringify(nodes.map((node) => [node['Node Type'], node['Relation Name']]));
    expect(nodes.filter((node) => node['Relation Name'] === 'requisition_lists').map((node) => node['Node Type']), summary).not.toContain('Seq Scan');
  });
});
