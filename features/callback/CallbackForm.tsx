'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { callbackFormSchema } from '@/lib/callback/callback-request';
import { Link } from '@/lib/i18n/navigation';
import { sendCallback, type CallbackOutcome } from './send-callback';
import styles from './Callback.module.scss';

type Field = 'name' | 'phone' | 'agreed';
type Errors = Partial<Record<Field, string>>;
type Refusal = Exclude<CallbackOutcome, { kind: 'saved' } | { kind: 'invalid' }>;

type Props = {
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
  send?: typeof sendCallback;
};

/**
 * Name, phone and the privacy agreement. Submit stays disabled until all three are given and
 * while sending; the phone and the rest are checked by the same schema as the server's, and
 * a problem is shown beside its field. A refusal by the server is shown with its reason
 * above the form, which keeps what was typed.
 */
export function CallbackForm({ firstField, onDone, send = sendCallback }: Props) {
  const t = useTranslations('Callback');
  const tPhone = useTranslations('Phone');
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sent, setSent] = useState(false);
  const phoneField = useRef<HTMLInputElement>(null);
  const agreedField = useRef<HTMLInputElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // The form the focus was in is gone: the thanks take it, so a screen reader reads them.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const message = (field: Field, code: string) => (field === 'phone' ? tPhone(code as 'invalid') : t(`errors.${code}` as 'errors.nameRequired'));
  const fields: Record<Field, RefObject<HTMLInputElement | null>> = { name: firstField, phone: phoneField, agreed: agreedField };

  function check(): boolean {
    const result = callbackFormSchema.safeParse({ name, phone, agreed });
    if (result.success) {
      setErrors({});
      return true;
    }
    const found: Errors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= message(field, issue.message);
    }
    setErrors(found);
    const first = (['name', 'phone', 'agreed'] as const).find((field) => found[field]);
    if (first) fields[first].current?.focus();
    return false;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !check()) return;
    setSending(true);
    setRefusal(null);
    const outcome = await send({ name, phone, agreed, website, page: window.location.pathname });
    setSending(false);
    if (outcome.kind === 'saved') {
      setSent(true);
    } else if (outcome.kind === 'invalid' && outcome.field in fields) {
      const field = outcome.field as Field;
      setErrors({ [field]: message(field, outcome.code) });
      fields[field].current?.focus();
    } else {
      setRefusal(outcome.kind === 'invalid' ? { kind: 'refused' } : outcome);
    }
  }

  if (sent) {
    return (
      <div className={styles.done}>
        <h3 ref={sentHeading} tabIndex={-1}>
          {t('sentTitle')}
        </h3>
        <p>{t('sentText')}</p>
        <button type="button" className={styles.submit} onClick={onDone}>
          {t('sentClose')}
        </button>
      </div>
    );
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const ready = name.trim() !== '' && phone.trim() !== '' && agreed;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('intro')}</p>
      {refusal ? (
        <div className={styles.refusal} role="alert">
          <p className={styles.refusalTitle}>{t('refusedTitle')}</p>
          <p>
            {refusal.kind === 'rate-limited'
              ? t('rateLimited', { minutes: Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60)) })
              : refusal.kind === 'refused'
                ? t('refused')
                : t('unavailable')}
          </p>
        </div>
      ) : null}

      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{t('name')}</label>
        <input
          ref={firstField}
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className={styles.error}>
            {errors.name}
          </p>
        ) : null}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-phone`}>{t('phone')}</label>
        <input
          ref={phoneField}
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          onBlur={() => {
            if (phone.trim() === '') return;
            const result = callbackFormSchema.shape.phone.safeParse(phone);
            setErrors((current) => ({ ...current, phone: result.success ? undefined : tPhone('invalid') }));
          }}
          aria-invalid={Boolean(errors.phone)}
          aria-describedby={describedBy('phone') ?? `${id}-phone-hint`}
        />
        {/* The error takes the hint's place, in a slot of fixed height, so checking on blur never moves the form under a click. */}
        <div className={styles.note}>
          {errors.phone ? (
            <p id={`${id}-phone-error`} className={styles.error}>
              {errors.phone}
            </p>
          ) : (
            <p id={`${id}-phone-hint`} className={styles.hint}>
              {t('phoneHint')}
            </p>
          )}
        </div>
      </div>

      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>

      <div className={styles.agreement}>
        <input
          ref={agreedField}
          id={`${id}-agreed`}
          name="agreed"
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-invalid={Boolean(errors.agreed)}
          aria-describedby={describedBy('agreed')}
        />
        <label htmlFor={`${id}-agreed`}>
          {t.rich('agree', {
            policy: (chunks) => (
              <Link href="/policy/" className={styles.link}>
                {chunks}
              </Link>
            ),
          })}
        </label>
        {errors.agreed ? (
          <p id={`${id}-agreed-error`} className={styles.error}>
            {errors.agreed}
          </p>
        ) : null}
      </div>

      <button type="submit" className={styles.submit} disabled={!ready || sending} aria-disabled={!ready || sending}>
        {sending ? t('sending') : t('submit')}
      </button>
      <p className={styles.status} role="status">
        {sending ? t('sending') : ''}
      </p>
    </form>
  );
}
