import { readFileSync } from 'node:fs';
import path from 'node:path';
import { forEachOpenApiProcedure, normalizePath, type OpenApiProcedureRecord } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../../src/server/app-router/app-router';
import { audienceOf, type Audience, type ProcedureMeta } from '../../../src/server/trpc/trpc';
import { useTestApp } from '../../helpers/test-app';

/**
 * Item 20 of issue 34: the committed openapi.json says which calls need a token, from the level
 * each procedure is built on (publicProcedure, customerProcedure, adminProcedure), so a client
 * generated from it can sign up, sign in and read the shop without one.
 */

const shop = useTestApp();
const document = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
};

interface Operation {
  procedure: string;
  method: string;
  path: string;
  audience: Audience;
  meta: ProcedureMeta;
  security: Array<Record<string, string[]>> | undefined;
}

const operations: Operation[] = [];
forEachOpenApiProcedure(appRouter._def.procedures as OpenApiProcedureRecord, ({ path: procedure, procedure: definition, meta }) => {
  const documentedPath = normalizePath(meta.openapi.path);
  const operation = document.paths[documentedPath]?.[meta.openapi.method.toLowerCase()];
  operations.push({ procedure, method: meta.openapi.method, path: documentedPath, audience: audienceOf(definition), meta: meta as ProcedureMeta, security: operation?.security });
});

/** A request's path for a documented one: any id or e-mail does (nobody is signed in). */
const urlOf = (documented: string) => `/api${documented.replace(/\{(\w+)\}/g, (_, name: string) => (/email/i.test(name) ? 'nobody%40garden.com' : '7d1c2a52-5d0e-4c55-9a53-2f1d1b0c8e01'))}`;

describe('the security openapi.json declares', () => {
  it('reads the audience from the level a procedure is built on', () => {
    const audience = (name: string) => operations.find((operation) => operation.procedure === name)?.audience;
    expect([audience('products.list'), audience('auth.signUp'), audience('orders.create'), audience('roles.makeAdmin'), audience('adminOrders.all')]).toEqual([
      'public',
      'public',
      'customer',
      'admin',
      'admin',
    ]);
  });

  it('asks no token of a public call (at most an optional one), and the bearer of every customer and admin call', () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const { procedure, audience, security, meta } of operations) {
      if (audience === 'public') {
        // Empty, or an alternative that is empty: a client may call it without a token.
        expect(security, procedure).toEqual(meta.callerOptional ? [{}, { bearer: [] }] : []);
      } else {
        expect(security, procedure).toEqual([{ bearer: [] }]);
      }
    }
    const optional = (documented: string, method: string) => operations.find((operation) => operation.path === documented && operation.method === method)?.security;
    for (const [documented, method] of [['/auth/sign-up', 'POST'], ['/auth/sign-in', 'POST'], ['/reviews', 'GET'], ['/stat', 'GET'], ['/categories', 'GET'], ['/site-config', 'GET'], ['/contact', 'POST'], ['/newsletter', 'POST']] as const) {
      expect(optional(documented, method), `${method} ${documented}`).toEqual([]);
    }
    expect(optional('/token', 'POST')).toEqual([{}, { bearer: [] }]);
    // A company member's token gets their contract prices (docs/decisions/139).
    for (const [documented, method] of [['/products', 'GET'], ['/product/{id}', 'GET'], ['/products/by-slug/{slug}', 'GET'], ['/catalogue', 'GET']] as const) {
      expect(optional(documented, method), `${method} ${documented}`).toEqual([{}, { bearer: [] }]);
    }
  });

  it('matches what the server does: without a token every call that requires one answers 401, and no other call does', async () => {
    for (const { procedure, method, path: documented, audience, meta } of operations) {
      const takesBody = method !== 'GET' && method !== 'DELETE';
      const response = await shop.app.inject({ method: method as 'GET', url: urlOf(documented), ...(takesBody ? { payload: {} } : {}) });
      if (audience !== 'public') expect(response.statusCode, `${procedure}: ${response.body}`).toBe(401);
      // `POST /token` without a password names a session: 401 with nobody signed in, as documented.
      else if (!meta.callerOptional) expect(response.statusCode, `${procedure}: ${response.body}`).not.toBe(401);
    }
  });
});
