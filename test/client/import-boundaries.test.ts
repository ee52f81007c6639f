import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const client = (file: string) => path.join(root, 'src/client', file);

let eslint: ESLint;

beforeAll(() => {
  // The project's own configuration, as `npx eslint .` runs it.
  eslint = new ESLint({ cwd: root });
});

/** The import-direction messages for `code` as if it were the file at `filePath`. */
async function boundaryMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'client-boundaries/import-direction').map((message) => message.message);
}

describe('client import boundaries', () => {
  it('reports a feature importing another feature, statically or lazily', async () => {
    const file = client('features/orders/order-summary.ts');
    expect(await boundaryMessages("export { SignInForm } from '../auth/sign-in-form';\n", file)).toEqual([
      expect.stringContaining('features/orders may not import features/auth: features do not import each other'),
    ]);
    expect(await boundaryMessages("export const page = () => import('../reviews/add-review-page');\n", file)).toHaveLength(1);
  });

  it('reports lib and components importing a feature or the app', async () => {
    expect(await boundaryMessages("export { SignInForm } from '../features/auth/sign-in-form';\n", client('lib/sign-in.ts'))).toEqual([
      expect.stringContaining('src/client/lib may not import features/auth: imports flow one way'),
    ]);
    expect(await boundaryMessages("export { router } from '../app/router';\n", client('components/app-link.ts'))).toEqual([
      expect.stringContaining('src/client/components may not import app'),
    ]);
  });

  it('reports a feature importing the app', async () => {
    expect(await boundaryMessages("export { router } from '../../app/router';\n", client('features/orders/go-home.ts'))).toHaveLength(1);
  });

  it('allows imports that flow from shared code to features to the app', async () => {
    const feature = [
      "export { useSession } from '../../lib/use-session';",
      "export { FormAlert } from '../../components/form-alert';",
      "export { orderFormSchema } from '../../../shared/rules/order-quantity';",
      "export { StatusBadge } from './status-badge';",
      "export { OrderForm } from '../orders/order-form';",
      "export { CancelOrderDialog } from '../../features/orders/cancel-order-dialog';",
      "export { useForm } from 'react-hook-form';",
      '',
    ].join('\n');
    expect(await boundaryMessages(feature, client('features/orders/order-page.ts'))).toEqual([]);
    expect(await boundaryMessages("export { OrderForm } from '../../features/orders/order-form';\n", client('app/routes/purchase.tsx'))).toEqual([]);
    expect(await boundaryMessages("export { trpc } from './trpc';\n", client('lib/use-something.ts'))).toEqual([]);
  });
});

/** The writes-in-api messages for `code` as if it were the file at `filePath`. */
async function writeMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'client-boundaries/writes-in-api').map((message) => message.message);
}

describe("client writes live in a feature's api/ folder", () => {
  const mutation = "import { useMutation } from '@tanstack/react-query';\nexport const useIt = () => useMutation({ mutationFn: async () => 1 });\n";
  const refresh = "export const refresh = (queryClient: { invalidateQueries(filter: object): void }) => queryClient.invalidateQueries({ queryKey: ['x'] });\n";

  it('reports useMutation in a page, a feature component or a route file', async () => {
    for (const file of ['features/cart/cart-page.tsx', 'features/admin-orders/components/ship-order-dialog.tsx', 'app/routes/checkout.tsx']) {
      expect(await writeMessages(mutation, client(file)), file).toEqual([expect.stringContaining("useMutation belongs in this feature's api/ folder")]);
    }
  });

  it('reports a page listing the reads to refresh or overwrite', async () => {
    expect(await writeMessages(refresh, client('features/orders/cancel-order-dialog.tsx'))).toEqual([expect.stringContaining('invalidateQueries belongs in')]);
    expect(await writeMessages("export const show = (c: { setQueryData(k: unknown, v: unknown): void }) => c.setQueryData(['cart'], null);\n", client('app/routes/cart.tsx'))).toHaveLength(1);
  });

  it("allows both in a feature's api/ folder and in lib/", async () => {
    expect(await writeMessages(mutation + refresh, client('features/cart/api/update-cart-line.ts'))).toEqual([]);
    expect(await writeMessages(refresh, client('lib/refresh-stock.ts'))).toEqual([]);
  });

  it('finds no file outside an api/ folder calling useMutation today', () => {
    const filesUnder = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : []));
    const found = [...filesUnder(client('app')), ...filesUnder(client('features'))]
      .filter((file) => !file.split(path.sep).includes('api') && /\buseMutation\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(found).toEqual([]);
  });
});
