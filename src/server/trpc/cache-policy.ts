import type { AnyRouter } from '@trpc/server';
import { PRIVATE, PUBLIC_READ } from '../plugins/http-caching';
import type { ProcedureMeta } from './trpc';

type ProcedureDefs = Record<string, { _def: { type: string; meta?: ProcedureMeta } }>;

/** Every query of the router by path, with its meta. */
export function queriesOf(router: AnyRouter): Array<[path: string, meta: ProcedureMeta | undefined]> {
  return Object.entries(router._def.procedures as ProcedureDefs)
    .filter(([, procedure]) => procedure._def.type === 'query')
    .map(([path, procedure]) => [path, procedure._def.meta]);
}

/** The paths of every query that declares `.meta({ cache: 'public' })`. */
export function publicReadsOf(router: AnyRouter): Set<string> {
  return new Set(queriesOf(router).flatMap(([path, meta]) => (meta?.cache === 'public' ? [path] : [])));
}

/**
 * The tRPC and REST adapters' `responseMeta`: an answer is public only when every procedure it
 * ran is a declared public read and none failed (a failed public read is simply not stored).
 */
export function cachePolicy(router: AnyRouter) {
  const publicReads = publicReadsOf(router);
  return ({ paths, errors }: { paths?: readonly string[]; errors: readonly unknown[] }) => {
    const allPublic = paths !== undefined && paths.length > 0 && paths.every((path) => publicReads.has(path));
    const policy = !allPublic ? PRIVATE : errors.length > 0 ? 'no-store' : PUBLIC_READ;
    return { headers: { 'cache-control': policy } };
  };
}
