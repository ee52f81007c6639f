import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
    expect(runtime[0]).toMatch(/^FROM node:20-(bookworm-slim|alpine)/);
    expect(instructions.filter((line) => line.startsWith('RUN npm ci')).some((line) => line.includes('--omit=dev'))).toBe(true);
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
