/**
 * The address a request came from, as rate limits count it. The production server
 * (`server.mjs`) sets `X-Forwarded-For` on every request: to the socket's address, or, when
 * the connection comes from a trusted proxy (`TRUSTED_PROXIES`), keeps that proxy's header,
 * to which each proxy of the chain appended the address it saw. So the client is the first
 * address, walking from the right, that is not a trusted proxy: entries further left are
 * whatever the client claimed, and are never believed. When every entry is a trusted proxy
 * (a proxy's own health probe), the leftmost is the client.
 *
 * An IPv6 client is counted by its network, not its one address: a home or a server is handed
 * a /64 and may use any of its 2^64 addresses, and a customer is often handed a /48 (65,536
 * such networks), so keying on the full address would give them unlimited allowances. Each
 * IPv6 limit counts the /64 and, with a larger allowance, the /48 (`addressKeys`). An IPv4
 * client is its address, also when seen inside IPv6: mapped on a dual-stack socket
 * (`::ffff:192.0.2.1`) or translated by NAT64 (`64:ff9b::192.0.2.1`, RFC 6052's prefix), where
 * every IPv4 visitor shares the /96 and would otherwise share one allowance.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { getConfig } from '@/lib/config';
import { parseTrustedProxies, proxyTrust } from '@/lib/net/trusted-proxies.mjs';

/** Whether an address is one of the proxies believed to report the client's. */
export type ProxyTrust = (address: string) => boolean;

let configured: { list: string[]; trusted: ProxyTrust } | undefined;

/** The proxies of this process's `TRUST_PROXY` and `TRUSTED_PROXIES`, as server.mjs believes them. */
function configuredProxyTrust(): ProxyTrust {
  const list = getConfig().trustedProxies;
  if (configured?.list !== list) {
    const parsed = list.length > 0 ? parseTrustedProxies(list.join(',')) : { ok: true as const, ranges: [] };
    configured = { list, trusted: proxyTrust(parsed.ok ? parsed.ranges : []) };
  }
  return configured.trusted;
}

/**
 * The client's address: IPv4 dotted, IPv6 as eight lower-case groups; `unknown` when none is
 * given. `trusted` tells the proxies of the chain (by default this process's settings).
 */
export function clientIp(headers: Headers, trusted: ProxyTrust = configuredProxyTrust()): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => normaliseAddress(part.trim()))
    .filter(Boolean);
  if (chain.length === 0) return normaliseAddress(headers.get('x-real-ip')?.trim() ?? '') || 'unknown';
  return chain.findLast((address) => !trusted(address)) ?? chain[0] ?? 'unknown';
}

/** One address as `clientIp` gives it: IPv4 inside IPv6 (mapped, NAT64) folded to IPv4, IPv6 without its zone, expanded. */
export function normaliseAddress(raw: string): string {
  // A zone (`fe80::1%eth0`) names the host's interface, not the client.
  const ip = raw.replace(/%.*$/, '').toLowerCase();
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = embeddedIpv4(groups);
  if (mapped) return mapped;
  return groups.map((group) => group.toString(16)).join(':');
}

/** A network that one address's limit is counted against, and how many times that allowance it gets. */
export type AddressKey = { key: string; allowanceFactor: number };

/**
 * The networks a limit counts for `address`: an IPv4 address alone; an IPv6 address's /64 at
 * one allowance and its /48 at `networkAllowanceFactor` allowances, so that the subnets of one
 * customer together get a few visitors' worth, not 65,536.
 */
export function addressKeys(address: string): AddressKey[] {
  const ip = normaliseAddress(address);
  if (!isIPv6(ip)) return [{ key: ip || 'unknown', allowanceFactor: 1 }];
  return [
    { key: ipv6Network(ip, 4), allowanceFactor: 1 },
    { key: ipv6Network(ip, 3), allowanceFactor: networkAllowanceFactor },
  ];
}

/**
 * The network `address` belongs to, as the budget of texts shares it out: an IPv4 /24 or an
 * IPv6 /48 (what one customer is handed); anything else is itself.
 */
export function networkKey(address: string): string {
  const ip = normaliseAddress(address);
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  return isIPv6(ip) ? ipv6Network(ip, 3) : ip || 'unknown';
}

/** The network of the first `groups` 16-bit groups of a valid IPv6 address, as `2001:db8:0::/48`. */
function ipv6Network(ip: string, groups: number): string {
  const kept = ipv6Groups(ip)
    .slice(0, groups)
    .map((group) => group.toString(16));
  return `${kept.join(':')}::/${groups * 16}`;
}

/** How many addresses' allowances the /48 around an IPv6 client shares. */
export const networkAllowanceFactor = 4;

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(ip: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const text = dotted
    ? ip.slice(0, dotted.index) +
      [(Number(dotted[1]) << 8) | Number(dotted[2]), (Number(dotted[3]) << 8) | Number(dotted[4])]
        .map((group) => group.toString(16))
        .join(':')
    : ip;
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The IPv4 address inside an IPv4-mapped (`::ffff:0:0/96`) or NAT64 (`64:ff9b::/96`) address, else null. */
function embeddedIpv4(groups: number[]): string | null {
  const prefix = groups.slice(0, 6).join(':');
  if (prefix !== '0:0:0:0:0:65535' && prefix !== '100:65435:0:0:0:0') return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
