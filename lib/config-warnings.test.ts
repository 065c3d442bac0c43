import { describe, expect, it } from 'vitest';
import { configurationWarnings, textSignInAvailable } from './config-warnings';

const bare = { bookingApiUrl: null, smsWebhookUrl: null, smsOutboxOnly: false, callbackWebhookUrl: null };

describe('sign-in by text message', () => {
  it('is unavailable in production with the embedded backend and no SMS gateway', () => {
    expect(textSignInAvailable(bare, 'production')).toBe(false);
  });

  it('works with a gateway, with a booking system that sends its own codes, in development, or kept in the outbox on purpose', () => {
    expect(textSignInAvailable({ ...bare, smsWebhookUrl: 'https://sms.example/hook' }, 'production')).toBe(true);
    expect(textSignInAvailable({ ...bare, bookingApiUrl: 'https://crm.example/api' }, 'production')).toBe(true);
    expect(textSignInAvailable(bare, 'development')).toBe(true);
    expect(textSignInAvailable({ ...bare, smsOutboxOnly: true }, 'production')).toBe(true);
  });
});

describe('the lines said at start', () => {
  it('name each missing part and what it means, one line each', () => {
    const lines = configurationWarnings(bare, 'production');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^No SMS gateway \(SMS_WEBHOOK_URL unset\): sign-in by text message is unavailable/);
    expect(lines[1]).toMatch(/^No callback webhook \(CALLBACK_WEBHOOK_URL unset\): callback requests are stored/);
    expect(configurationWarnings(bare, 'development')[0]).toMatch(/they stay in the outbox, printed by `npm run sms`/);
  });

  it('say nothing when everything is configured', () => {
    expect(
      configurationWarnings({ ...bare, smsWebhookUrl: 'https://sms.example/hook', callbackWebhookUrl: 'https://sheet.example/hook' }, 'production'),
    ).toEqual([]);
    expect(configurationWarnings({ ...bare, bookingApiUrl: 'https://crm.example/api', callbackWebhookUrl: 'https://s.example/' }, 'production')).toEqual([]);
  });
});

describe('the budget of sign-in texts', () => {
  it('is named at start when the day’s allowance is smaller than the hour’s', () => {
    const configured = { ...bare, smsWebhookUrl: 'https://sms.example/hook', callbackWebhookUrl: 'https://s.example/' };
    expect(configurationWarnings({ ...configured, smsBudget: { perHour: 40, perDay: 200 } }, 'production')).toEqual([]);
    expect(configurationWarnings({ ...configured, smsBudget: { perHour: 50, perDay: 20 } }, 'production')).toEqual([
      "The day's budget of sign-in texts (SMS_BUDGET_PER_DAY=20) is below the hour's (SMS_BUDGET_PER_HOUR=50): at most 20 texts are sent in any hour.",
    ]);
  });
});
