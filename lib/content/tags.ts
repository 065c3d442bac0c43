/**
 * Cache tags shared by the loaders (which set them on every feed request) and the
 * revalidation endpoint (which revalidates exactly these).
 */
export const collectionTypes = [
  'services',
  'services_categories',
  'salons',
  'salons_categories',
  'employees',
  'employees_categories',
  'skills',
  'skills_categories',
  'articles',
  'articles_categories',
  'vacancies',
  'pages',
] as const;
export type CollectionType = (typeof collectionTypes)[number];

export const salonFinderTag = 'content:salon-finder';

export function collectionTag(type: CollectionType): string {
  return `content:${type}`;
}

export const allContentTags: readonly string[] = [...collectionTypes.map(collectionTag), salonFinderTag];
