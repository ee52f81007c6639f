import type { AnyRouter } from '@trpc/server';
import { forEachOpenApiProcedure, getInputOutputParsers, unwrapZodType, type OpenApiProcedureRecord } from 'trpc-to-openapi';

/** The field types whose `coerce` trpc-to-openapi's `coerceSchema` switches on. */
const COERCIBLE = new Set(['number', 'boolean', 'bigint', 'date']);

interface ZodLike {
  _zod?: { def: { type: string; coerce?: boolean } };
  shape?: Record<string, ZodLike>;
}

/**
 * Patch 4 of the adapter (./README.md): pins every field of every REST procedure's input to the
 * coercion it declares. On its first call of a procedure the adapter (3.3.0, `coerceSchema` in
 * adapters/node-http/core) sets `coerce` on each number, boolean, bigint and date field of the
 * input schema, in place, whatever the method. That schema is the procedure's own: from then on
 * its tRPC calls coerced too, and in any JSON body `"false"` became `true` and `""` or `null`
 * became 0, where the field should have been refused. A field read from a query string says so
 * itself (`z.coerce.number()`); a JSON body carries the types openapi.json gives.
 *
 * The adapter's assignment is what is pinned (an accessor that keeps the declared value), as the
 * adapter offers no way to skip it.
 */
export function pinDeclaredCoercion(router: AnyRouter): void {
  forEachOpenApiProcedure(router._def.procedures as OpenApiProcedureRecord, ({ procedure }) => {
    pinFields(unwrapZodType(getInputOutputParsers(procedure as never).inputParser as never, true) as ZodLike);
  });
}

/** The walk `coerceSchema` makes: each field unwrapped (optional, default, array…), objects within objects. */
function pinFields(schema: ZodLike): void {
  if (schema._zod?.def.type !== 'object' || !schema.shape) return;
  for (const field of Object.values(schema.shape)) {
    const inner = unwrapZodType(field as never, false) as ZodLike;
    const def = inner._zod?.def;
    if (!def) continue;
    if (COERCIBLE.has(def.type)) pin(def);
    else pinFields(inner);
  }
}

function pin(def: { coerce?: boolean }): void {
  const declared = def.coerce === true;
  const property = Object.getOwnPropertyDescriptor(def, 'coerce');
  if (property?.get) return; // pinned already: a schema shared by two procedures
  Object.defineProperty(def, 'coerce', { get: () => declared, set: () => {}, enumerable: true, configurable: false });
}
