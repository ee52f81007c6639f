import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.db);
});
afterAll(() => app.close());

describe('the HTTP surface', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI document and the API reference page', async () => {
    const doc = await app.inject('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/products'].get).toBeDefined();
    const page = await app.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="swagger-ui">');
    expect((await app.inject('/docs/init.js')).body).toContain("url: '/api/openapi.json'");
    expect((await app.inject('/docs/assets/swagger-ui-bundle.js')).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['GET', '/trpc/nothing.here'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
