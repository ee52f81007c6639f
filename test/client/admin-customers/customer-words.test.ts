import { describe, expect, it } from 'vitest';
import { formatWhen, roleChangeWords } from '../../../src/client/features/admin-customers/customer-words';

const at = '2026-11-24T14:05:00.000Z';

describe('a role change in words', () => {
  it('names the way, the admin (by name, else the e-mail they had) and the time', () => {
    expect(roleChangeWords({ change: 'granted', by: { name: 'Ada', email: 'ada@toolyard.com' }, at })).toBe(`Made admin by Ada on ${formatWhen(at)}`);
    expect(roleChangeWords({ change: 'revoked', by: { name: null, email: 'gone@toolyard.com' }, at })).toBe(`Admin role removed by gone@toolyard.com on ${formatWhen(at)}`);
  });

  it('tells the first admin, made by the server at start, apart', () => {
    expect(roleChangeWords({ change: 'granted', by: null, at })).toBe(`Made the first admin when the shop started, on ${formatWhen(at)}`);
  });
});
