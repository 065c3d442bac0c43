'use client';

import { useEarlyTap } from '@/components/EarlyTap/use-early-tap';
import { intentHandlers } from '@/components/Lazy/preloadable';
import { useCallbackStore } from '@/stores/callback-store';

type Props = {
  label: string;
  className?: string;
  /** The label's language when it is not the interface's (a button edited in the CMS). */
  lang?: string;
  /** Only the phone icon shows (the header); the label is still read by screen readers. */
  iconOnly?: boolean;
};

/**
 * Opens the callback panel (mounted once per page by features/callback/CallbackPanelHost):
 * the header's phone control, "Request a callback" on pages, and CMS buttons linking to `#callback`.
 */
export function CallbackButton({ label, className, lang, iconOnly = false }: Props) {
  const setOpened = useCallbackStore((state) => state.setOpened);
  const opened = useCallbackStore((state) => state.opened);
  const intend = useCallbackStore((state) => state.intend);
  const [tapMark, tapRef] = useEarlyTap<HTMLButtonElement>();
  return (
    <button
      ref={tapRef}
      {...tapMark}
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={opened}
      // Pointing at or focusing the control loads the panel ahead, so it opens at once.
      {...intentHandlers(intend)}
      onClick={() => setOpened(true)}
    >
      {iconOnly ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              d="M6.6 3.5l2.6 3.2-1.6 2.4a12.5 12.5 0 0 0 7.3 7.3l2.4-1.6 3.2 2.6-1.3 3a2 2 0 0 1-2.2 1.1C10.3 20.3 3.7 13.7 2.5 7 2.3 6.1 2.8 5.2 3.6 4.8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        <span lang={lang}>{label}</span>
      )}
    </button>
  );
}
