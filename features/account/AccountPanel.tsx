'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, type RefObject } from 'react';
import { SidePanel } from '@/components/Dialog/SidePanel';
import { bookingQueryClient } from '@/features/booking/panel/booking-query-client';
import { useAccountStore } from '@/stores/account-store';
import { FavouritesList } from './FavouritesList';
import { MyBookings } from './MyBookings';
import { SignInForm } from './SignInForm';
import { useSessionStore } from '@/stores/session-store';
import styles from '@/features/booking/Booking.module.scss';
import { localised } from '@/lib/i18n/localise';

type Props = { open: boolean; onClose: () => void; returnFocus?: RefObject<HTMLElement | null> };

/** The account panel: phone sign-in, or the client's bookings and favourites and a way to sign out. */
function AccountPanel({ open, onClose, returnFocus }: Props) {
  const t = useTranslations('Account');
  return (
    <QueryClientProvider client={bookingQueryClient}>
      <SidePanel open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} loadingLabel={t('loading')} returnFocus={returnFocus}>
        <AccountBody />
      </SidePanel>
    </QueryClientProvider>
  );
}

function AccountBody() {
  const t = useTranslations('Account');
  const status = useSessionStore((state) => state.status);
  const client = useSessionStore((state) => state.client);
  const check = useSessionStore((state) => state.check);
  const signOut = useSessionStore((state) => state.signOut);
  const section = useAccountStore((state) => state.section);

  useEffect(() => {
    void check(true);
  }, [check]);

  if (status === 'unknown' || status === 'checking') return <p role="status">{t('loading')}</p>;
  if (status === 'signed-out' || !client) return <SignInForm />;
  return (
    <div className={styles.body}>
      <p className={styles.note}>{t('signedInAs', { name: [client.firstName, client.lastName].filter(Boolean).join(' ') || client.phone })}</p>
      {section === 'favourites' ? (
        <>
          <FavouritesList />
          <MyBookings />
        </>
      ) : (
        <>
          <MyBookings />
          <FavouritesList />
        </>
      )}
      <button type="button" className={styles.secondary} onClick={() => void signOut()}>
        {t('signOut')}
      </button>
    </div>
  );
}

/** Loaded on first use, with the messages of the page's language (lib/i18n/with-messages). */
export default localised(AccountPanel);
