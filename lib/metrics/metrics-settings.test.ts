import { describe, expect, it } from 'vitest';
import { readMetricsSettings } from './metrics-settings.mjs';

describe('readMetricsSettings', () => {
  it('serves no metrics unless METRICS_PORT is set, and on loopback unless METRICS_HOST says otherwise', () => {
    expect(readMetricsSettings({})).toEqual({ ok: true, settings: null });
    expect(readMetricsSettings({ METRICS_PORT: ' ' })).toEqual({ ok: true, settings: null });
    expect(readMetricsSettings({ METRICS_PORT: '9464' })).toEqual({ ok: true, settings: { port: 9464, host: '127.0.0.1' } });
    expect(readMetricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({
      ok: true,
      settings: { port: 9464, host: '0.0.0.0' },
    });
  });

  it("refuses a port that is no port or is the site's own", () => {
    expect(readMetricsSettings({ METRICS_PORT: '0' })).toMatchObject({ ok: false, variable: 'METRICS_PORT' });
    expect(readMetricsSettings({ METRICS_PORT: '9464.5' })).toMatchObject({ ok: false, variable: 'METRICS_PORT' });
    expect(readMetricsSettings({ METRICS_PORT: '3000' })).toMatchObject({ ok: false, variable: 'METRICS_PORT' });
    expect(readMetricsSettings({ METRICS_PORT: '8080', PORT: '8080' })).toMatchObject({ ok: false, variable: 'METRICS_PORT' });
    expect(readMetricsSettings({ METRICS_PORT: '3000', PORT: '8080' })).toMatchObject({ ok: true });
  });

  it('refuses a host that is no address', () => {
    expect(readMetricsSettings({ METRICS_PORT: '9464', METRICS_HOST: 'a b' })).toMatchObject({ ok: false, variable: 'METRICS_HOST' });
  });
});
