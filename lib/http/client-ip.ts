/**
 * The address a request came from, as rate limits count it. The production server
 * (`server.mjs`) sets `X-Forwarded-For` on every request: to the socket's address, or, when
 * the connection comes from a trusted reverse proxy, keeps that proxy's header, whose last
 * entry is the address the proxy saw. Earlier entries are whatever the client claimed, so only
 * the last one is believed.
 *
 * An IPv6 client is counted by its network, not its one address: a home or a server is handed
 * a /64 and may use any of its 2^64 addresses, and a customer is often handed a /48 (65,536
 * such networks), so keying on the full address would give them unlimited allowances. Each
 * IPv6 limit counts the /64 and, with a larger allowance, the /48 (`addressKeys`). An IPv4
 * client (also one seen as `::ffff:192.0.2.1` on a dual-stack socket) is its address.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The client's address: IPv4 dotted, IPv6 as eight lower-case groups; `unknown` when none is given. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return normaliseAddress(last ?? headers.get('x-real-ip')?.trim() ?? '') || 'unknown';
}

/** One address as `clientIp` gives it: IPv4-mapped IPv6 folded to IPv4, IPv6 without its zone, expanded. */
export function normaliseAddress(raw: string): string {
  // A zone (`fe80::1%eth0`) names the host's interface, not the client.
  const ip = raw.replace(/%.*$/, '').toLowerCase();
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = mappedIpv4(groups);
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
  const groups = ipv6Groups(ip).map((group) => group.toString(16));
  return [
    { key: `${groups.slice(0, 4).join(':')}::/64`, allowanceFactor: 1 },
    { key: `${groups.slice(0, 3).join(':')}::/48`, allowanceFactor: networkAllowanceFactor },
  ];
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

function mappedIpv4(groups: number[]): string | null {
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!isMapped) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
