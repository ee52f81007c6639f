/**
 * The procedure at a dotted `path` on a tRPC caller, as a plain function of its input: for the
 * server's own calls by path (the pages rendered with data, the hot REST routes).
 *
 * @example procedureAt(appRouter.createCaller(ctx), 'orders.create')({ OrderInformation })
 */
export function procedureAt(caller: unknown, path: string): (input: unknown) => Promise<unknown> {
  return path.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;
}
