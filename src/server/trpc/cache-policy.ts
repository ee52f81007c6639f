import type { AnyRouter } from '@trpc/server';
import { PRIVATE, PUBLIC_READ } from '../plugins/http-caching';
import type { ProcedureMeta } from './trpc';

/** The paths of every query that declares `.meta({ cache: 'public' })`, read from the router. */
export function publicReadsOf(router: AnyRouter): Set<string> {
  const procedures = router._def.procedures as Record<string, { _def: { type: string; meta?: ProcedureMeta } }>;
  return new Set(
    Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.type === 'query' && procedure._def.meta?.cache === 'public')
      .map(([path]) => path),
  );
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
