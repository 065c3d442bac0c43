// @ts-check
/**
 * Which peers may tell the server who the client is. `X-Forwarded-For` and `X-Forwarded-Proto`
 * are believed only on a connection whose own address (the socket's, which nobody can forge
 * over TCP) is one of `TRUSTED_PROXIES`: addresses or CIDR ranges, IPv4 and IPv6, separated by
 * commas. They are consulted only with `TRUST_PROXY=1`, and then default to loopback
 * (`127.0.0.1/8,::1/128`, a proxy on the same machine). Any other peer is a client speaking for
 * itself: what it says in those headers is ignored and its socket's address is used.
 *
 * Plain JavaScript so that lib/config.ts (which validates the setting at start-up) and the
 * production server (server.mjs, which applies it to every connection) read it one way.
 */
import { BlockList, isIP } from 'node:net';

export const defaultTrustedProxies = '127.0.0.1/8,::1/128';

/**
 * @typedef {{ address: string, prefix: number, family: 'ipv4' | 'ipv6' }} ProxyRange
 * @typedef {{ ok: true, ranges: ProxyRange[] } | { ok: false, message: string }} ParsedProxies
 */

/**
 * Reads a list such as `10.0.0.0/8, 192.0.2.7, 2001:db8::/32`; an address alone is that one
 * address. Host bits under the prefix are allowed (`127.0.0.1/8` is all of 127.x.x.x).
 * @param {string} value
 * @returns {ParsedProxies}
 */
export function parseTrustedProxies(value) {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { ok: false, message: 'must list at least one address or CIDR range' };
  /** @type {ProxyRange[]} */
  const ranges = [];
  for (const entry of entries) {
    const [address = '', prefixText, extra] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || extra !== undefined)
      return { ok: false, message: `"${entry}" is not an address or a CIDR range` };
    const bits = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
    if (!(prefix >= 0 && prefix <= bits)) return { ok: false, message: `"${entry}" has a prefix outside 0-${bits}` };
    ranges.push({ address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' });
  }
  return { ok: true, ranges };
}

/**
 * The proxies to believe under these settings: none without `TRUST_PROXY`, else the parsed
 * `TRUSTED_PROXIES` or loopback.
 * @param {{ trustProxy: boolean, trustedProxies?: string }} settings
 * @returns {ParsedProxies}
 */
export function trustedProxyRanges({ trustProxy, trustedProxies }) {
  const listed = trustedProxies?.trim() ? trustedProxies : undefined;
  if (!trustProxy) {
    return listed
      ? { ok: false, message: 'is set but TRUST_PROXY is not 1: set both, or neither' }
      : { ok: true, ranges: [] };
  }
  return parseTrustedProxies(listed ?? defaultTrustedProxies);
}

/**
 * A test of a peer's address against `ranges`; an IPv4 peer seen on a dual-stack socket
 * (`::ffff:127.0.0.1`) matches the IPv4 ranges. A peer with no address is never trusted.
 * @param {ProxyRange[]} ranges
 * @returns {(address: string | undefined) => boolean}
 */
export function proxyTrust(ranges) {
  if (ranges.length === 0) return () => false;
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  return (address) => {
    const ip = (address ?? '').replace(/%.*$/, '');
    const version = isIP(ip);
    return version !== 0 && list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
  };
}
