'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { SidePanel } from '@/components/Dialog/SidePanel';
import { CallbackForm } from './CallbackForm';
import { telHref } from '@/lib/phone/tel-href';
import styles from './Callback.module.scss';
import { localised } from '@/lib/i18n/localise';

/** The side panel with the callback form: slides in from the right, focus on the name. */
function CallbackPanel({ open, onClose, phone }: { open: boolean; onClose: () => void; phone: string | null }) {
  const t = useTranslations('Callback');
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <SidePanel open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} loadingLabel={t('loading')} initialFocus={firstField}>
      {/* A visitor who would rather not wait can call straight away. */}
      {phone ? (
        <p className={styles.call}>
          {t('orCall')} <a href={telHref(phone)}>{phone}</a>
        </p>
      ) : null}
      <CallbackForm firstField={firstField} onDone={onClose} />
    </SidePanel>
  );
}

/** Loaded on first use, with the messages of the page's language (lib/i18n/with-messages). */
export default localised(CallbackPanel);
