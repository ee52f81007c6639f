import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { statementsDuring } from '../../helpers/statements';
import { useTestApp } from '../../helpers/test-app';

// Issue 34, item 1: no search an anonymous visitor makes reads the catalogue, whatever its letters.
// Behaviour, not time (the bench times them): each statement a search sends, run again under
// EXPLAIN ANALYZE, reads products through an index and only about a page of them.
const shop = useTestApp({ catalogue: 'large' });

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The most rows any step of a search's plans may handle: a few walks of WALK_BUDGET (relevance-tiers.ts), never the catalogue. */
const ROWS_PER_STEP = 2_000;

/** The statements reading products that `run` sends, each with the plan Postgres ran it by (EXPLAIN ANALYZE). */
async function plansOf(run: () => Promise<unknown>): Promise<Array<{ text: string; nodes: PlanNode[] }>> {
  const sent = (await statementsDuring(run)).filter(({ text }) => /\bfrom "products"/.test(text) && !text.startsWith('explain'));
  const plans = [];
  for (const { text, values } of sent) {
    const { rows } = await shop.db.executeQuery(CompiledQuery.raw(`explain (analyze, format json) ${text}`, [...values]));
    plans.push({ text, nodes: nodesOf((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan) });
  }
  return plans;
}

const describeNodes = (nodes: PlanNode[]) => nodes.map((node) => `${node['Node Type']}${node['Index Name'] ? `(${node['Index Name']})` : ''}:${node['Actual Rows'] * node['Actual Loops']}`).join(' ');

/** Every search the issue names, one letter to six words, SKU-shaped or not. */
const SEARCHES = ['g', 'G', 'ge', 'GEN', 'gen-', 'GEN-0', 'GEN-00', 'GEN-0000', 'GEN-0001234', 'x', '1', '0', 'spade', 'steel spade', 'heavy duty steel garden spade handle', 'zzzq', 'a b c d e f'];

describe('a search of 100,000 products (docs/decisions/105)', () => {
  it('reads only about a page of products for any search, SKU-shaped or not, first page and next', { timeout: 120_000 }, async () => {
    expect(Number((await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThanOrEqual(100_000);
    for (const q of SEARCHES) {
      let cursor: string | null = null;
      const plans = await plansOf(async () => {
        const first = await shop.app.inject({ url: `/api/catalogue?q=${encodeURIComponent(q)}&limit=24` });
        expect(first.statusCode, q).toBe(200);
        cursor = first.json<{ nextCursor: string | null }>().nextCursor;
        if (cursor) expect((await shop.app.inject({ url: `/api/catalogue?q=${encodeURIComponent(q)}&limit=24&cursor=${cursor}` })).statusCode, q).toBe(200);
      });
      expect(plans.length, q).toBeGreaterThan(0);
      for (const { text, nodes } of plans) {
        const context = `${q}: ${describeNodes(nodes)}\n${text}`;
        expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products'), context).toEqual([]);
        expect(Math.max(...nodes.map((node) => node['Actual Rows'] * node['Actual Loops'])), context).toBeLessThanOrEqual(ROWS_PER_STEP);
      }
    }
  });

  it('looks a SKU start of at least three characters up through the SKU index, in SKU order', async () => {
    const plans = await plansOf(() => shop.app.inject('/api/catalogue?q=GEN-0'));
    expect(plans.some(({ nodes }) => nodes.some((node) => node['Index Name'] === 'products_sku_prefix_idx')), plans.map((plan) => describeNodes(plan.nodes)).join('\n')).toBe(true);
    const page = (await shop.app.inject('/api/catalogue?q=GEN-0&limit=5')).json<{ items: Array<{ sku: string }> }>();
    const skus = page.items.map((item) => item.sku);
    expect(skus.every((sku) => sku.startsWith('GEN-0'))).toBe(true);
    expect(skus).toEqual([...skus].sort());
    // The exact SKU first, then the SKUs it starts.
    const exact = (await shop.app.inject('/api/catalogue?q=gen-0000100&limit=3')).json<{ items: Array<{ sku: string }> }>();
    expect(exact.items[0]?.sku).toBe('GEN-0000100');
  });

  it('reads a one- or two-letter search as words and an exact SKU only, never as the start of every SKU', async () => {
    for (const q of ['g', 'ge']) {
      const plans = await plansOf(() => shop.app.inject(`/api/catalogue?q=${q}`));
      for (const { text } of plans) expect(text, q).not.toMatch(/sku" like|sku like/);
    }
  });
});
