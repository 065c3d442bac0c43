'use client';

import { useEffect, useState } from 'react';
import { nextFreeDay } from '@/lib/booking/next-free-day';
import { intlLocale } from '@/lib/format/format-money';
import { localisedPath } from '@/lib/i18n/locale-href';
import { isLocale } from '@/lib/i18n/routing';
import { nextFreeHref } from './next-free-href';
import styles from './NextFreeLink.module.scss';

/** The words, as raw messages whose `{time}`, `{date}`, `{when}`, `{name}` and `{service}` this fills. */
export type NextFreeWords = { today: string; tomorrow: string; later: string; sentence: string; unnamed: string };

type Props = {
  /** The question: a booking service id and a master's booking id or `any`. */
  service: string;
  employee: string;
  /** The key the booking page's address names the service by: its slug, or its price option's key. */
  serviceSlug: string;
  /** The service (on a master's page) or the price option (on a service's page) the line names. */
  serviceName?: string;
  /** The masters the answer may name, by booking id: their slug and name. */
  masters: Record<string, { slug: string; name: string }>;
  words: NextFreeWords;
  locale: string;
};

type Found = { href: string; text: string };

type Answer = { timeZone: string; next: { start: string; employeeId: string; day: string; time: string } | null };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Runs `task` once the page has loaded and the browser is idle, so the question never competes with the page's own loading. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * "Next free: today 14:30 with Amelia", a link opening the booking page at that time. The page
 * is prerendered without it: after load, when the browser is idle, it asks the site's
 * `/api/booking/next-free` and fills its reserved line; nothing is shown when there is no free
 * time within the booking horizon, a master it cannot name, or any failure.
 */
export function NextFreeLink({ service, employee, serviceSlug, serviceName, masters, words, locale }: Props) {
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const stop = whenIdleAfterLoad(() => {
      const query = new URLSearchParams({ service, employee });
      fetch(`/api/booking/next-free?${query}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Answer>) : null))
        .then((answer) => {
          const next = answer?.next;
          if (!answer || !next) return;
          // A master the site does not show (or cannot name) is booked as "any master": the
          // booking system gives the time to whoever is free then.
          const master = masters[next.employeeId];
          const kind = nextFreeDay(next.day, Date.now(), answer.timeZone);
          const date = new Intl.DateTimeFormat(intlLocale(locale), {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            timeZone: answer.timeZone,
          }).format(new Date(next.start));
          const when = fill(words[kind], { time: next.time, date });
          const href = nextFreeHref({ serviceSlug, masterSlug: master?.slug ?? 'any', day: next.day, start: next.start });
          setFound({
            href: isLocale(locale) ? localisedPath(locale, href) : href,
            text: master
              ? fill(words.sentence, { when, name: master.name, service: serviceName ?? '' })
              : fill(words.unnamed, { when, service: serviceName ?? '' }),
          });
        })
        .catch(() => {
          // Nothing is shown: the page is complete without it.
        });
    });
    return () => {
      stop();
      controller.abort();
    };
  }, [service, employee, serviceSlug, serviceName, masters, words, locale]);

  return (
    <p className={styles.slot} data-testid="next-free">
      {found ? (
        <a className={styles.link} href={found.href} rel="nofollow">
          {found.text}
        </a>
      ) : null}
    </p>
  );
}
