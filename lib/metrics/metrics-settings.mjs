// @ts-check
/**
 * Where the metrics are served: `METRICS_PORT` (unset: no metrics server at all) on
 * `METRICS_HOST` (default 127.0.0.1, loopback: only what runs on the machine, such as a local
 * Prometheus or agent, can read them; 0.0.0.0 or an address of the machine opens them to the
 * network it is on). Never the site's own port (`PORT`, default 3000): the figures are for
 * the operator, not for visitors, and nginx never forwards them. Plain JavaScript so that
 * lib/config.ts (which validates at start-up) and server.mjs (which listens) read them one way.
 */

export const defaultMetricsHost = '127.0.0.1';

/**
 * @typedef {{ port: number, host: string }} MetricsSettings
 * @typedef {{ ok: true, settings: MetricsSettings | null } | { ok: false, variable: string, message: string }} ParsedMetricsSettings
 */

/**
 * @param {{ METRICS_PORT?: string, METRICS_HOST?: string, PORT?: string }} env
 * @returns {ParsedMetricsSettings}
 */
export function readMetricsSettings(env) {
  const host = env.METRICS_HOST?.trim() || defaultMetricsHost;
  if (!/^[\w.:-]+$/.test(host)) {
    return { ok: false, variable: 'METRICS_HOST', message: 'must be an address or host name to listen on, such as 127.0.0.1' };
  }
  const value = env.METRICS_PORT?.trim();
  if (!value) return { ok: true, settings: null };
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    return { ok: false, variable: 'METRICS_PORT', message: 'must be a port number from 1 to 65535' };
  }
  if (port === Number(env.PORT?.trim() || 3000)) {
    return { ok: false, variable: 'METRICS_PORT', message: "must differ from the site's PORT: metrics are never served to visitors" };
  }
  return { ok: true, settings: { port, host } };
}
