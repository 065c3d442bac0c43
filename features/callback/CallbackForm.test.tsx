// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { createRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/locales/en.json';
import uaMessages from '@/locales/uk.json';
import { CallbackForm } from './CallbackForm';
import type { CallbackOutcome, CallbackPayload } from './send-callback';

// The localised Link needs Next's router; a plain anchor stands in for it.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

function renderForm(send: (payload: CallbackPayload) => Promise<CallbackOutcome>, locale: 'en' | 'uk' = 'en') {
  const onDone = vi.fn();
  const sendMock = vi.fn(send);
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? messages : uaMessages}>
      <CallbackForm firstField={createRef<HTMLInputElement>()} onDone={onDone} send={sendMock} />
    </NextIntlClientProvider>,
  );
  return { onDone, send: sendMock, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Call me back' });

describe('the callback form', () => {
  it('keeps submit disabled until name, phone and the agreement are all given', async () => {
    const { user } = renderForm(async () => ({ kind: 'saved' }));
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Your name'), 'Amelia');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Phone number'), '020 7946 0958');
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/policy/');
  });

  it('says "Incorrect phone number entered" beside the phone, and sends nothing', async () => {
    const { user, send } = renderForm(async () => ({ kind: 'saved' }));
    await user.type(screen.getByLabelText('Your name'), 'Amelia');
    await user.type(screen.getByLabelText('Phone number'), '020 794');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Incorrect phone number entered/);
    expect(phone).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the form with the page path and an empty honeypot, then thanks and closes', async () => {
    const { user, send, onDone } = renderForm(async () => ({ kind: 'saved' }));
    await user.type(screen.getByLabelText('Your name'), '  Amelia Hart ');
    await user.type(screen.getByLabelText('Phone number'), '+44 (20) 7946-0958');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(send).toHaveBeenCalledWith({ name: '  Amelia Hart ', phone: '+44 (20) 7946-0958', agreed: true, website: '', page: '/' });
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('disables submit while sending', async () => {
    let finish: (outcome: CallbackOutcome) => void = () => {};
    const { user } = renderForm(() => new Promise((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText('Your name'), 'Amelia');
    await user.type(screen.getByLabelText('Phone number'), '02079460958');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish({ kind: 'saved' });
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
  });

  it('shows why the server refused, and keeps the form as typed', async () => {
    const { user } = renderForm(async () => ({ kind: 'rate-limited', retryAfterSeconds: 420 }));
    await user.type(screen.getByLabelText('Your name'), 'Amelia');
    await user.type(screen.getByLabelText('Phone number'), '02079460958');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 7 minutes');
    expect(screen.getByLabelText('Your name')).toHaveValue('Amelia');
    expect(screen.getByLabelText('Phone number')).toHaveValue('02079460958');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it('puts a field the server refused beside that field', async () => {
    const { user } = renderForm(async () => ({ kind: 'invalid', field: 'name', code: 'nameTooLong' }));
    await user.type(screen.getByLabelText('Your name'), 'Amelia');
    await user.type(screen.getByLabelText('Phone number'), '02079460958');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(await screen.findByText('Please shorten your name to 100 characters')).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
  });

  it('speaks Ukrainian under /ua/', async () => {
    const { user } = renderForm(async () => ({ kind: 'saved' }), 'uk');
    await user.type(screen.getByLabelText('Ваше ім’я'), 'Олена');
    await user.type(screen.getByLabelText('Номер телефону'), '123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Передзвоніть мені' }));
    expect(screen.getByText('Введено неправильний номер телефону')).toBeVisible();
  });
});
