import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuilds } from '../../../scripts/build-state.mjs';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'toolyard-build-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/**
 * Writes `file` under the fake project, modified `at` seconds from now. Sources are written in
 * the past and builds in the future, so the folders' own times (now) never decide.
 */
async function write(file: string, at: number) {
  const mtime = Date.now() / 1000 + at;
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, '');
  await utimes(target, mtime, mtime);
}

async function builtProject() {
  await write('package.json', -100);
  await write('src/client/main.tsx', -100);
  await write('src/server/features/4-orders/orders/service.ts', -100);
  await write('src/shared/money.ts', -100);
  await write('migrations/index.ts', -100);
  await write('dist/client/index.html', 100);
  await write('dist/server/main.js', 100);
}

describe('which builds npm start redoes', () => {
  it('builds everything on a fresh clone', async () => {
    await write('package.json', -100);
    await write('src/server/main.ts', -100);
    expect(staleBuilds(root, ['client', 'server'])).toEqual(['client', 'server']);
  });

  it('builds nothing on a second start', async () => {
    await builtProject();
    expect(staleBuilds(root, ['client', 'server'])).toEqual([]);
  });

  it('rebuilds only the server after a server source changes, however deep', async () => {
    await builtProject();
    await write('src/server/features/4-orders/orders/service.ts', 200);
    expect(staleBuilds(root, ['client', 'server'])).toEqual(['server']);
  });

  it('rebuilds both after a shared rule or the dependencies change', async () => {
    await builtProject();
    await write('src/shared/money.ts', 200);
    expect(staleBuilds(root, ['client', 'server'])).toEqual(['client', 'server']);
    await write('src/shared/money.ts', -100);
    await write('package-lock.json', 200);
    expect(staleBuilds(root, ['client', 'server'])).toEqual(['client', 'server']);
  });

  it('rebuilds the server after a new migration', async () => {
    await builtProject();
    await write('migrations/2030-01-01T00-00-new.ts', 200);
    expect(staleBuilds(root, ['server'])).toEqual(['server']);
  });

  it('runs a built image that carries no sources as it is', async () => {
    await write('package.json', -100);
    await write('dist/client/index.html', 100);
    await write('dist/server/main.js', 100);
    expect(staleBuilds(root, ['client', 'server'])).toEqual([]);
  });
});
