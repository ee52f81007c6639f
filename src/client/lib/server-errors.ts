import { TRPCClientError } from '@trpc/client';

/** What a failed request says: its message, and its field messages by dotted input path. */
export interface ServerError {
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** Reads a failure the way the server formats it (`error.data.fieldErrors`, see trpc/trpc.ts). */
export function serverErrorOf(error: unknown): ServerError {
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  const data = error instanceof TRPCClientError ? (error.data as { fieldErrors?: Record<string, string[]> } | null | undefined) : undefined;
  return { message, fieldErrors: data?.fieldErrors ?? {} };
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
