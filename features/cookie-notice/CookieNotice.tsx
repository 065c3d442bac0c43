'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { usePresence } from '@/components/Dialog/use-presence';
import { Link } from '@/lib/i18n/navigation';
import { consentCookieAssignment } from './cookie-consent';
import styles from './CookieNotice.module.scss';
import { localised } from '@/lib/i18n/localise';

/** The cookie notice: slides in, and away once accepted (at once under reduced motion). */
function CookieNotice({ onGone }: { onGone: () => void }) {
  const t = useTranslations('Cookies');
  const [accepted, setAccepted] = useState(false);
  const box = useRef<HTMLElement>(null);
  const phase = usePresence(!accepted, box);
  useEffect(() => {
    if (phase === 'closed') onGone();
  }, [phase, onGone]);

  const accept = () => {
    document.cookie = consentCookieAssignment(window.location.protocol === 'https:');
    setAccepted(true);
  };

  if (phase === 'closed') return null;
  return (
    <section ref={box} className={styles.notice} data-state={phase} aria-label={t('label')} inert={phase === 'closing'}>
      <p className={styles.text}>
        {t('text')}{' '}
        <Link href="/policy/" className={styles.link}>
          {t('policy')}
        </Link>
      </p>
      <button type="button" className={styles.accept} onClick={accept}>
        {t('accept')}
      </button>
    </section>
  );
}

/** Loaded on first use, with the messages of the page's language (lib/i18n/with-messages). */
export default localised(CookieNotice);
