import { promises as fs, constants as fsConstants } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { EmbeddedPostgres } from './embedded-postgres-class';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'toolyard';
const PASSWORD = 'toolyard';
const DATABASE = 'toolyard';

/** A free loopback TCP port, so two clusters (app and tests) never collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
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

/**
 * Starts a real Postgres from npm-shipped binaries with its data in `dataDir/postgres`: created on
 * first start, reused after. As root, Postgres runs as a `postgres` system user it creates.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { persistent?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  await ensureWritable(dataDir);
  const databaseDir = path.join(dataDir, 'postgres');
  const port = await freePort();
  const log = options.log ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    // C locale: present on every machine (the default en_US.UTF-8 is not).
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on'],
    onLog: log,
    onError: (error) => log(String(error)),
  });

  const initialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`Embedded Postgres in ${databaseDir} did not start (is another server using that folder?)`, { cause: error });
  }

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await client.query(`create database ${DATABASE}`);
  await client.end();

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
