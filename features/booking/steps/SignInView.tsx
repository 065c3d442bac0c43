import { useTranslations } from 'next-intl';
import type { FormHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { SignInProblem } from '@/features/account/sign-in-problem';
import styles from '../Booking.module.scss';

export type SignInField = 'phone' | 'code' | 'firstName' | 'lastName';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

type Props = {
  /** The phone number first, then the code from the text message (with names for a new client). */
  phase: 'phone' | 'code';
  registering: boolean;
  /** The code is kept by the server from the form before (the page's name form): no code field. */
  codeKept?: boolean;
  ids: Record<SignInField | 'problem', string>;
  /** The page's form posts to its action; the panel's is sent by its script. */
  form: FormHTMLAttributes<HTMLFormElement>;
  /** What the form carries besides the fields (the page's step address). */
  hidden?: ReactNode;
  /** Each field's own part: a name on the page, a value and its handler in the panel. */
  inputs: Partial<Record<SignInField, InputProps>>;
  problem: SignInProblem | null;
  /** The field the problem is about, marked invalid and described by it. */
  invalid: SignInField | null;
  /** The page links the message to its field (there is no script to move the focus). */
  linkToField?: boolean;
  /** The number the code went to, when the surface still has it (the page keeps no phone). */
  phone?: string;
  sending?: boolean;
  /** Back to the phone number: a link on the page, a button in the panel. */
  changePhone: { href: string } | { onClick: () => void };
};

/**
 * The sign-in step on both surfaces: the phone number, then the code from the text message
 * (with the first and last name when the salon does not know the number), and what a refusal
 * means above the fields. The booking page renders it as a plain form on the server; the
 * panel renders it with its script sending the form.
 */
export function SignInView(props: Props) {
  const t = useTranslations('Account');
  const { phase, registering, ids, form, hidden, inputs, problem, invalid, sending, changePhone } = props;
  const field = (name: SignInField) => ({
    id: ids[name],
    className: styles.input,
    'aria-invalid': invalid === name || undefined,
    'aria-describedby': problem && (invalid === name || invalid === null) ? ids.problem : undefined,
    ...inputs[name],
  });
  const label = (name: SignInField, text: string) => (
    <label className={styles.field} htmlFor={ids[name]}>
      <span>{text}</span>
    </label>
  );
  const submit = (text: string) => (
    <button type="submit" className={styles.primary} disabled={sending}>
      {sending ? t('sending') : text}
    </button>
  );

  if (phase === 'phone')
    return (
      <form className={styles.step} {...form}>
        <p>{t('signInIntro')}</p>
        <SignInProblemNote {...props} />
        {hidden}
        {label('phone', t('phone'))}
        <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        {submit(t('sendCode'))}
      </form>
    );

  return (
    <form className={styles.step} {...form}>
      <p>{props.phone ? t('codeSent', { phone: props.phone }) : t('codeSentToPhone')}</p>
      <SignInProblemNote {...props} />
      {hidden}
      {props.codeKept ? (
        <p className={styles.note}>{t('codeKept')}</p>
      ) : (
        <>
          {label('code', t('code'))}
          <input type="text" inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
        </>
      )}
      {registering ? (
        <>
          {label('firstName', t('firstName'))}
          <input autoComplete="given-name" {...field('firstName')} />
          {label('lastName', t('lastName'))}
          <input autoComplete="family-name" {...field('lastName')} />
        </>
      ) : null}
      {submit(registering ? t('register') : t('confirmCode'))}
      {'href' in changePhone ? (
        <a className={styles.link} href={changePhone.href}>
          {t('changePhone')}
        </a>
      ) : (
        <button type="button" className={styles.link} onClick={changePhone.onClick}>
          {t('changePhone')}
        </button>
      )}
    </form>
  );
}

/** What a refusal means (announced), with where else to turn: the salon's phone, the booking site. */
function SignInProblemNote({ problem, ids, invalid, linkToField }: Props) {
  const t = useTranslations('Account');
  if (!problem) return null;
  const note = problem.key === 'registration';
  const text = t(`problems.${problem.key}`, problem.values ?? {});
  return (
    <p id={ids.problem} role={note ? 'status' : 'alert'} className={note ? styles.note : styles.error}>
      {linkToField && !note && invalid ? <a href={`#${ids[invalid]}`}>{text}</a> : text}
      {problem.salonPhone ? (
        <>
          {' '}
          <a href={`tel:${problem.salonPhone.replace(/[^+\d]/g, '')}`}>
            {t('callSalon', { phone: problem.salonPhone })}
          </a>
        </>
      ) : null}
      {problem.bookingUrl ? (
        <>
          {' '}
          <a href={problem.bookingUrl} target="_blank" rel="noopener noreferrer">
            {t('bookingSite')} <span className="visually-hidden">{t('opensNewTab')}</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
