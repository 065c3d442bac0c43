'use client';

import { AnimatePresence, LazyMotion, domAnimation, m } from 'framer-motion';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Dialog } from '@/components/Dialog/Dialog';
import { useMotionAllowed } from '@/features/motion/use-motion-allowed';
import { localisedPath } from '@/lib/i18n/locale-href';
import { useRouteLocale } from '@/lib/i18n/use-route-locale';
import type { NavItem } from '@/lib/navigation/nav-item';
import { useAccountStore } from '@/stores/account-store';
import { useBookingStore } from '@/stores/booking-store';
import { useCallbackStore } from '@/stores/callback-store';
import { useVisitedStore } from '@/stores/visited-store';
import { LocaleSwitch } from './LocaleSwitch';
import { MenuLink } from './MenuLink';
import styles from './FullMenu.module.scss';
import { localised } from '@/lib/i18n/localise';

type Props = {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  returnFocus?: RefObject<HTMLElement | null>;
};

/** How long an expandable list takes to open or close. */
const expandSeconds = 0.5;

/**
 * The full-screen menu behind the burger, on every screen size: drill down into a section
 * (with a way back), expand the last level's lists in place, switch language, and see
 * which pages this session has already visited.
 */
function FullMenu({ open, onClose, items, returnFocus }: Props) {
  const t = useTranslations('Menu');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t('title')}
      placement="full"
      className={styles.panel}
      returnFocus={returnFocus}
    >
      <LazyMotion features={domAnimation} strict>
        <MenuLevels items={items} onClose={onClose} />
      </LazyMotion>
    </Dialog>
  );
}

function MenuLevels({ items, onClose }: { items: NavItem[]; onClose: () => void }) {
  const t = useTranslations('Menu');
  const locale = useRouteLocale();
  const openBooking = useBookingStore((state) => state.open);
  const openAccount = useAccountStore((state) => state.open);
  const openCallback = useCallbackStore((state) => state.setOpened);
  /** A foot control: the menu gives way to the panel the control opens. */
  const closeThen = (open: () => void) => () => {
    onClose();
    open();
  };
  const [trail, setTrail] = useState<NavItem[]>([]);
  const cameFrom = useRef<string | null>(null);
  const levelTitle = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const level = trail.at(-1);
  const entries = level ? level.children : items;

  // After a step in or back, focus goes where the eye goes: the new level, or the entry left.
  useEffect(() => {
    if (cameFrom.current) {
      list.current?.querySelector<HTMLElement>(`[data-drill="${CSS.escape(cameFrom.current)}"]`)?.focus();
      cameFrom.current = null;
    } else if (trail.length > 0) {
      levelTitle.current?.querySelector<HTMLElement>('a')?.focus();
    }
  }, [trail]);

  return (
    <>
      <div className={styles.top}>
        {level ? (
          <button
            type="button"
            className={styles.back}
            onClick={() => {
              cameFrom.current = level.href;
              setTrail(trail.slice(0, -1));
            }}
          >
            <span aria-hidden="true">←</span> {t('back')}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </div>
      <nav className={styles.body} aria-label={t('title')}>
        {level ? (
          <div ref={levelTitle}>
            <MenuLink item={level} locale={locale} newTabLabel={t('opensNewTab')} className={styles.levelTitle} onClick={onClose} />
          </div>
        ) : null}
        <ul ref={list} className={styles.list}>
          {entries.map((item) => (
            <MenuEntry key={item.href} item={item} onDrill={() => setTrail([...trail, item])} onNavigate={onClose} />
          ))}
        </ul>
      </nav>
      <div className={styles.foot}>
        <LocaleSwitch label={t('language')} names={{ en: t('localeEn'), uk: t('localeUa') }} />
        {/* What the header holds on wider screens: the account and the callback form. */}
        <button
          type="button"
          className={styles.footLink}
          aria-haspopup="dialog"
          onClick={closeThen(() => openAccount())}
        >
          {t('account')}
        </button>
        <button
          type="button"
          className={styles.footLink}
          aria-haspopup="dialog"
          onClick={closeThen(() => openCallback(true))}
        >
          {t('callback')}
        </button>
        {/* The menu is drawn only once the page is live, so Book here opens the booking panel
            in its place, as the header's Book control does. */}
        <button type="button" className={styles.book} aria-haspopup="dialog" onClick={closeThen(() => openBooking())}>
          {t('book')}
        </button>
      </div>
    </>
  );
}

/**
 * One entry: its link, and either a step into it (when what it holds has entries of its
 * own) or a list that opens in place.
 */
function MenuEntry({ item, onDrill, onNavigate }: { item: NavItem; onDrill: () => void; onNavigate: () => void }) {
  const t = useTranslations('Menu');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const motion = useMotionAllowed();
  const drills = item.children.some((child) => child.children.length > 0);
  const expands = !drills && item.children.length > 0;
  const name = <span lang={item.lang}>{item.label}</span>;

  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <EntryLink item={item} className={styles.link} onNavigate={onNavigate} />
        {drills ? (
          <button type="button" className={styles.step} data-drill={item.href} onClick={onDrill}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">
              {t('openSection')} {name}
            </span>
          </button>
        ) : null}
        {expands ? (
          <button
            type="button"
            className={styles.step}
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            onClick={() => setExpanded(!expanded)}
          >
            <span aria-hidden="true">{expanded ? '−' : '+'}</span>
            <span className="visually-hidden">
              {t('showList')} {name}
            </span>
          </button>
        ) : null}
      </div>
      <AnimatePresence initial={false}>
        {expands && expanded ? (
          <m.ul
            key="list"
            id={listId}
            className={styles.sublist}
            initial={{ height: 0, opacity: 0 }}
            animate={{ height: 'auto', opacity: 1 }}
            exit={{ height: 0, opacity: 0 }}
            transition={{ duration: motion ? expandSeconds : 0 }}
          >
            {item.children.map((child) => (
              <li key={child.href}>
                <EntryLink item={child} className={styles.sublink} onNavigate={onNavigate} />
              </li>
            ))}
          </m.ul>
        ) : null}
      </AnimatePresence>
    </li>
  );
}

/** An entry's link, marked when this session has visited the page. */
function EntryLink({ item, className, onNavigate }: { item: NavItem; className?: string; onNavigate: () => void }) {
  const t = useTranslations('Menu');
  const locale = useRouteLocale();
  const visited = useVisitedStore((state) => !item.external && state.visited.includes(localisedPath(locale, item.href)));
  return (
    <MenuLink item={item} locale={locale} newTabLabel={t('opensNewTab')} className={className} onClick={onNavigate}>
      {visited ? (
        <span className={styles.visited} data-visited="">
          <span className="visually-hidden">{t('visited')}</span>
        </span>
      ) : null}
    </MenuLink>
  );
}

/** Loaded on first use, with the messages of the page's language (lib/i18n/with-messages). */
export default localised(FullMenu);
