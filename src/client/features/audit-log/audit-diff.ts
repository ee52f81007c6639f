/** One changed value of an audit entry: what it was and what it became (either may be absent). */
export interface DiffLine {
  key: string;
  before?: string;
  after?: string;
}

const MAX_VALUE_LENGTH = 80;

function show(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values an entry's before and after differ in, compactly: unchanged keys are left out, long
 * values cut. A value that is not an object counts as one key, `value`.
 *
 * @example
 * auditDiff({ role: 'user' }, { role: 'admin' }); // [{ key: 'role', before: 'user', after: 'admin' }]
 * auditDiff(null, { name: 'Spade', price: 12 }); // [{ key: 'name', after: 'Spade' }, { key: 'price', after: '12' }]
 * auditDiff({ name: 'Spade', price: 12 }, { name: 'Spade', price: 10 }); // [{ key: 'price', before: '12', after: '10' }]
 */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const was = isRecord(before) ? before : before == null ? {} : { value: before };
  const now = isRecord(after) ? after : after == null ? {} : { value: after };
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => ({
      key,
      ...(key in was && { before: show(was[key]) }),
      ...(key in now && { after: show(now[key]) }),
    }));
}
