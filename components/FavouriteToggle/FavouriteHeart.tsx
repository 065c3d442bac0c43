'use client';

import { useState } from 'react';
import { useSessionStore, type FavouriteKind } from '@/stores/session-store';
import styles from './FavouriteToggle.module.scss';

type Props = {
  kind: FavouriteKind;
  /** The item's booking ids (a service with price options has one per option). */
  ids: string[];
  /** Its accessible name, with the item's name: "Amelia Hart: favourite". */
  label: string;
  /** What the note under it says when a change could not be saved. */
  notSaved: string;
  className?: string;
};

/**
 * The heart on master cards and service pages, shown only to a signed-in client. A
 * favourite item leaves the list (all of its ids); any other joins it. When the change
 * cannot be saved (the connection or the booking system failing), the heart stays as it
 * was and a note under it says so, announced to screen readers; the next tap clears it.
 */
export function FavouriteHeart({ kind, ids, label, notSaved, className }: Props) {
  const status = useSessionStore((state) => state.status);
  const favourites = useSessionStore((state) => state.favourites);
  const toggle = useSessionStore((state) => state.toggleFavourites);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (status !== 'signed-in' || !favourites || ids.length === 0) return null;
  const held = ids.filter((id) => favourites[kind].includes(id));
  const on = held.length > 0;
  return (
    <span className={[styles.holder, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={on}
        aria-label={label}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            await toggle(kind, on ? held : ids);
          } catch {
            setFailed(true);
          } finally {
            setBusy(false);
          }
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6z"
            fill={on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      </button>
      <span role="status" className={styles.note}>
        {failed ? notSaved : null}
      </span>
    </span>
  );
}
