// @vitest-environment jsdom
/**
 * The sign-in form in a side panel, with the site's API stubbed: the code filled in by the
 * WebOTP API where the browser has it, that request aborted as soon as the panel closes or
 * the step changes, and the limits' refusals worded for the visitor.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidePanel } from '@/components/Dialog/SidePanel';
import messages from '@/locales/en.json';
import uaMessages from '@/locales/uk.json';
import { SignInForm } from './SignInForm';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

function stubApi(answers: Record<string, Answer[]>) {
  const fetchMock = vi.fn(async (path: string) => {
    const answer = answers[path]?.shift() ?? { status: 404, body: { error: 'not_found' } };
    return Response.json(answer.body, { status: answer.status, headers: answer.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A WebOTP API whose answer the test gives, and the requests made to it. */
function stubWebOtp() {
  const requests: { options: { otp?: unknown; signal?: AbortSignal }; resolve: (value: unknown) => void }[] = [];
  const get = vi.fn(
    (options: { otp?: unknown; signal?: AbortSignal }) =>
      new Promise((resolve, reject) => {
        requests.push({ options, resolve });
        options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('OTPCredential', class {});
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return { get, requests };
}

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SidePanel
        open={open}
        onClose={() => setOpen(false)}
        title="My account"
        closeLabel="Close"
        loadingLabel="Loading"
      >
        <SignInForm />
      </SidePanel>
    </>
  );
}

function renderForm(locale: 'en' | 'uk' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? messages : uaMessages}>
      <Page />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

async function askForCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone number'), '07700 900123');
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
  return screen.findByLabelText('Code from the text message');
}

beforeEach(() => {
  // Motion as usual: a closing panel stays on screen while it slides away.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  stubApi({ '/api/auth/code': [{ status: 200, body: { sent: true, expiresInSeconds: 600 } }] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('the code from the text message', () => {
  it('is asked of the WebOTP API on the code step, and filled in when the browser reads it', async () => {
    const otp = stubWebOtp();
    const user = renderForm();
    expect(otp.get).not.toHaveBeenCalled();
    const field = await askForCode(user);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp.get).toHaveBeenCalledTimes(1);
    expect(otp.requests[0]!.options).toEqual({ otp: { transport: ['sms'] }, signal: expect.any(AbortSignal) });
    await act(async () => otp.requests[0]!.resolve({ type: 'otp', id: '', code: '493027' }));
    expect(field).toHaveValue('493027');
    expect(otp.requests[0]!.options.signal!.aborted).toBe(false);
  });

  it('is no longer waited for once the panel starts closing', async () => {
    const otp = stubWebOtp();
    const user = renderForm();
    await askForCode(user);
    const { signal } = otp.requests[0]!.options;
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // Aborted at once, while the panel is still sliding away.
    expect(signal!.aborted).toBe(true);
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
  });

  it('is no longer waited for when the visitor goes back to the phone number', async () => {
    const otp = stubWebOtp();
    const user = renderForm();
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'Use another phone number' }));
    expect(otp.requests[0]!.options.signal!.aborted).toBe(true);
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  });

  it('is typed where the browser has no WebOTP API, the field still offering one-time codes', async () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const user = renderForm();
    const field = await askForCode(user);
    expect(get).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('a site that cannot send codes', () => {
  it('says sign-in by text is unavailable, with a link to the booking site, and never that a code was sent', async () => {
    stubApi({
      '/api/auth/code': [{ status: 503, body: { error: 'sign_in_unavailable', bookingUrl: 'https://book.example/' } }],
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Signing in by text message is not available at the moment.');
    expect(screen.getByRole('link', { name: 'Open the booking site (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://book.example/',
    );
    expect(screen.queryByLabelText('Code from the text message')).toBeNull();
  });
});

describe('refusals of the limits', () => {
  it('say how long to wait when too many codes were asked for', async () => {
    stubApi({
      '/api/auth/code': [
        {
          status: 429,
          body: { error: 'too_many_requests', retryAfterSeconds: 540 },
          headers: { 'Retry-After': '540' },
        },
      ],
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes were asked for this number. Please try again in 9 minutes.',
    );
  });

  it('say the number is paused, for how many hours, after too many wrong codes, and go back to the phone number', async () => {
    stubApi({
      '/api/auth/code': [{ status: 200, body: { sent: true, expiresInSeconds: 600 } }],
      '/api/auth/confirm': [
        {
          status: 429,
          body: { error: 'too_many_wrong_codes', retryAfterSeconds: 86_400 },
          headers: { 'Retry-After': '86400' },
        },
      ],
    });
    const user = renderForm();
    const field = await askForCode(user);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes were entered for this number, so signing in with it is paused to keep the account safe. Please try again in 24 hours.',
    );
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  });

  it('are worded in Ukrainian too', async () => {
    stubApi({
      '/api/auth/code': [
        {
          status: 429,
          body: { error: 'too_many_wrong_codes', retryAfterSeconds: 7200 },
          headers: { 'Retry-After': '7200' },
        },
      ],
    });
    const user = renderForm('uk');
    await user.type(screen.getByLabelText('Номер телефону'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Надіслати код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Спробуйте ще раз через 2 години.');
  });
});

describe('numbers and texts the salon does not pay for', () => {
  const elsewhere = { salonPhone: '+44 20 7946 0958', bookingUrl: 'https://book.example/' };
  const send = async (user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'uk', phone: string) => {
    await user.type(screen.getByLabelText(locale === 'en' ? 'Phone number' : 'Номер телефону'), phone);
    await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Send the code' : 'Надіслати код' }));
    return screen.findByRole('alert');
  };

  it.each([
    [
      'en',
      'We can send a sign-in code only to a mobile number of a country we serve',
      'Call the salon: +44 20 7946 0958',
    ],
    ['uk', 'Ми можемо надіслати код для входу лише на мобільний номер', 'Зателефонувати до салону: +44 20 7946 0958'],
  ] as const)(
    'a number that is not a mobile of a country served: says so (%s) and offers the salon’s phone',
    async (locale, text, call) => {
      stubApi({
        '/api/auth/code': [{ status: 422, body: { error: 'phone_not_mobile', field: 'phone', ...elsewhere } }],
      });
      const user = renderForm(locale);
      const alert = await send(user, locale, '020 7946 0958');
      expect(alert).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: call })).toHaveAttribute('href', 'tel:+442079460958');
      expect(
        screen.getByRole('textbox', { name: locale === 'en' ? 'Phone number' : 'Номер телефону' }),
      ).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it.each([
    [
      'en',
      'We cannot send any more sign-in codes just now. Please try again in 40 minutes',
      'Call the salon: +44 20 7946 0958',
      'Open the booking site (opens in a new tab)',
    ],
    [
      'uk',
      'Зараз ми не можемо надіслати більше кодів для входу. Спробуйте ще раз через 40 хвилин',
      'Зателефонувати до салону: +44 20 7946 0958',
      'Відкрити сайт бронювання (відкривається в новій вкладці)',
    ],
  ] as const)(
    'the budget of texts spent: says when to try again (%s), offering the salon’s phone and the booking site',
    async (locale, text, call, book) => {
      stubApi({
        '/api/auth/code': [
          {
            status: 503,
            body: { error: 'text_budget_spent', retryAfterSeconds: 2400, ...elsewhere },
            headers: { 'Retry-After': '2400' },
          },
        ],
      });
      const user = renderForm(locale);
      expect(await send(user, locale, '07700 900123')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: call })).toHaveAttribute('href', 'tel:+442079460958');
      expect(screen.getByRole('link', { name: book })).toHaveAttribute('href', 'https://book.example/');
      expect(
        screen.queryByLabelText(locale === 'en' ? 'Code from the text message' : 'Код із повідомлення'),
      ).toBeNull();
    },
  );
});
