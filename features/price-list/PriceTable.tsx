import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { StaticHtml } from '@/lib/html/StaticHtml';
import { localisedPath } from '@/lib/i18n/locale-href';
import { PageLink } from '@/lib/i18n/PageLink';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import type { Locale } from '@/lib/i18n/routing';
import { isoDuration } from '@/lib/pricing/format-duration';
import { countGroups, countRows, type PriceGroup } from '@/lib/pricing/price-list';
import { getCatalogueFormatters } from '@/features/catalogue/catalogue-words';
import styles from './PriceList.module.scss';

/** The language of each group's name (by category id) and each row's title (by service id). */
export type PriceLangs = { groups: ReadonlyMap<number, string>; rows: ReadonlyMap<number, string> };

type Depth = 2 | 3 | 4;

type Props = {
  group: PriceGroup;
  langs: PriceLangs;
  depth: Depth;
  /** Laid out when it nears the screen or the page is idle (a direction: the list is many screens long). */
  deferred?: boolean;
};

/** What the groups are written with: the page's language, words and formats, loaded once. */
type Words = {
  locale: Locale;
  columns: { service: string; duration: string; price: string };
  format: Awaited<ReturnType<typeof getCatalogueFormatters>>;
};

/** A group's `<section>` attributes; a deferred one carries the counts its guessed height is written from, until first laid out. */
function sectionProps(group: PriceGroup, depth: Depth, deferred: boolean) {
  return {
    className: styles.group,
    'data-depth': depth,
    'data-deferred': deferred ? '' : undefined,
    style: deferred ? ({ '--rows': countRows([group]), '--groups': countGroups(group.groups) } as CSSProperties) : undefined,
  };
}

/**
 * One group of the price list: its own services as a table, then its sub-groups. Nothing in
 * it needs a script (a row's service name is a plain page link, which the layout's listener
 * routes and fetches ahead on a pointer or a touch), so it is written out as HTML and the page
 * does not hydrate its thousand-odd elements (lib/html/StaticHtml).
 */
export async function PriceTable({ group, langs, depth, deferred = false }: Props) {
  const [t, locale, format] = await Promise.all([getTranslations('Price'), getRequestLocale(), getCatalogueFormatters()]);
  const words = { locale, format, columns: { service: t('service'), duration: t('duration'), price: t('price') } };
  return (
    <StaticHtml as="section" {...sectionProps(group, depth, deferred)}>
      <GroupContent group={group} langs={langs} depth={depth} deferred={deferred} words={words} />
    </StaticHtml>
  );
}

function GroupContent({ group, langs, depth, deferred, words }: Required<Props> & { words: Words }) {
  const { locale, format, columns } = words;
  const Heading = `h${depth}` as const;
  const childDepth = Math.min(depth + 1, 4) as Depth;
  return (
    <>
      <Heading id={`price-${group.id}`} className={styles.heading} lang={langs.groups.get(group.id)}>
        {group.name}
      </Heading>
      {group.rows.length > 0 ? (
        <table className={styles.table}>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{columns.service}</th>
              <th scope="col">{columns.duration}</th>
              <th scope="col">{columns.price}</th>
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
      {group.groups.map((child) => {
        // A top's directions wait; a deferred group's own sub-groups come with it.
        const childDeferred = depth === 3 && !deferred;
        return (
          // A section without a name: two hundred named regions would flood a screen reader's list
          // of landmarks (and repeat names, such as a direction in both tops); its heading structures it.
          <section key={child.id} {...sectionProps(child, childDepth, childDeferred)}>
            <GroupContent group={child} langs={langs} depth={childDepth} deferred={childDeferred} words={words} />
          </section>
        );
      })}
    </>
  );
}
