import type { Master } from '@/lib/content/types';

/** Only public, non-archived masters are shown anywhere on the site (SPEC.md section 6). */
export function isShownMaster(master: Master): boolean {
  return master.isPublic && !master.isArchived;
}
