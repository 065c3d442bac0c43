'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useOverlayLock } from '@/components/Overlay/use-overlay-lock';
import { Link } from '@/lib/i18n/navigation';
import { countResults, popularQueries, previewLimits, searchKinds, searchSite, type SearchEntry, type SearchKind } from '@/lib/search/search-site';
import styles from './Search.module.scss';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60 * 60 * 1000, retry: 1 } } });

async function fetchSearchIndex(): Promise<SearchEntry[]> {
  const response = await fetch('/api/search-index');
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  return (await response.json()) as SearchEntry[];
}

/**
 * The search overlay: popular queries while the field is empty, then services, articles and
 * masters matching what is typed, each group previewed with a way to see all of it.
 * It mounts on opening, so closing it resets the search.
 */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SearchPanel onClose={onClose} />
    </QueryClientProvider>
  );
}

export function SearchPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Search');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<SearchKind | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const index = useQuery({ queryKey: ['search-index'], queryFn: fetchSearchIndex });
  const results = useMemo(() => searchSite(index.data ?? [], query), [index.data, query]);
  const total = countResults(results);

  useOverlayLock(onClose);
  useEffect(() => {
    input.current?.focus();
  }, []);

  const choose = (text: string) => {
    setQuery(text);
    setExpanded(null);
    input.current?.focus();
  };

  const kinds = expanded ? [expanded] : searchKinds;

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label={t('title')}>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('label')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
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
                    <button type="button" onClick={() => choose(popular)}>
                      {popular}
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
                            <span className={styles.resultTitle}>{entry.title}</span>
                            {entry.detail ? <span className={styles.detail}>{entry.detail}</span> : null}
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
      </div>
    </div>
  );
}
