import net from 'node:net';

/** Expands an IPv6 address to its eight groups of hex digits (a trailing dotted quad counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const parts = (text: string) =>
    text
      .split(':')
      .filter(Boolean)
      .flatMap((part) => {
        if (!part.includes('.')) return [part];
        const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
        return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
      });
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  const zeros = Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The client a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64, which is
 * what one subscriber is given (counting single IPv6 addresses would hand anyone 2^64 fresh ones).
 *
 * @example
 * clientNetworkOf('203.0.113.7');               // '203.0.113.7'
 * clientNetworkOf('::ffff:203.0.113.7');        // '203.0.113.7'
 * clientNetworkOf('2001:db8:0:12::a%eth0');     // '2001:db8:0:12::/64'
 */
export function clientNetworkOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
