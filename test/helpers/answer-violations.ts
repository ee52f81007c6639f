/**
 * REST answers that broke openapi.json (openapi-answers.ts), kept for the running test file until
 * the setup file (check-rest-answers.ts) fails the test that received them. On globalThis, so the
 * setup file and the test file see one list whatever module instances they get.
 */
const key = Symbol.for('toolyard.openapiViolations');
type Holder = { [key]?: string[] };

function list(): string[] {
  return ((globalThis as Holder)[key] ??= []);
}

export function recordViolation(violation: string): void {
  list().push(violation);
}

/** The violations recorded since the last call, and forgets them. */
export function takeViolations(): string[] {
  return list().splice(0);
}
