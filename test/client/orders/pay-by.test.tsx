import { describe, expect, it } from 'vitest';
import { payByText } from '../../../src/client/features/orders/pay-by';

describe('payByText: an unpaid order’s deadline in the visitor’s words', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const inLondon = { now, locale: 'en-GB', timeZone: 'Europe/London' };

  it('says today, tomorrow, or the weekday and date, with the time in the visitor’s locale', () => {
    expect(payByText('2026-11-24T10:30:00Z', inLondon)).toBe('Pay by 10:30 today');
    expect(payByText('2026-11-25T14:30:00Z', inLondon)).toBe('Pay by 14:30 tomorrow');
    expect(payByText('2026-11-27T09:00:00Z', inLondon)).toBe('Pay by 09:00 on Fri 27 Nov');
    expect(payByText('2026-11-25T14:30:00Z', { now, locale: 'en-US', timeZone: 'America/New_York' })).toBe('Pay by 9:30 AM tomorrow');
  });

  it('counts days in the visitor’s time zone, not in UTC', () => {
    // 23:30 UTC on the 24th is already the 25th in Dhaka (UTC+6).
    expect(payByText('2026-11-24T23:30:00Z', { now, locale: 'en-GB', timeZone: 'Asia/Dhaka' })).toBe('Pay by 05:30 tomorrow');
    expect(payByText('2026-11-24T23:30:00Z', inLondon)).toBe('Pay by 23:30 today');
  });

  it('says when the time is up', () => {
    expect(payByText('2026-11-24T09:59:00Z', inLondon)).toBe('The time to pay has run out');
  });
});
