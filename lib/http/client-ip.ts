/**
 * The address a request came from, as the key of every rate limit. The production server
 * (`server.mjs`) sets `X-Forwarded-For` on every request: to the socket's address, or, when
 * `TRUST_PROXY` is on, keeps the reverse proxy's header, whose last entry is the address that
 * proxy saw. Earlier entries are whatever the client claimed, so only the last one is believed.
 *
 * An IPv6 client is keyed on its /64, not its whole address: one home or one server is
 * handed a /64 and may use any of its 2^64 addresses, so keying on the full address would
 * give it unlimited allowances. An IPv4 client (also one seen as `::ffff:192.0.2.1` on a
 * dual-stack socket) is keyed on its address.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return addressKey(last ?? headers.get('x-real-ip')?.trim() ?? '') || 'unknown';
}

/** The rate-limit key of one address: IPv4 as it is, IPv6 as its /64 (`2001:db8:0:1::/64`). */
export function addressKey(raw: string): string {
  // A zone (`fe80::1%eth0`) names the host's interface, not the client.
  const ip = raw.replace(/%.*$/, '').toLowerCase();
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1] ?? mappedIpv4(groups);
  if (mapped) return mapped;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

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
