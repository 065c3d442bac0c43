'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDialogOpen } from '@/components/Dialog/dialog-open';
import { normalisePhone } from '@/lib/phone/phone-shape';
import { ApiError, bookingApi } from '@/features/booking/steps/booking-api';
import { useSessionStore } from '@/stores/session-store';
import { SignInView, type SignInField } from '@/features/booking/steps/SignInView';
import { signInProblem, type SignInProblem } from './sign-in-problem';
import { useWebOtp } from './use-web-otp';

export { signInProblem, type SignInProblem } from './sign-in-problem';

type Phase = 'phone' | 'code';

/** Answers after which this sign-in is over: the visitor starts again from the phone number. */
const endsSignIn = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'code_expired' ||
    error.code === 'too_many_wrong_codes' ||
    (error.code === 'wrong_code' && error.details.attemptsLeft === 0));

/**
 * Phone sign-in in the panel (the step's view is the page's, `SignInView`): the phone number,
 * then the code from the text message. A phone the salon
 * does not know yet asks for a first and last name to register, keeping the code typed.
 * Where the browser can read the text message for the site (WebOTP), the code fills itself
 * in; the field's `one-time-code` autocomplete lets other phones offer it from the keyboard.
 */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const signedIn = useSessionStore((state) => state.signedIn);
  const [phase, setPhase] = useState<Phase>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [names, setNames] = useState<{ firstName: string; lastName: string } | null>(null);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [sending, setSending] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const firstNameInput = useRef<HTMLInputElement>(null);
  const ids = { phone: useId(), code: useId(), first: useId(), last: useId(), problem: useId() };
  const panelOpen = useDialogOpen();
  // The code from the text message, read by the browser: asked for only while the code step is on screen.
  useWebOtp(phase === 'code' && panelOpen, setCode);

  // The next field takes the focus as it appears: the code once sent, the name when registering.
  useEffect(() => {
    if (phase === 'code') codeInput.current?.focus();
  }, [phase]);
  const registering = names !== null;
  useEffect(() => {
    if (registering) firstNameInput.current?.focus();
  }, [registering]);

  async function run(work: () => Promise<void>) {
    setSending(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(signInProblem(error));
      if (endsSignIn(error)) setPhase('phone');
    } finally {
      setSending(false);
    }
  }

  function sendCode(event: FormEvent) {
    event.preventDefault();
    if (!normalisePhone(phone)) return setProblem({ key: 'phoneInvalid' });
    void run(async () => {
      await bookingApi.requestCode(phone);
      setPhase('code');
      setCode('');
    });
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(code.trim())) return setProblem({ key: 'codeInvalid' });
    if (names && (!names.firstName.trim() || !names.lastName.trim())) return setProblem({ key: 'nameMissing' });
    void run(async () => {
      try {
        const { client } = await bookingApi.confirm({ code: code.trim(), ...(names ?? {}) });
        if (!client) throw new ApiError(503, 'booking_unavailable');
        await signedIn(client);
        onSignedIn?.();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'registration_required') {
          setNames({ firstName: '', lastName: '' });
          setProblem({ key: 'registration' });
          return;
        }
        throw error;
      }
    });
  }

  // The field a refusal is about, marked invalid and described by the message.
  const invalid: SignInField | null =
    problem?.key === 'phoneInvalid' || problem?.key === 'phoneNotMobile'
      ? 'phone'
      : problem?.key === 'wrongCode' || problem?.key === 'codeInvalid'
        ? 'code'
        : null;

  return (
    <SignInView
      phase={phase}
      registering={names !== null}
      ids={{ phone: ids.phone, code: ids.code, firstName: ids.first, lastName: ids.last, problem: ids.problem }}
      form={{ onSubmit: phase === 'phone' ? sendCode : confirm, noValidate: true }}
      inputs={{
        phone: { value: phone, onChange: (event) => setPhone(event.target.value) },
        code: { ref: codeInput, value: code, onChange: (event) => setCode(event.target.value) },
        firstName: names
          ? {
              ref: firstNameInput,
              value: names.firstName,
              onChange: (event) => setNames({ ...names, firstName: event.target.value }),
            }
          : {},
        lastName: names
          ? { value: names.lastName, onChange: (event) => setNames({ ...names, lastName: event.target.value }) }
          : {},
      }}
      problem={problem}
      invalid={invalid}
      phone={phone}
      sending={sending}
      changePhone={{ onClick: () => setPhase('phone') }}
    />
  );
}
