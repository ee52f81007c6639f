import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../src/server/db/embedded-postgres';

describe('freePort', () => {
  it('gives a port below the ephemeral range, so no connection takes it before the caller listens', async () => {
    const ports = await Promise.all(Array.from({ length: 5 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
