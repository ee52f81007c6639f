import { TRPCClientError } from '@trpc/client';

/** A request that never reached the shop (offline, the server down, a dropped connection). */
export const UNREACHABLE = "We couldn't reach the shop. Check your connection and try again.";
/** The server failed (a 5xx, or an answer that is not the API's): its own words are never shown. */
export const SERVER_FAILED = 'Something went wrong on our side. Please try again.';

/** A part of the app (a page's code, its styles) did not download: only reloading the page helps. */
export const DOWNLOAD_FAILED = "Part of this page didn't download. Reload the page to try again.";

// What `fetch` rejects with when the network fails, in Chromium, Firefox and Safari.
const FETCH_FAILURES = new Set(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']);

// What browsers (Chromium, Firefox, Safari) and Vite's preloader say when a lazily loaded file does
// not arrive: the network dropped, or a new release replaced the file the page asks for.
const CHUNK_FAILURES = ['Failed to fetch dynamically imported module', 'error loading dynamically imported module', 'Importing a module script failed', 'Unable to preload CSS'];

/** Whether `error` is a part of the app that failed to download (see DOWNLOAD_FAILED). */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURES.some((failure) => error.message.startsWith(failure));
}

/**
 * The one rule that turns any failure into words a person can read: a network failure and a
 * server failure and a failed download each have their sentence; a refusal the API worded (a 4xx:
 * the spec's messages, a field's message) and a plain `Error` the app threw in its own words keep
 * their message. Raw text ("Failed to fetch", a JSON parse error, a TypeError's) never comes out.
 *
 * @example errorWords(TRPCClientError.from(new TypeError('Failed to fetch'))) // UNREACHABLE
 * @example errorWords(aRefusalOf400('Minimum order quantity 5')) // 'Minimum order quantity 5'
 */
export function errorWords(error: unknown): string {
  if (error instanceof TRPCClientError) {
    // No shape: the API never answered in its own format (fetch failed, or a proxy's error page).
    if (!error.shape) return error.cause instanceof TypeError ? UNREACHABLE : SERVER_FAILED;
    const status = (error.data as { httpStatus?: number } | null | undefined)?.httpStatus ?? 500;
    return status >= 500 || !error.message ? SERVER_FAILED : error.message;
  }
  if (isChunkLoadFailure(error)) return DOWNLOAD_FAILED;
  if (error instanceof TypeError && FETCH_FAILURES.has(error.message)) return UNREACHABLE;
  // The runtime's own errors (TypeError, RangeError...) describe code, not the shop.
  return error instanceof Error && Object.getPrototypeOf(error) === Error.prototype && error.message ? error.message : SERVER_FAILED;
}

/** What a failed request says: its message in words, and its field messages by dotted input path. */
export interface ServerError {
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** Reads a failure the way the server formats it (`error.data.fieldErrors`, see trpc/trpc.ts). */
export function serverErrorOf(error: unknown): ServerError {
  const data = error instanceof TRPCClientError ? (error.data as { fieldErrors?: Record<string, string[]> } | null | undefined) : undefined;
  return { message: errorWords(error), fieldErrors: data?.fieldErrors ?? {} };
}

/**
 * The form field a server path points at: the path itself, or what is left of it once the input's
 * wrappers (`OrderInformation.`, `user.`) are taken off the front.
 *
 * @example fieldForPath('OrderInformation.orderQuantity', ['orderQuantity', 'phone']) // 'orderQuantity'
 * @example fieldForPath('user.education.degree', ['name', 'education.degree']) // 'education.degree'
 * @example fieldForPath('productID', ['orderQuantity']) // undefined
 */
export function fieldForPath(path: string, fields: readonly string[]): string | undefined {
  const segments = path.split('.');
  for (let start = 0; start < segments.length; start++) {
    const candidate = segments.slice(start).join('.');
    if (fields.includes(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Every field of a form's values as a dotted path; nested plain objects are groups, anything
 * else (text, numbers, files, lists) is one field.
 *
 * @example fieldPaths({ name: '', education: { degree: '' } }) // ['name', 'education.degree']
 */
export function fieldPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    isPlainObject(value) ? fieldPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function isPlainObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
