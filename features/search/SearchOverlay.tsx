'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Dialog } from '@/components/Dialog/Dialog';
import { Link } from '@/lib/i18n/navigation';
import {
  countResults,
  popularQueries,
  previewLimits,
  searchKinds,
  searchSite,
  type SearchEntry,
  type SearchKind,
} from '@/lib/search/search-site';
import { formatDuration } from '@/lib/pricing/format-duration';
import { formatPriceSummary } from '@/lib/pricing/format-price';
import styles from './Search.module.scss';
import { localised } from '@/lib/i18n/localise';
import type { Locale } from '@/lib/i18n/routing';
import { useRouteLocale } from '@/lib/i18n/use-route-locale';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60 * 60 * 1000, retry: 1 } } });

/** The search index of the page's language, which also answers to the other language's words. */
async function fetchSearchIndex(locale: Locale): Promise<SearchEntry[]> {
  const response = await fetch(`/api/search-index/${locale}`);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  return (await response.json()) as SearchEntry[];
}

type DialogProps = { open: boolean; onClose: () => void; returnFocus?: RefObject<HTMLElement | null> };

/**
 * The search overlay: popular queries while the field is empty, then services, articles and
 * masters matching what is typed, each group previewed with a way to see all of it.
 * Its content mounts on opening, so closing it resets the search.
 */
function SearchOverlay(props: DialogProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SearchDialog {...props} />
    </QueryClientProvider>
  );
}

export function SearchDialog({ open, onClose, returnFocus }: DialogProps) {
  const t = useTranslations('Search');
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t('title')}
      placement="top"
      className={styles.panel}
      initialFocus={input}
      returnFocus={returnFocus}
    >
      <SearchPanel onClose={onClose} input={input} />
    </Dialog>
  );
}

function SearchPanel({ onClose, input }: { onClose: () => void; input: RefObject<HTMLInputElement | null> }) {
  const t = useTranslations('Search');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<SearchKind | null>(null);
  const inputId = useId();
  const locale = useRouteLocale();
  const index = useQuery({ queryKey: ['search-index', locale], queryFn: () => fetchSearchIndex(locale) });
  const results = useMemo(() => searchSite(index.data ?? [], query), [index.data, query]);
  const total = countResults(results);

  const choose = (text: string) => {
    setQuery(text);
    setExpanded(null);
    input.current?.focus();
  };

  const kinds = expanded ? [expanded] : searchKinds;

  return (
    <>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('label')}
        </label>
        <input
          ref={input}
          id={inputId}
          // A text field in the search role: a native search field draws its own clear cross
          // (blue in Chromium and Safari), a second, off-brand way to close; the overlay has one.
          type="text"
          role="searchbox"
          inputMode="search"
          enterKeyHint="search"
          className={styles.input}
          placeholder={t('placeholder')}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setExpanded(null);
          }}
        />
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </form>
      <div className={styles.results} aria-live="polite">
        {query.trim() === '' ? (
          <div>
            <h2 className={styles.groupTitle}>{t('popular')}</h2>
            <ul className={styles.popular}>
              {popularQueries.map((popular) => (
                <li key={popular}>
                  <button type="button" onClick={() => choose(t(`popularQueries.${popular}`))}>
                    {t(`popularQueries.${popular}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : index.isPending ? (
          <p>{t('loading')}</p>
        ) : index.isError ? (
          <p role="alert">{t('failed')}</p>
        ) : total === 0 ? (
          <p>{t('nothing', { query: query.trim() })}</p>
        ) : (
          <>
            {expanded ? (
              <button type="button" className={styles.textButton} onClick={() => setExpanded(null)}>
                ← {t('back')}
              </button>
            ) : null}
            {kinds.map((kind) => {
              const found = results[kind];
              if (found.length === 0) return null;
              const shown = expanded ? found : found.slice(0, previewLimits[kind]);
              return (
                <section key={kind} className={styles.group} aria-label={t(kind)}>
                  <h2 className={styles.groupTitle}>
                    {t(kind)} <span className={styles.count}>({found.length})</span>
                  </h2>
                  <ul className={styles.list}>
                    {shown.map((entry) => (
                      <li key={`${entry.kind}-${entry.id}`}>
                        <Link href={entry.href} className={styles.result} onClick={onClose}>
                          <span className={styles.resultTitle} lang={entry.lang}>
                            {entry.title}
                          </span>
                          {entry.detail ? (
                            <span className={styles.detail} lang={entry.lang}>
                              {entry.detail}
                            </span>
                          ) : null}
                          {entry.kind === 'services' ? <ServiceFacts entry={entry} /> : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  {!expanded && found.length > shown.length ? (
                    <button type="button" className={styles.textButton} onClick={() => setExpanded(kind)}>
                      {t('viewAll', { count: found.length })}
                    </button>
                  ) : null}
                </section>
              );
            })}
          </>
        )}
      </div>
    </>
  );
}

/** A service's "from" price and length, written as the catalogue writes them. */
function ServiceFacts({ entry }: { entry: SearchEntry }) {
  const t = useTranslations('Search');
  const facts = [
    entry.price ? formatPriceSummary(entry.price, { from: t('from'), noPrice: '' }) : null,
    formatDuration(entry.durationMinutes ?? null, { hours: t('hours'), minutes: t('minutes') }),
  ].filter(Boolean);
  return facts.length > 0 ? <span className={styles.facts}>{facts.join(' · ')}</span> : null;
}

/** Loaded on first use, with the messages of the page's language (lib/i18n/with-messages). */
export default localised(SearchOverlay);
