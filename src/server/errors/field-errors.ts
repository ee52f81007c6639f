import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error';

/** What a zod issue carries that a field message needs (zod's `$ZodIssue`, any version). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Zod issues as the field messages forms show, nested fields by dotted path; an issue about the
 * whole input goes under `_`. The one mapping the tRPC error formatter and plain routes share.
 *
 * @example
 * fieldErrorsOf(result.error.issues) // { 'OrderInformation.phone': ['Please fill out this field'] }
 */
export function fieldErrorsOf(issues: readonly IssueLike[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return fields;
}

/**
 * A plain route's input (its query or path) checked with `schema`, as a procedure's input is:
 * the parsed value, or a 400 whose message is the first issue's and whose fields are all of them.
 */
export function parsedOrInvalid<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('invalid', parsed.error.issues[0]?.message ?? 'Invalid request', fieldErrorsOf(parsed.error.issues));
}
