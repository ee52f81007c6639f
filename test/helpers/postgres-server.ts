import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';

export interface TestPostgres {
  /** A URL whose user may create databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

function dockerAnswers(): boolean {
  const host = process.env.DOCKER_HOST;
  if (host) return !host.startsWith('unix://') || existsSync(host.slice('unix://'.length));
  return existsSync('/var/run/docker.sock');
}

/**
 * The Postgres server the tests use, in the order of docs/architecture.md#8-tests: TEST_DATABASE_URL, a Testcontainers
 * Postgres when a Docker engine answers, otherwise a throwaway embedded Postgres.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };

  if (dockerAnswers()) {
    try {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:17-alpine').start();
      return { adminUrl: container.getConnectionUri(), stop: async () => void (await container.stop()) };
    } catch {
      // A socket without a working engine: fall through to the embedded server.
    }
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-test-pg-'));
  await chmod(dir, 0o755); // Postgres runs as its own user when we are root
  // Thrown away at the end of the run, so never waiting for the disk: each test file drops its
  // database when it ends, and each drop's checkpoint took 1 to 3 s with fsync (0.1 s without).
  const embedded = await startEmbeddedPostgres(dir, { persistent: false, durable: false });
  return {
    adminUrl: embedded.url,
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
