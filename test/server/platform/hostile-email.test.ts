import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../src/server/db/embedded-postgres';
import { startServerProcess, waitForOutput, type ServerProcess } from '../../helpers/server-process';
import { useTestDatabase } from '../../helpers/test-database';

// The real server in its own process: a pattern that blocks its event loop must not freeze the test.
const database = useTestDatabase();
let server: ServerProcess;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  server = startServerProcess({ DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', DEMO_MODE: 'false' });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitForOutput(server, 'Toolyard is running');
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
});

/** Addresses that made the spec pattern backtrack for hours: word characters, then one that fails. */
const HOSTILE = {
  'at the length limit': `a@${'a'.repeat(250)}!`,
  '5,000 characters': `a@${'a'.repeat(4997)}!`,
};

function post(path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

describe('a hostile e-mail address', () => {
  for (const [path, body] of [
    ['/api/auth/sign-in', (email: string) => ({ email, password: 'whatever1' })],
    ['/api/auth/sign-up', (email: string) => ({ name: 'Mallory', email, password: 'whatever1' })],
  ] as const) {
    for (const [size, email] of Object.entries(HOSTILE)) {
      it(`to ${path} (${size}) answers 400 while /healthz keeps answering`, async () => {
        const hostile = post(path, body(email));
        // Sent once the hostile request is being handled: it must not wait behind it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const health = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
        expect(health.status).toBe(200);

        const response = await hostile;
        expect(response.status).toBe(400);
        const { issues } = (await response.json()) as { issues: { path: string[]; message: string }[] };
        expect(issues[0]).toMatchObject({ path: ['email'] });
      });
    }
  }
});
