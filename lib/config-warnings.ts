/**
 * What this server cannot do with the configuration it was given, said once at start, one
 * line each, and whether sign-in by text message works at all.
 *
 * Sign-in codes travel by text message. A booking system behind `BOOKING_API_URL` sends
 * them itself; the embedded booking backend needs an SMS gateway (`SMS_WEBHOOK_URL`). Without
 * one, a production server has no way to deliver a code, so it must not say "we have sent a
 * code": sign-in by text is unavailable and visitors are sent to the booking site. In
 * development the codes stay readable (`npm run sms`, the server's log); a production build
 * run for tests or a local trial says so explicitly with `SMS_OUTBOX_ONLY=1`.
 */
import type { SiteConfig } from './config';

type Setting = Pick<SiteConfig, 'bookingApiUrl' | 'smsWebhookUrl' | 'smsOutboxOnly' | 'callbackWebhookUrl'> &
  Partial<Pick<SiteConfig, 'smsBudget'>>;

/** Whether a code asked for can reach the visitor (or, deliberately, the outbox only). */
export function textSignInAvailable(config: Setting, nodeEnv: string | undefined = process.env.NODE_ENV): boolean {
  return Boolean(config.bookingApiUrl || config.smsWebhookUrl || config.smsOutboxOnly || nodeEnv !== 'production');
}

/** The lines to log at start, one for each thing not configured and what it means. */
export function configurationWarnings(config: Setting, nodeEnv: string | undefined = process.env.NODE_ENV): string[] {
  const lines: string[] = [];
  if (!config.bookingApiUrl && !config.smsWebhookUrl) {
    lines.push(
      !textSignInAvailable(config, nodeEnv)
        ? 'No SMS gateway (SMS_WEBHOOK_URL unset): sign-in by text message is unavailable; visitors are sent to the booking site (BOOKING_URL).'
        : 'No SMS gateway (SMS_WEBHOOK_URL unset): sign-in codes are not sent; they stay in the outbox, printed by `npm run sms`.',
    );
  }
  if (config.smsBudget && config.smsBudget.perDay < config.smsBudget.perHour) {
    lines.push(
      `The day's budget of sign-in texts (SMS_BUDGET_PER_DAY=${config.smsBudget.perDay}) is below the hour's (SMS_BUDGET_PER_HOUR=${config.smsBudget.perHour}): at most ${config.smsBudget.perDay} texts are sent in any hour.`,
    );
  }
  if (!config.callbackWebhookUrl) {
    lines.push(
      'No callback webhook (CALLBACK_WEBHOOK_URL unset): callback requests are stored and listed by `npm run callbacks`, but nobody is notified.',
    );
  }
  return lines;
}
