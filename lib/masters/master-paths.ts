import type { Master } from '@/lib/content/types';

/** The address of the masters' list and of one master's page. */
export const mastersPath = '/employees/';

export function masterPath(master: Pick<Master, 'slug'>): string {
  return `${mastersPath}${master.slug}/`;
}
