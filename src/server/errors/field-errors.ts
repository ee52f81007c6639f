import type { FieldErrors } from './app-error';

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
