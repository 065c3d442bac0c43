import type { ComponentProps } from 'react';

/** The attribute that hands a plain link's clicks to the client router (features/page-links). */
export const pageLinkAttribute = 'data-page-link';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of this site, already in the page's language (lib/i18n/locale-href). */
  href: string;
};

/**
 * A link to a page of this site drawn as a plain anchor: nothing to hydrate, nothing fetched
 * ahead while the page loads. For the many links a visitor rarely follows from a page's first
 * screen (the dropdowns' and the footer's): a click still changes page through the client
 * router, and the page is fetched ahead when a pointer or focus comes to the link, by the one
 * listener the layout mounts (PageLinkNavigator). Next's link, by contrast, is a client
 * component each, with its hooks and effects, which watches its box to fetch ahead once seen.
 */
export function PageLink({ href, ...rest }: Props) {
  return <a href={href} {...{ [pageLinkAttribute]: '' }} {...rest} />;
}
