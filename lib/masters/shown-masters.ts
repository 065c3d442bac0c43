import type { Master } from '@/lib/content/types';

/** Only public, non-archived masters are shown anywhere on the site. */
export function isShownMaster(master: Master): boolean {
  return master.isPublic && !master.isArchived;
}
