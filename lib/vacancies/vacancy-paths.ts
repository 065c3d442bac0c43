import type { Vacancy } from '@/lib/content/types';

/** The address of the vacancies' list and of one vacancy's page. */
export const vacanciesPath = '/vacancies/';

export function vacancyPath(vacancy: Pick<Vacancy, 'slug'>): string {
  return `${vacanciesPath}${vacancy.slug}/`;
}
