'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { onConnectionChange, shouldPrefetch } from '@/lib/net/should-prefetch';

/**
 * Next's link, which fetches the pages it points to ahead, except on a 2G connection or with
 * data saver on (lib/net/should-prefetch). Rendered on the server as Next's link is; the
 * choice only matters in the browser, where it prefetches.
 */
export function PrefetchLink({ prefetch, ...rest }: ComponentProps<typeof NextLink>) {
  const allowed = useSyncExternalStore(onConnectionChange, () => shouldPrefetch(), () => true);
  return <NextLink prefetch={allowed ? prefetch : false} {...rest} />;
}
