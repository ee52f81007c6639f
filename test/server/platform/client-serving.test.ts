import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuildDir } from '../../../src/server/plugins/client';
import { buildTestApp } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  if (!existsSync(path.join(clientBuildDir, 'index.html'))) throw new Error('Build the client first: npm run build');
  app = await buildTestApp(database.db, { client: 'built' });
});
afterAll(() => app.close());

describe('serving the built web client', () => {
  it('answers client routes with the page, revalidated on every visit', async () => {
    for (const url of ['/', '/dashboard/my-orders', '/no/such/page']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const page = await app.inject('/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const asset = await app.inject(script!);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('never answers a missing asset or API path with the page', async () => {
    for (const url of ['/assets/missing.js', '/api/missing', '/uploads/missing.png']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
