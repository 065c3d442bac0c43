import { useLocale } from 'next-intl';
import type NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localisedPath } from './locale-href';
import { PrefetchLink } from './PrefetchLink';
import { isLocale } from './routing';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to a page of this site in the current language. next-intl's own Link drops the
 * slash of the Ukrainian home page (`/ua`), which costs a 301 on every click, so paths are
 * built by the one path builder the rest of the site uses. It prefetches only where
 * prefetching is welcome (PrefetchLink).
 */
export function LocalisedLink({ href, ...rest }: Props) {
  const locale = useLocale();
  return <PrefetchLink href={href.startsWith('/') && isLocale(locale) ? localisedPath(locale, href) : href} {...rest} />;
}
