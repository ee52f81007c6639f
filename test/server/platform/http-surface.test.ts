import { useTestApp } from '../../helpers/test-app';
import { describe, expect, it } from 'vitest';

const shop = useTestApp();

describe('the HTTP surface', () => {
  it('answers liveness and readiness', async () => {
    expect((await shop.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await shop.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI document and the API reference page', async () => {
    const doc = await shop.app.inject('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/products'].get).toBeDefined();
    const page = await shop.app.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="swagger-ui">');
    expect(page.body).toContain('<a href="/">← Back to the Toolyard shop</a>');
    expect((await shop.app.inject('/docs/init.js')).body).toContain("url: '/api/openapi.json'");
    expect((await shop.app.inject('/docs/assets/swagger-ui-bundle.js')).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['GET', '/trpc/nothing.here'],
    ] as const) {
      const response = await shop.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('answers bad input with a 400 naming the field and its message, on REST and tRPC alike', async () => {
    const rest = await shop.app.inject('/api/product/not-an-id');
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Enter a valid id', data: { fieldErrors: { id: ['Enter a valid id'] } } });
    expect(rest.json().issues[0]).toMatchObject({ path: ['id'], message: 'Enter a valid id' });

    const trpc = await shop.app.inject(`/trpc/products.byId?input=${encodeURIComponent(JSON.stringify({ id: 'x' }))}`);
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error).toMatchObject({ message: 'Enter a valid id', data: { fieldErrors: { id: ['Enter a valid id'] } } });
  });

  it('never leaks a stack trace', async () => {
    const response = await shop.app.inject('/api/product/not-an-id');
    expect(response.body).not.toMatch(/stack|at .*\.ts:\d+/);
  });
});

