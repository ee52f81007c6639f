import { SOCIAL_NETWORKS, type SocialLink, type SocialNetwork } from '../shared/schemas/site-config';

const isNetwork = (name: string): name is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(name);

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * SOCIAL_LINKS as the footer's links: comma-separated `network=https://...` pairs, in the order
 * the footer shows them, each network at most once. Unset or empty gives none (the footer hides
 * "Follow us").
 *
 * @example
 * parseSocialLinks('facebook=https://facebook.com/toolyard, x=https://x.com/toolyard');
 * // [{ network: 'facebook', url: 'https://facebook.com/toolyard' }, { network: 'x', url: 'https://x.com/toolyard' }]
 * parseSocialLinks('myspace=https://myspace.com/toolyard'); // { error: '...' }
 */
export function parseSocialLinks(value: string | undefined): SocialLink[] | { error: string } {
  const links: SocialLink[] = [];
  for (const entry of (value ?? '').split(',')) {
    const pair = entry.trim();
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    if (equals < 1) return { error: `"${pair}" is not network=https://... (networks: ${SOCIAL_NETWORKS.join(', ')})` };
    const network = pair.slice(0, equals).trim().toLowerCase();
    const url = pair.slice(equals + 1).trim();
    if (!isNetwork(network)) return { error: `"${network}" is not a known network (${SOCIAL_NETWORKS.join(', ')})` };
    if (links.some((link) => link.network === network)) return { error: `${network} is given twice` };
    if (!isHttpsUrl(url)) return { error: `${network} must be an https:// URL` };
    links.push({ network, url: new URL(url).href });
  }
  return links;
}
