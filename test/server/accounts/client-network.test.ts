import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from '../../../src/server/features/3-accounts/accounts/rate-limits/client-network';

describe('the client a rate limit counts', () => {
  it('is an IPv4 address as it is, also when written as IPv4-mapped IPv6', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const sameSubscriber = ['2001:db8:0:12::a', '2001:0db8:0000:0012:ffff:1:2:3', '2001:DB8:0:12:0:0:0:1', '2001:db8:0:12::1%eth0', '2001:db8:0:12::192.0.2.1'];
    for (const address of sameSubscriber) expect(clientNetworkOf(address), address).toBe('2001:db8:0:12::/64');
    expect(clientNetworkOf('2001:db8:0:13::a')).toBe('2001:db8:0:13::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else alone', () => {
    expect(clientNetworkOf('unknown')).toBe('unknown');
  });
});
