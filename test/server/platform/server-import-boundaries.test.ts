import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const server = (file: string) => path.join(root, 'src/server', file);

let eslint: ESLint;

beforeAll(() => {
  // The project's own configuration, as `npx eslint .` runs it.
  eslint = new ESLint({ cwd: root });
});

/** The messages of one server-boundaries rule for `code` as if it were the file at `filePath`. */
async function messages(rule: string, code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === `server-boundaries/${rule}`).map((message) => message.message);
}

describe('server import boundaries', () => {
  it('lets only a feature router import from trpc/', async () => {
    const code = "export { adminProcedure } from '../../trpc/trpc';\n";
    expect(await messages('trpc-only-in-routers', code, server('features/orders/orders-service.ts'))).toEqual([
      expect.stringContaining('orders/orders-service.ts may not import src/server/trpc'),
    ]);
    expect(await messages('trpc-only-in-routers', "export const load = () => import('../../trpc/context');\n", server('features/payments/payments-service.ts'))).toHaveLength(1);
    expect(await messages('trpc-only-in-routers', code, server('features/orders/orders-router.ts'))).toEqual([]);
    expect(await messages('trpc-only-in-routers', "export type { AppServices } from '../../services';\n", server('features/orders/orders-service.ts'))).toEqual([]);
  });
});

describe('server feature boundaries', () => {
  const rule = 'feature-imports';

  it('reports a feature using a feature the table does not let it use', async () => {
    // (Audit now names orders in its list: uploads, which uses only audit, is the example.)
    expect(await messages(rule, "export { recordOrderEvent } from '../orders/order-timeline';\n", server('features/uploads/uploads-routes.ts'))).toEqual([
      expect.stringContaining('features/uploads may not use features/orders'),
    ]);
  });

  it('reports a feature reaching past the modules another offers', async () => {
    expect(await messages(rule, "export { takeStock } from '../orders/orders-repository';\n", server('features/payments/payments-service.ts'))).toEqual([
      expect.stringContaining('features/payments may use features/orders only through order-timeline.ts, open-unpaid-orders.ts'),
    ]);
    expect(await messages(rule, "export const load = () => import('../products/products-repository');\n", server('features/overview/overview-repository.ts'))).toHaveLength(1);
  });

  it('allows a feature its own files and the modules the table offers it', async () => {
    const code = [
      "export { recordOrderEvent } from '../orders/order-timeline';",
      "export { isOpenUnpaid } from '../orders/open-unpaid-orders';",
      "export { enqueueMail } from '../mail/outbox-repository';",
      "export { markOrderPaid } from './payment-orders-repository';",
      "export type { AppServices } from '../../services';",
      '',
    ].join('\n');
    expect(await messages(rule, code, server('features/payments/payments-service.ts'))).toEqual([]);
  });

  it('is the table docs/architecture.md#layers shows', async () => {
    const { FEATURES } = (await import(path.join(root, 'tools/eslint/server-boundaries.js'))) as {
      FEATURES: Record<string, { owns: string[]; uses: string[]; offers: string[] }>;
    };
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const documented: Record<string, { owns: string[]; uses: string[]; offers: string[] }> = {};
    for (const [, feature, owns, uses, offers] of doc.matchAll(/^\| `([a-z-]+)` \|([^|]*)\|([^|]*)\|([^|]*)\|$/gm)) {
      documented[feature!] = { owns: names(owns!), uses: names(uses!), offers: names(offers!) };
    }
    expect(documented).toEqual(FEATURES);
  });

  it('gives every table of the schema one owner', async () => {
    const { FEATURES, PLATFORM_TABLES } = (await import(path.join(root, 'tools/eslint/server-boundaries.js'))) as {
      FEATURES: Record<string, { owns: string[] }>;
      PLATFORM_TABLES: string[];
    };
    const owned = [...Object.values(FEATURES).flatMap((feature) => feature.owns), ...PLATFORM_TABLES];
    const schema = readFileSync(server('db/schema.generated.ts'), 'utf8');
    const database = /export interface DB \{([^}]*)\}/.exec(schema)![1]!;
    const tables = [...database.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]!.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
    expect(tables.filter((table) => !owned.includes(table))).toEqual([]);
    expect(owned.length).toBe(new Set(owned).size);
  });
});
