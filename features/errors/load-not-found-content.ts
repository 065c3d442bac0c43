import { getRequestLocale } from '@/lib/i18n/request-locale';
import { getPage } from '@/lib/content';
import type { Image } from '@/lib/content/types';
import { logger } from '@/lib/observability/logger.mjs';

export type NotFoundContent = { description: string | null; image: Image | null };

/**
 * The not-found page's picture and text, shown on the 404 and error pages. If it cannot be
 * loaded those pages still render without it; the failure is only logged: a list or page the feed cannot give is never a reason to fail the page around it.
 */
export async function loadNotFoundContent(): Promise<NotFoundContent> {
  try {
    const page = await getPage('not-found', await getRequestLocale());
    return { description: page?.description ?? null, image: page?.image ?? null };
  } catch (error) {
    logger.error({ scope: 'not-found', err: error }, 'the not-found page content could not be loaded');
    return { description: null, image: null };
  }
}
