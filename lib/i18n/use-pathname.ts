import { usePathname as useNextPathname } from 'next/navigation';
import { unprefixedPath } from './locale-href';

/**
 * The current page's path without its locale prefix, for client components. Our own rather
 * than next-intl's createNavigation, whose helpers (its Link, router, redirects) the site does
 * not use but every page downloaded with it.
 */
export function usePathname(): string {
  return unprefixedPath(useNextPathname());
}
