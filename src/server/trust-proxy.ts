import net from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) understands for whole private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`: unset or `false` trusts no proxy (the client's own address
 * counts); a whole number trusts that many hops in front of the app; a comma-separated list trusts
 * those proxy addresses or CIDR ranges. `true` is refused: it would take the left-most
 * X-Forwarded-For entry, which any client can write, and so let it pick its own rate-limit key.
 *
 * @example
 * parseTrustProxy('1');                        // 1
 * parseTrustProxy('10.0.0.0/8, 192.168.1.7');  // ['10.0.0.0/8', '192.168.1.7']
 * parseTrustProxy('true');                     // { error: '...' }
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return { error: 'give the number of proxies in front of the app or their addresses, not true (any client could choose its IP)' };
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) return { error: `"${bad}" is not an IP address or CIDR range (or a hop count)` };
  return entries;
}

/** The setting in the form Fastify's types take: a hop count becomes proxy-addr's own hop test. */
export function toFastifyTrustProxy(setting: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
