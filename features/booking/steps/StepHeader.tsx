import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { flowSteps, type FlowStep } from '@/lib/booking/flow/flow-address';
import styles from '../Booking.module.scss';

type Props = {
  step: FlowStep | 'done';
  /** 2 on the page (under its title), 3 in the panel (under the dialog's). */
  level: 2 | 3;
  id?: string;
  /** The panel moves focus to the heading on each step; the page lands on it by its id. */
  ref?: Ref<HTMLHeadingElement>;
};

/** Where the visitor is, on both surfaces: the steps as a list (the current one marked), then the step's heading. */
export function StepHeader({ step, level, id, ref }: Props) {
  const t = useTranslations('Booking');
  const index = step === 'done' ? flowSteps.length : flowSteps.indexOf(step);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {step !== 'done' ? (
        <ol className={styles.progress} aria-label={t('progress')}>
          {flowSteps.map((name, position) => (
            <li key={name} aria-current={name === step ? 'step' : undefined} data-done={position < index || undefined}>
              {t(`steps.${name}`)}
            </li>
          ))}
        </ol>
      ) : null}
      <Heading ref={ref} id={id} tabIndex={-1} className={styles.stepTitle}>
        {step === 'done'
          ? t('done.title')
          : t('stepTitle', { number: index + 1, count: flowSteps.length, name: t(`steps.${step}`) })}
      </Heading>
    </>
  );
}
