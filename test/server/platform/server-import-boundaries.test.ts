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
    expect(await messages('trpc-only-in-routers', "export const load = () => import('../../trpc/context');\n", server('features/payments/settle-payment.ts'))).toHaveLength(1);
    expect(await messages('trpc-only-in-routers', code, server('features/orders/orders-router.ts'))).toEqual([]);
    expect(await messages('trpc-only-in-routers', "export type { AppServices } from '../../services';\n", server('features/orders/orders-service.ts'))).toEqual([]);
  });
});
