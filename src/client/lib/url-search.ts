/**
 * A page's URL search, read as the URL may hold it: each param of the page's shape read by its
 * reader, which answers the value or undefined to drop it (a missing or wrong value leaves the
 * URL's search rather than breaking a shared or hand-edited link), and no other param kept.
 *
 * Readers rather than zod schemas: the router, and with it every route's `validateSearch`, is in
 * the first download, and zod's small build alone added 16 KB gzipped to it
 * (docs/decisions/121-client-url-search-without-zod.md). The server checks every value again.
 */
export type ParamReader<T> = (value: unknown) => T | undefined;

type SearchOf<Shape extends Record<string, ParamReader<unknown>>> = { [Key in keyof Shape]?: Exclude<ReturnType<Shape[Key]>, undefined> };

/**
 * The route's `validateSearch` for `shape`: the params in the shape's order, only those kept.
 *
 * @example urlSearch({ q: nonBlank(asText) })({ q: ' spade ', page: 2 }) // { q: 'spade' }
 */
export function urlSearch<Shape extends Record<string, ParamReader<unknown>>>(shape: Shape): (search: Record<string, unknown>) => SearchOf<Shape> {
  return (search) => {
    const kept: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const value = read(search[key]);
      if (value !== undefined) kept[key] = value;
    }
    return kept as SearchOf<Shape>;
  };
}

/**
 * Any value as its text, trimmed ('' when missing): the router JSON-parses search values, so
 * `?q=42` arrives as 42 and `?paid=true` as true.
 *
 * @example asText(42) // '42'
 */
export const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** A string as it is (not trimmed), or undefined for anything else. */
export const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * `read`'s text when it is not blank and at most `max` characters long.
 *
 * @example nonBlank(asText, 3)('  ab ') // 'ab'
 */
export function nonBlank(read: (value: unknown) => string | undefined, max = Number.POSITIVE_INFINITY): ParamReader<string> {
  return (value) => {
    const text = read(value);
    return text !== undefined && text.trim() !== '' && text.length <= max ? text : undefined;
  };
}

/**
 * `read`'s text when it is one of `allowed`.
 *
 * @example oneOf(asText, ['draft', 'active'])(' draft ') // 'draft'
 */
export function oneOf<T extends string>(read: (value: unknown) => string | undefined, allowed: readonly T[]): ParamReader<T> {
  return (value) => allowed.find((candidate) => candidate === read(value));
}

/**
 * `read`'s text when it matches `pattern`.
 *
 * @example matching(asText, DAY)('2026-11-01') // '2026-11-01'
 */
export function matching(read: (value: unknown) => string | undefined, pattern: RegExp): ParamReader<string> {
  return (value) => {
    const text = read(value);
    return text !== undefined && pattern.test(text) ? text : undefined;
  };
}

/** A calendar day, `YYYY-MM-DD`. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
