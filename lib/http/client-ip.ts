/**
 * The address a request came from, for rate limits. The production server (`server.mjs`)
 * sets `X-Forwarded-For` on every request: to the socket's address, or, when `TRUST_PROXY`
 * is on, keeps the reverse proxy's header, whose last entry is the address that proxy saw.
 * Earlier entries are whatever the client claimed, so only the last one is believed.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return normaliseIp(last ?? headers.get('x-real-ip')?.trim() ?? '') || 'unknown';
}

// An IPv4 client on a dual-stack socket appears as `::ffff:192.0.2.1`; one address, one key.
function normaliseIp(ip: string): string {
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase();
}
