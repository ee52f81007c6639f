import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../src/server/db/embedded-postgres';
import { startServerProcess, waitForOutput } from '../../helpers/server-process';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function failsWith(env: Record<string, string>, message: RegExp) {
  const server = startServerProcess(env);
  expect(await server.exited).not.toBe(0);
  const lines = server.output().trim().split('\n');
  expect(lines, server.output()).toHaveLength(1);
  expect(lines[0]).toMatch(message);
}

describe('starting the server', () => {
  it('refuses a bad setting in one line naming the variable', async () => {
    await failsWith({ PORT: 'eighty' }, /^toolyard: Invalid configuration: PORT: /);
  });

  it('refuses the test gateway in production without demo mode, as compose once defaulted it', async () => {
    await failsWith({ NODE_ENV: 'production', PAYMENTS: 'test' }, /^toolyard: Invalid configuration: PAYMENTS: test accepts test cards/);
  });

  it('names an unreachable database', async () => {
    const port = await freePort();
    await failsWith({ DATABASE_URL: `postgres://u:p@127.0.0.1:${port}/shop` }, /^toolyard: Cannot reach the database at 127\.0\.0\.1:\d+\/shop \(ECONNREFUSED\)$/);
  });

  it('names a data directory that cannot be written', async () => {
    await failsWith({ DATA_DIR: '/etc/hostname/toolyard' }, /^toolyard: Data directory .* cannot be written/);
  });

  it('names a port already in use', async () => {
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      await failsWith({ DATABASE_URL: database.url, PORT: String(port) }, new RegExp(`^toolyard: Port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  });

  it('creates the embedded database on first start, reuses it on the next, and stops cleanly', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-start-'));
    await chmod(dataDir, 0o755);
    dataDirs.push(dataDir);
    for (const run of ['first', 'second']) {
      const port = await freePort();
      // The second start says where its time went (README: START_TIMING), the first says nothing of it.
      const timing: Record<string, string> = run === 'second' ? { START_TIMING: '1' } : {};
      const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), DEMO_MODE: 'false', ...timing });
      await waitForOutput(server, `Toolyard is running at http://localhost:${port}`);
      const health = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(health.status, run).toBe(200);
      if (run === 'first') {
        // The compiled server sets a session cookie: its bundle once lost the cookie package's
        // named exports (@fastify/cookie imports it dynamically), and every sign-in answered 500.
        const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
          body: JSON.stringify({ name: 'Ada Compiled', email: 'ada.compiled@garden.com', password: 'compiled-server-password' }),
        });
        expect(signUp.status, await signUp.clone().text()).toBe(200);
        expect(signUp.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      }
      const phases = [...server.output().matchAll(/^start +\d+ ms +\+ *\d+ ms {2}(.+)$/gm)].map((line) => line[1]);
      if (run === 'first') expect(phases).toEqual([]);
      else expect(phases).toEqual(expect.arrayContaining(['database reachable', 'migrations', 'start-up data', 'app built', 'listening', 'jobs started']));
      server.child.kill('SIGTERM');
      expect(await server.exited, run).toBe(0);
    }
  }, 120_000);
});
