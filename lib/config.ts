/**
 * The site's one configuration module: every environment variable the site reads is
 * declared, defaulted and validated here, and a bad value stops start-up with its name.
 */
import { isSupportedCountry } from 'libphonenumber-js/max';
import { z } from 'zod';
import { trustedProxyRanges } from './net/trusted-proxies.mjs';
import { readShutdownTimings } from './lifecycle/shutdown-timings.mjs';
import { readMetricsSettings } from './metrics/metrics-settings.mjs';

const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url({ protocol: /^https?$/ }).optional(),
);

/**
 * A PostgreSQL address. Only the scheme and the URL's syntax are judged here (pg reads the
 * rest: host, port, database, `sslmode`); the message never repeats the value, which may
 * carry a password.
 */
const databaseUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return /^postgres(ql)?:$/.test(url.protocol) && url.pathname.length > 1;
      } catch {
        return false;
      }
    }, 'must be a postgres:// or postgresql:// address with a database name')
    .optional(),
);

/**
 * Questions about free times one address may ask a minute, far more than a person clicks (a
 * visitor pages two weeks at a time). Raised where many visitors share one address.
 */
export const defaultBookingQuestionsPerMinute = 30;

const positiveInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z.number().int().positive(),
  );

const flag = z
  .preprocess(
    (value) => (value === undefined || value === '' ? 'false' : String(value).toLowerCase()),
    z.enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], 'must be 1 or 0 (true or false)'),
  )
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** ISO 3166 country codes, comma-separated (`GB`, `GB,IE`): the countries whose mobiles are sent sign-in codes. */
const smsCountries = z.preprocess(
  (value) => (value === undefined || String(value).trim() === '' ? 'GB' : String(value)),
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine(
      (codes) => codes.length > 0 && codes.every((code) => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code)),
      'must be ISO country codes separated by commas, e.g. GB or GB,IE',
    ),
);

/** Whether a site address is https, or http on this machine only (`localhost`, `127.0.0.0/8`, `[::1]`). */
function isSecureOrLoopback(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  if (url.protocol === 'https:') return true;
  const host = url.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

const configSchema = z
  .object({
    SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    WORDPRESS_URL: optionalUrl,
    REVALIDATE_SECRET: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    BOOKING_URL: z.url({ protocol: /^https?$/ }).default('https://book.backstage-chelsea.co.uk/'),
    BOOKING_WIDGET_URL: optionalUrl,
    CONTENT_REVALIDATE_SECONDS: positiveInt(3600),
    CONTENT_TIMEOUT_MS: positiveInt(8000),
    BRAND_NAME: z.string().min(1).default('Backstage'),
    SALON_PHONE: z.string().min(10).default('+44 20 7946 0958'),
    SALON_ADDRESS: z.string().min(5).default("118 King's Road, Chelsea, London SW3 4TR"),
    BOOKING_API_URL: optionalUrl,
    BOOKING_API_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(8).optional()),
    BOOKING_APP_ID: z.string().trim().min(1).default('backstage-site'),
    BOOKING_DB_CODE: z.string().trim().min(1).default('backstage'),
    BOOKING_TIMEOUT_MS: positiveInt(8000),
    MAX_UPCOMING_APPOINTMENTS: positiveInt(6),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: flag,
    TRUSTED_PROXIES: z.string().optional(),
    SHUTDOWN_DELAY_MS: z.string().optional(),
    SHUTDOWN_TIMEOUT_MS: z.string().optional(),
    PORT: z.string().optional(),
    METRICS_PORT: z.string().optional(),
    METRICS_HOST: z.string().optional(),
    CALLBACK_WEBHOOK_URL: optionalUrl,
    REDIS_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// address' }).optional(),
    ),
    SMS_WEBHOOK_URL: optionalUrl,
    SMS_OUTBOX_ONLY: flag,
    SMS_WEBHOOK_SECRET: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    AUTH_SECRET: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SMS_COUNTRIES: smsCountries,
    SMS_BUDGET_PER_HOUR: positiveInt(40),
    SMS_BUDGET_PER_DAY: positiveInt(200),
    BOOKING_QUESTIONS_PER_MINUTE: positiveInt(defaultBookingQuestionsPerMinute),
    NODE_ENV: z.string().optional(),
  })
  // Over http the session cookies lose `Secure` and no HSTS is sent: only a trial on this machine may do without TLS.
  .refine((c) => c.NODE_ENV !== 'production' || isSecureOrLoopback(c.SITE_URL), {
    path: ['SITE_URL'],
    message:
      'must be an https:// address in production (http:// only for a loopback host such as localhost or 127.0.0.1, for a trial)',
  })
  .refine((c) => !c.BOOKING_API_URL || c.BOOKING_API_TOKEN, {
    path: ['BOOKING_API_TOKEN'],
    message: 'is required when BOOKING_API_URL is set',
  })
  .refine((c) => !c.SMS_WEBHOOK_URL || c.SMS_WEBHOOK_SECRET, {
    path: ['SMS_WEBHOOK_SECRET'],
    message: 'is required when SMS_WEBHOOK_URL is set',
  })
  // Read by the same code as server.mjs reads them, so the two never disagree.
  .transform((c, context) => {
    const proxies = trustedProxyRanges({ trustProxy: c.TRUST_PROXY, trustedProxies: c.TRUSTED_PROXIES });
    if (!proxies.ok) context.addIssue({ code: 'custom', path: ['TRUSTED_PROXIES'], message: proxies.message });
    const shutdown = readShutdownTimings(c);
    if (!shutdown.ok) context.addIssue({ code: 'custom', path: [shutdown.variable], message: shutdown.message });
    const metrics = readMetricsSettings(c);
    if (!metrics.ok) context.addIssue({ code: 'custom', path: [metrics.variable], message: metrics.message });
    if (!proxies.ok || !shutdown.ok || !metrics.ok) return z.NEVER;
    return { ...c, proxyRanges: proxies.ranges, shutdown: shutdown.timings };
  });

export type SiteConfig = {
  siteUrl: string;
  wordpressUrl: string | null;
  revalidateSecret: string | null;
  bookingUrl: string;
  /** The booking system's embeddable widget; when set, the booking panel shows it in a frame instead of its own steps. */
  bookingWidgetUrl: string | null;
  contentRevalidateSeconds: number;
  contentTimeoutMs: number;
  brandName: string;
  salonPhone: string;
  salonAddress: string;
  /** The booking system's API; null means the embedded booking backend. */
  bookingApiUrl: string | null;
  bookingApiToken: string | null;
  bookingAppId: string;
  bookingDbCode: string;
  bookingTimeoutMs: number;
  /** Booked appointments not yet started one client may have; past it, booking online is refused (call the salon). */
  maxUpcomingAppointments: number;
  /** Folder of the site's own database (SQLite), created on first use; unused with `databaseUrl`. */
  dataDir: string;
  /** The site's database on PostgreSQL; null means the SQLite file in `dataDir`. */
  databaseUrl: string | null;
  /** Whether a reverse proxy in front of the server appends the client's address to `X-Forwarded-For`. */
  trustProxy: boolean;
  /** The peers whose `X-Forwarded-For` and `-Proto` are believed (addresses or CIDR ranges); empty without `trustProxy`. */
  trustedProxies: string[];
  /** On SIGTERM, how long readiness answers 503 while the server still serves, before it closes its listener. */
  shutdownDelayMs: number;
  /** On SIGTERM, how long the whole shutdown may take (more than the delay) before the process exits 1. */
  shutdownTimeoutMs: number;
  /** Where stored callback requests are delivered (the salon's spreadsheet script); null keeps them stored only. */
  callbackWebhookUrl: string | null;
  /**
   * The Redis that several instances of the site share (Next's cache, webhook events, rate
   * limits); null keeps all of it in this process.
   */
  redisUrl: string | null;
  /** Where the embedded booking backend's text messages are delivered (an SMS gateway); null leaves them for `npm run sms`. */
  smsWebhookUrl: string | null;
  /** Sent as `Authorization: Bearer ...` with every text message; set whenever `smsWebhookUrl` is. */
  smsWebhookSecret: string | null;
  /** A production build run for tests or a trial: sign-in codes stay in the outbox on purpose (`npm run sms`). */
  smsOutboxOnly: boolean;
  /**
   * The server's secret for sign-in (the key of the sign-in codes' HMAC, of the refresh
   * grace record's encryption); null: one is generated once and kept in the site's database.
   */
  authSecret: string | null;
  /** The countries whose mobile numbers are sent sign-in codes (ISO 3166 codes); others are asked to call the salon. */
  smsCountries: string[];
  /** The most sign-in texts the whole site sends in an hour and in a day, every instance together. */
  smsBudget: { perHour: number; perDay: number };
  /** Questions about free times one address may ask a minute (a visit's calls to the booking system scale with it). */
  bookingQuestionsPerMinute: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');

export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const c = result.data;
  return {
    siteUrl: stripSlash(c.SITE_URL),
    wordpressUrl: c.WORDPRESS_URL ? stripSlash(c.WORDPRESS_URL) : null,
    revalidateSecret: c.REVALIDATE_SECRET ?? null,
    bookingUrl: c.BOOKING_URL,
    bookingWidgetUrl: c.BOOKING_WIDGET_URL ?? null,
    contentRevalidateSeconds: c.CONTENT_REVALIDATE_SECONDS,
    contentTimeoutMs: c.CONTENT_TIMEOUT_MS,
    brandName: c.BRAND_NAME,
    salonPhone: c.SALON_PHONE,
    salonAddress: c.SALON_ADDRESS,
    bookingApiUrl: c.BOOKING_API_URL ? stripSlash(c.BOOKING_API_URL) : null,
    bookingApiToken: c.BOOKING_API_TOKEN ?? null,
    bookingAppId: c.BOOKING_APP_ID,
    bookingDbCode: c.BOOKING_DB_CODE,
    bookingTimeoutMs: c.BOOKING_TIMEOUT_MS,
    maxUpcomingAppointments: c.MAX_UPCOMING_APPOINTMENTS,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL ?? null,
    trustProxy: c.TRUST_PROXY,
    trustedProxies: c.proxyRanges.map((range) => `${range.address}/${range.prefix}`),
    shutdownDelayMs: c.shutdown.delayMs,
    shutdownTimeoutMs: c.shutdown.timeoutMs,
    callbackWebhookUrl: c.CALLBACK_WEBHOOK_URL ?? null,
    redisUrl: c.REDIS_URL ?? null,
    smsWebhookUrl: c.SMS_WEBHOOK_URL ?? null,
    smsWebhookSecret: c.SMS_WEBHOOK_SECRET ?? null,
    smsOutboxOnly: c.SMS_OUTBOX_ONLY,
    authSecret: c.AUTH_SECRET ?? null,
    smsCountries: c.SMS_COUNTRIES,
    smsBudget: { perHour: c.SMS_BUDGET_PER_HOUR, perDay: c.SMS_BUDGET_PER_DAY },
    bookingQuestionsPerMinute: c.BOOKING_QUESTIONS_PER_MINUTE,
  };
}

let cached: SiteConfig | undefined;

/** The validated configuration of this process (read once). */
export function getConfig(): SiteConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
