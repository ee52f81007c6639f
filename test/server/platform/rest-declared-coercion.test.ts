import { forEachOpenApiProcedure, getInputOutputParsers, unwrapZodType, type OpenApiProcedureRecord } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../../src/server/app-router/app-router';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';

// trpc-to-openapi set `coerce` on the procedures' own number and boolean fields at their first REST
// call (src/server/rest/declared-coercion.ts): a JSON body's "false" was true, "" was 0.
const shop = useTestApp();

describe('REST input fields are read as they declare, never coerced by the adapter', () => {
  it('refuses a quantity sent as "" or null, naming the field, and leaves the cart line as it was', async () => {
    const buyer = await createUser(shop.db);
    const headers = await bearerHeaders(shop.db, buyer);
    const product = await createProduct(shop.db, { minimumOrder: 1 });
    const setLine = (quantity: unknown) => shop.app.inject({ method: 'PUT', url: `/api/cart/lines/${product.id}`, headers, payload: { quantity } });

    expect((await setLine(4)).statusCode).toBe(200);
    for (const quantity of ['', null, '7']) {
      const answer = await setLine(quantity);
      expect(answer.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(answer.json()).toMatchObject({ message: 'Enter a number of units', issues: [{ path: ['quantity'] }] });
    }
    const cart = await shop.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cart.json().lines.map((line: { quantity: number }) => line.quantity)).toEqual([4]);
  });

  it('refuses "false" for a boolean over REST, and over tRPC after REST has called the procedure', async () => {
    const buyer = await createUser(shop.db);
    const headers = await bearerHeaders(shop.db, buyer);
    const create = (shared: unknown) => shop.app.inject({ method: 'POST', url: '/api/lists', headers, payload: { name: `Spring ${String(shared)}`, shared } });

    expect((await create(false)).statusCode).toBe(200);
    const answer = await create('false');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ issues: [{ path: ['shared'] }] });
    await expect(callerFor(shop.db, buyer).lists.create({ name: 'Summer', shared: 'false' as unknown as boolean, fromCart: false })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const lists = await shop.db.selectFrom('requisitionLists').select(['name', 'shared']).where('ownerId', '=', buyer.id).execute();
    expect(lists).toEqual([{ name: 'Spring false', shared: false }]);
  });

  it('every field read from a query string or a path, which arrives as text, declares its own coercion', () => {
    const undeclared: string[] = [];
    forEachOpenApiProcedure(appRouter._def.procedures as OpenApiProcedureRecord, ({ meta: { openapi }, procedure }) => {
      const input = unwrapZodType(getInputOutputParsers(procedure as never).inputParser as never, true) as { shape?: Record<string, unknown> };
      const inPath = new Set([...openapi.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
      for (const [name, field] of Object.entries(input.shape ?? {})) {
        if (openapi.method !== 'GET' && openapi.method !== 'DELETE' && !inPath.has(name)) continue;
        const def = (unwrapZodType(field as never, false) as { _zod: { def: { type: string; coerce?: boolean } } })._zod.def;
        if (['number', 'boolean', 'bigint', 'date'].includes(def.type) && def.coerce !== true) undeclared.push(`${openapi.method} ${openapi.path} ${name}`);
      }
    });
    expect(undeclared).toEqual([]);
  });
});
