import type { FastifyRequest } from 'fastify';
import type { Page } from '../../shared/pages';
import { appRouter } from '../app-router/app-router';
import { publicReadsOf } from '../trpc/cache-policy';
import type { ProcedureMeta } from '../trpc/trpc';

/** A zod schema as tRPC keeps it: `~standard` (Standard Schema) validates it. */
interface InputParser {
  '~standard'?: { validate(value: unknown): { value?: unknown; issues?: unknown } | Promise<{ value?: unknown; issues?: unknown }> };
}
interface PublicRead {
  path: string;
  inputs: InputParser[];
  /** The REST route's path as a pattern (`/product/{id}` -> `^/product/(?<id>[^/]+)$`), for a GET declared in meta.openapi. */
  rest: PathSegment[] | null;
}

type ProcedureDefs = Record<string, { _def: { type: string; meta?: ProcedureMeta; inputs: InputParser[] } }>;

const publicReads: Map<string, PublicRead> = (() => {
  const paths = publicReadsOf(appRouter);
  const procedures = appRouter._def.procedures as unknown as ProcedureDefs;
  return new Map(
    [...paths].map((path) => {
      const { meta, inputs } = procedures[path]!._def;
      const openapi = meta?.openapi;
      const rest = openapi && openapi.method === 'GET' ? segmentsOf(openapi.path) : null;
      return [path, { path, inputs, rest }];
    }),
  );
})();

/** A REST path template's segment: a literal, or a `{name}` parameter. */
type PathSegment = { literal: string } | { parameter: string };

function segmentsOf(template: string): PathSegment[] {
  return template
    .split('/')
    .map((part) => (part.startsWith('{') && part.endsWith('}') ? { parameter: part.slice(1, -1) } : { literal: part }));
}

/**
 * The path's parameters when it has the template's shape (each parameter one non-empty segment),
 * else null. Segments compared one by one: no regular expression built from a template.
 */
function parametersOf(template: PathSegment[], path: string): Record<string, string> | null {
  const parts = path.split('/');
  if (parts.length !== template.length) return null;
  const parameters: Record<string, string> = {};
  for (const [index, segment] of template.entries()) {
    const part = parts[index]!;
    if ('literal' in segment) {
      if (part !== segment.literal) return null;
    } else {
      if (part === '') return null;
      parameters[segment.parameter] = part;
    }
  }
  return parameters;
}

/** JSON with every object's keys sorted: one text per value, however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The input as the procedure's own schema reads it (its unknown keys refused, so such a request
 * never reaches the cache), as canonical text; null when the procedure would refuse it.
 */
async function checkedInput(read: PublicRead, raw: unknown): Promise<string | null> {
  let value = raw;
  for (const parser of read.inputs) {
    const validate = parser['~standard']?.validate;
    if (!validate) return null;
    const result = await validate(value);
    if (result.issues) return null;
    value = result.value;
  }
  return canonical(value);
}

/** `GET /api/...`: the procedure whose REST path it is, and its input as trpc-to-openapi builds it (query, then path). */
async function restKey(request: FastifyRequest): Promise<string | null> {
  const path = `/${(request.params as Record<string, string | undefined>)['*'] ?? ''}`;
  for (const read of publicReads.values()) {
    const parameters = read.rest && parametersOf(read.rest, path);
    if (!parameters) continue;
    const query = request.query as Record<string, string | string[] | undefined>;
    // Repeated parameters: the adapter would pass an array no public read takes.
    if (Object.values(query).some(Array.isArray)) return null;
    // The adapter drops empty values and leaves the input undefined for a procedure taking none (z.void()).
    const raw = { ...Object.fromEntries(Object.entries(query).filter(([, value]) => value)), ...parameters };
    const voidInput = read.inputs.length === 0 || (await checkedInput(read, undefined)) !== null;
    const input = voidInput ? 'none' : await checkedInput(read, raw);
    return input === null ? null : `rest:${read.path}:${input}`;
  }
  return null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** `GET /trpc/a,b?batch=1&input=...`: each call's procedure and checked input (tRPC reads `batch` and `input` only). */
async function trpcKey(request: FastifyRequest): Promise<string | null> {
  const paths = ((request.params as Record<string, string | undefined>).path ?? '').split(',');
  const query = request.query as Record<string, string | string[] | undefined>;
  if (Array.isArray(query.batch) || Array.isArray(query.input)) return null;
  const batch = query.batch === '1';
  if (!batch && paths.length !== 1) return null;
  const parsed = query.input === undefined ? { ok: true as const, value: undefined } : parseJson(query.input);
  if (!parsed.ok) return null;
  const inputs = batch ? ((parsed.value ?? {}) as Record<string, unknown>) : { 0: parsed.value };
  if (typeof inputs !== 'object' || inputs === null) return null;
  const checked: string[] = [];
  for (const [index, path] of paths.entries()) {
    const read = publicReads.get(path);
    if (!read) return null;
    const input = await checkedInput(read, inputs[String(index)]);
    if (input === null) return null;
    checked.push(`${path}:${input}`);
  }
  return `trpc:${batch ? 'batch' : 'one'}:${checked.join('|')}`;
}

/** The query parameters each page rendered with its data reads (src/client/app/search/*-search.ts). */
const PAGE_SEARCH: Record<string, readonly string[]> = {
  '/products': ['q', 'category', 'minPrice', 'maxPrice', 'inStock', 'sort', 'page'],
  '/signin': ['redirect', 'error'],
};

/**
 * A page rendered with its data for a visitor without a session: its path and its query
 * parameters, re-encoded, when it has only parameters the page reads, each once; null otherwise
 * (such a request is rendered, never stored: an invented parameter makes no new entry).
 */
function pageKey(request: FastifyRequest, page: Page): string | null {
  const known = PAGE_SEARCH[page.path];
  if (!known) return null;
  const [pathname = '/', search = ''] = request.url.split('?', 2);
  const params = [...new URLSearchParams(search)];
  const names = params.map(([name]) => name);
  if (names.some((name) => !known.includes(name)) || new Set(names).size !== names.length) return null;
  return `page:${pathname}?${new URLSearchParams(params).toString()}`;
}

/**
 * The key an anonymous public read is stored under: built from the parsed, checked input
 * (REST's query and path, tRPC's `input`) or, for a page, its known parameters; never the raw
 * URL. Null: not stored (input the procedure refuses, unknown page parameters, anything else).
 */
export async function cacheKeyOf(request: FastifyRequest, page?: Page | null): Promise<string | null> {
  if (request.method !== 'GET') return null;
  if (page) return pageKey(request, page);
  const route = request.routeOptions.url;
  if (route === '/api/*') return restKey(request);
  if (route === '/trpc/:path') return trpcKey(request);
  return null;
}
