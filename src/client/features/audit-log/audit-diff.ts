import { fieldLabel, HIDDEN_FIELDS, valueInWords } from './audit-values';

/** One changed field of an audit entry, in words: its label, what it was and what it became (either may be absent). */
export interface DiffLine {
  key: string;
  field: string;
  before?: string;
  after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an entry's before and after differ in, as "field: before -> after" in words:
 * unchanged fields and ids are left out, money, booleans, nulls and times said as a person would,
 * categories by name (`categoryNames`, the entry's). A value that is not an object counts as one
 * field, `value`.
 *
 * @example
 * auditDiff({ role: 'user' }, { role: 'admin' }); // [{ key: 'role', field: 'Role', before: 'customer', after: 'admin' }]
 * auditDiff({ name: 'Spade', price: 12 }, { name: 'Spade', price: 10 }); // [{ key: 'price', field: 'Price', before: '$12.00', after: '$10.00' }]
 * auditDiff(null, { carrier: null }); // [{ key: 'carrier', field: 'Carrier', after: 'none' }]
 * auditDiff({ refundedCents: 0 }, { refundedCents: 11900 }); // [{ key: 'refundedCents', field: 'Refunded', before: '$0.00', after: '$119.00' }]
 */
export function auditDiff(before: unknown, after: unknown, categoryNames: Readonly<Record<string, string>> = {}): DiffLine[] {
  const was = isRecord(before) ? before : before == null ? {} : { value: before };
  const now = isRecord(after) ? after : after == null ? {} : { value: after };
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((key) => !HIDDEN_FIELDS.has(key));
  return keys
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => ({
      key,
      field: fieldLabel(key),
      ...(key in was && { before: valueInWords(key, was[key], categoryNames) }),
      ...(key in now && { after: valueInWords(key, now[key], categoryNames) }),
    }));
}
