import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@/lib/i18n/locale-href';
import { PageLink } from '@/lib/i18n/PageLink';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { isoDuration } from '@/lib/pricing/format-duration';
import { countGroups, countRows, type PriceGroup } from '@/lib/pricing/price-list';
import { getCatalogueFormatters } from '@/features/catalogue/catalogue-words';
import styles from './PriceList.module.scss';

/** The language of each group's name (by category id) and each row's title (by service id). */
export type PriceLangs = { groups: ReadonlyMap<number, string>; rows: ReadonlyMap<number, string> };

type Props = {
  group: PriceGroup;
  langs: PriceLangs;
  depth: 2 | 3 | 4;
  /** Laid out when it nears the screen or the page is idle (a direction: the list is many screens long). */
  deferred?: boolean;
};

/** The counts its guessed height is written from, until it is first laid out. */
function sizeGuess(group: PriceGroup): CSSProperties {
  return { '--rows': countRows([group]), '--groups': countGroups(group.groups) } as CSSProperties;
}

/**
 * One group of the price list: its own services as a table, then its sub-groups. A row's
 * service name is a plain page link (PageLink): two hundred of them would otherwise hydrate
 * and be watched as Next's links while the list loads; a pointer or a touch on one still
 * fetches its page ahead.
 */
export async function PriceTable({ group, langs, depth, deferred = false }: Props) {
  const t = await getTranslations('Price');
  const locale = await getRequestLocale();
  const format = await getCatalogueFormatters();
  const Heading = `h${depth}` as const;
  return (
    // A section without a name: two hundred named regions would flood a screen reader's list of
    // landmarks (and repeat names, such as a direction in both tops); its heading structures it.
    <section
      className={styles.group}
      data-depth={depth}
      data-deferred={deferred ? '' : undefined}
      style={deferred ? sizeGuess(group) : undefined}
    >
      <Heading id={`price-${group.id}`} className={styles.heading} lang={langs.groups.get(group.id)}>
        {group.name}
      </Heading>
      {group.rows.length > 0 ? (
        <table className={styles.table}>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('service')}</th>
              <th scope="col">{t('duration')}</th>
              <th scope="col">{t('price')}</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={styles.name} lang={langs.rows.get(row.id)}>
                  <PageLink href={localisedPath(locale, row.href)}>{row.title}</PageLink>
                </th>
                <td className={styles.duration}>
                  {row.durationMinutes ? <time dateTime={isoDuration(row.durationMinutes)}>{format.duration(row.durationMinutes)}</time> : null}
                </td>
                <td className={styles.amount}>{format.price(row.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {group.groups.map((child) => (
        <PriceTable
          key={child.id}
          group={child}
          langs={langs}
          depth={Math.min(depth + 1, 4) as 3 | 4}
          // A top's directions wait; a deferred group's own sub-groups come with it.
          deferred={depth === 3 && !deferred}
        />
      ))}
    </section>
  );
}
