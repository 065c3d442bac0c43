import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('fills sensible defaults for an empty environment (bundled content)', () => {
    const config = parseConfig({});
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.wordpressUrl).toBeNull();
    expect(config.revalidateSecret).toBeNull();
    expect(config.bookingUrl).toMatch(/^https:\/\//);
    expect(config.brandName).toBe('Backstage');
    expect(config.salonPhone.length).toBeGreaterThanOrEqual(10);
  });

  it('strips trailing slashes from the site and WordPress addresses', () => {
    const config = parseConfig({ SITE_URL: 'https://example.co.uk/', WORDPRESS_URL: 'https://cms.example.co.uk//' });
    expect(config.siteUrl).toBe('https://example.co.uk');
    expect(config.wordpressUrl).toBe('https://cms.example.co.uk');
  });

  it('treats an empty WORDPRESS_URL as unset', () => {
    expect(parseConfig({ WORDPRESS_URL: '' }).wordpressUrl).toBeNull();
  });

  it.each([
    ['SITE_URL', { SITE_URL: 'not a url' }],
    ['WORDPRESS_URL', { WORDPRESS_URL: 'ftp://cms.example' }],
    ['REVALIDATE_SECRET', { REVALIDATE_SECRET: 'short' }],
    ['CONTENT_TIMEOUT_MS', { CONTENT_TIMEOUT_MS: '-5' }],
    ['BOOKING_URL', { BOOKING_URL: 'booking' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['BOOKING_API_URL', { BOOKING_API_URL: 'not a url' }],
    ['BOOKING_API_TOKEN', { BOOKING_API_URL: 'https://api.booking.example' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
    ['SMS_WEBHOOK_URL', { SMS_WEBHOOK_URL: 'ftp://sms.example', SMS_WEBHOOK_SECRET: 'a-secret-of-16-chars' }],
    ['SMS_WEBHOOK_SECRET', { SMS_WEBHOOK_URL: 'https://sms.example/send' }],
    ['SMS_WEBHOOK_SECRET', { SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_WEBHOOK_SECRET: 'short' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'shorter-than-thirty-two' }],
    ['MAX_UPCOMING_APPOINTMENTS', { MAX_UPCOMING_APPOINTMENTS: '0' }],
    ['MAX_UPCOMING_APPOINTMENTS', { MAX_UPCOMING_APPOINTMENTS: 'six' }],
  ])('names the bad variable %s', (name, env) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });

  it('refuses an http:// SITE_URL in production unless its host is this machine', () => {
    for (const site of ['http://backstage-chelsea.co.uk', 'http://127.example.com:3000', 'http://10.0.0.5']) {
      expect(() => parseConfig({ NODE_ENV: 'production', SITE_URL: site }), site).toThrow(
        /SITE_URL: must be an https:\/\/ address in production/,
      );
      expect(parseConfig({ NODE_ENV: 'development', SITE_URL: site }).siteUrl).toBe(site);
    }
    for (const site of [
      'https://backstage-chelsea.co.uk',
      'http://localhost:3100',
      'http://127.0.0.1:3506',
      'http://127.0.0.2',
      'http://[::1]:3000',
    ])
      expect(parseConfig({ NODE_ENV: 'production', SITE_URL: site }).siteUrl, site).toBe(site);
    // The default (unset) is a trial on this machine.
    expect(parseConfig({ NODE_ENV: 'production' }).siteUrl).toBe('http://localhost:3000');
  });

  it('keeps shared state in this process unless REDIS_URL names a Redis', () => {
    expect(parseConfig({}).redisUrl).toBeNull();
    expect(parseConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(parseConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(parseConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380' }).redisUrl).toBe(
      'rediss://:secret@cache.internal:6380',
    );
  });

  it('delivers text messages only when SMS_WEBHOOK_URL is set, with its secret', () => {
    expect(parseConfig({})).toMatchObject({ smsWebhookUrl: null, smsWebhookSecret: null });
    expect(
      parseConfig({ SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_WEBHOOK_SECRET: 'a-secret-of-16-chars' }),
    ).toMatchObject({ smsWebhookUrl: 'https://sms.example/send', smsWebhookSecret: 'a-secret-of-16-chars' });
  });

  it('never repeats SMS_WEBHOOK_SECRET in its message', () => {
    expect(() =>
      parseConfig({ SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_WEBHOOK_SECRET: 'tiny-secret' }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining('tiny-secret') }));
  });

  it('keeps the database in ./data unless DATA_DIR says otherwise', () => {
    expect(parseConfig({}).dataDir).toBe('./data');
    expect(parseConfig({ DATA_DIR: '/var/lib/backstage' }).dataDir).toBe('/var/lib/backstage');
  });

  it('keeps the database on PostgreSQL when DATABASE_URL is set, SQLite otherwise', () => {
    expect(parseConfig({}).databaseUrl).toBeNull();
    expect(parseConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    for (const url of [
      'postgres://site:secret@db.internal:5432/backstage',
      'postgresql://localhost/backstage?sslmode=require',
    ]) {
      expect(parseConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it.each([
    'mysql://db.internal/backstage',
    'postgres://db.internal',
    'not a url',
    'postgres://site:secret@db.internal:99999/backstage',
  ])('stops on DATABASE_URL %s, naming the variable and never repeating its value', (url) => {
    expect(() => parseConfig({ DATABASE_URL: url })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ address/,
    );
    expect(() => parseConfig({ DATABASE_URL: url })).not.toThrow(/secret/);
  });

  it('trusts a reverse proxy only when TRUST_PROXY is set', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('believes forwarded addresses from loopback by default, else from TRUSTED_PROXIES, naming a bad list', () => {
    expect(parseConfig({}).trustedProxies).toEqual([]);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustedProxies).toEqual(['127.0.0.1/8', '::1/128']);
    expect(parseConfig({ TRUST_PROXY: '1', TRUSTED_PROXIES: '10.0.0.0/8,2001:db8::/32' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: '1', TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(
      /TRUSTED_PROXIES: .*prefix/,
    );
    expect(() => parseConfig({ TRUST_PROXY: '1', TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseConfig({ TRUSTED_PROXIES: '10.0.0.1' })).toThrow(/TRUSTED_PROXIES: .*TRUST_PROXY/);
  });

  it('keeps serving SHUTDOWN_DELAY_MS after SIGTERM, within a SHUTDOWN_TIMEOUT_MS that exceeds it', () => {
    expect(parseConfig({})).toMatchObject({ shutdownDelayMs: 5000, shutdownTimeoutMs: 15000 });
    expect(parseConfig({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '2500' })).toMatchObject({
      shutdownDelayMs: 0,
      shutdownTimeoutMs: 2500,
    });
    expect(() => parseConfig({ SHUTDOWN_DELAY_MS: 'soon' })).toThrow(/SHUTDOWN_DELAY_MS/);
    expect(() => parseConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DELAY_MS/);
    expect(() => parseConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => parseConfig({ SHUTDOWN_DELAY_MS: '20000' })).toThrow(
      /SHUTDOWN_TIMEOUT_MS: must exceed SHUTDOWN_DELAY_MS/,
    );
    expect(() => parseConfig({ SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '5000' })).toThrow(
      /SHUTDOWN_TIMEOUT_MS/,
    );
  });

  it('refuses a METRICS_PORT that is no port or is the site\'s own, and a METRICS_HOST that is no address', () => {
    expect(() => parseConfig({ METRICS_PORT: '9464' })).not.toThrow();
    expect(() => parseConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => parseConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => parseConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from the site's PORT/);
    expect(() => parseConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT/);
    expect(() => parseConfig({ METRICS_PORT: '9464', METRICS_HOST: 'a host; rm' })).toThrow(/METRICS_HOST/);
  });

  it('uses the embedded booking backend unless BOOKING_API_URL is set', () => {
    expect(parseConfig({}).bookingApiUrl).toBeNull();
    const config = parseConfig({
      BOOKING_API_URL: 'https://api.booking.example/v1/',
      BOOKING_API_TOKEN: 'secret-token',
    });
    expect(config.bookingApiUrl).toBe('https://api.booking.example/v1');
    expect(config.bookingApiToken).toBe('secret-token');
    expect(config.bookingTimeoutMs).toBe(8000);
  });

  it('lets a client have 6 upcoming bookings online unless MAX_UPCOMING_APPOINTMENTS says otherwise', () => {
    expect(parseConfig({}).maxUpcomingAppointments).toBe(6);
    expect(parseConfig({ MAX_UPCOMING_APPOINTMENTS: '10' }).maxUpcomingAppointments).toBe(10);
  });

  it('lets one address ask about free times 30 times a minute unless BOOKING_QUESTIONS_PER_MINUTE says otherwise', () => {
    expect(parseConfig({}).bookingQuestionsPerMinute).toBe(30);
    expect(parseConfig({ BOOKING_QUESTIONS_PER_MINUTE: '120' }).bookingQuestionsPerMinute).toBe(120);
    expect(() => parseConfig({ BOOKING_QUESTIONS_PER_MINUTE: '0' })).toThrow('BOOKING_QUESTIONS_PER_MINUTE');
  });
});

describe('sign-in texts', () => {
  it('go to British mobiles only, within 40 an hour and 200 a day, unless told otherwise', () => {
    expect(parseConfig({})).toMatchObject({ smsCountries: ['GB'], smsBudget: { perHour: 40, perDay: 200 } });
    expect(
      parseConfig({ SMS_COUNTRIES: ' gb, IE ', SMS_BUDGET_PER_HOUR: '10', SMS_BUDGET_PER_DAY: '50' }),
    ).toMatchObject({ smsCountries: ['GB', 'IE'], smsBudget: { perHour: 10, perDay: 50 } });
  });

  it.each([
    ['SMS_COUNTRIES', { SMS_COUNTRIES: 'UK' }],
    ['SMS_COUNTRIES', { SMS_COUNTRIES: 'Britain' }],
    ['SMS_COUNTRIES', { SMS_COUNTRIES: ',' }],
    ['SMS_BUDGET_PER_HOUR', { SMS_BUDGET_PER_HOUR: '0' }],
    ['SMS_BUDGET_PER_DAY', { SMS_BUDGET_PER_DAY: 'many' }],
  ])('names the bad variable %s', (name, env) => {
    expect(() => parseConfig(env)).toThrow(name);
  });
});
