/**
 * Serves the dataset bundled in `content/`, one JSON file per collection in the WordPress
 * REST shapes, answering the same questions the WordPress source answers. Translations are in
 * a folder per language (`content/uk/services.json`), as the feed answers `?lang=uk`: items of
 * their own, each naming the original it translates, carrying the words alone.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentUnavailableError } from '../errors';
import type { CollectionType } from '../tags';
import type { ContentSource } from './content-source';
import { inMenuOrder } from './menu-order';

type RawItem = {
  slug?: unknown;
  menu_order?: unknown;
  id?: unknown;
  title?: { rendered?: unknown };
  available_services?: unknown;
};

export function createBundledSource(directory = path.join(process.cwd(), 'content')): ContentSource {
  const files = new Map<string, Promise<RawItem[]>>();

  /** A collection's file: the originals, or a language's translations (none when it has no file). */
  function read(type: CollectionType, language?: string): Promise<RawItem[]> {
    const file = language ? path.join(language, `${type}.json`) : `${type}.json`;
    let pending = files.get(file);
    if (!pending) {
      pending = readFile(path.join(directory, file), 'utf8')
        .then((text) => {
          const data: unknown = JSON.parse(text);
          if (!Array.isArray(data)) throw new Error('not a list');
          return inMenuOrder(data as RawItem[]);
        })
        .catch((cause: unknown) => {
          if (language && (cause as NodeJS.ErrnoException).code === 'ENOENT') return [];
          files.delete(file);
          throw new ContentUnavailableError(`The bundled content file ${file} could not be read`, null, { cause });
        });
      files.set(file, pending);
    }
    return pending;
  }

  return {
    kind: 'bundled',
    collection: (type) => read(type),
    translations: (type, language) => read(type, language),
    bySlug: async (type, slug) => (await read(type)).filter((item) => item.slug === slug),
    async salonsByServices(serviceIds) {
      const wanted = new Set(serviceIds);
      return (await read('salons')).flatMap((salon) => {
        const offered = Array.isArray(salon.available_services) ? (salon.available_services as number[]) : [];
        const services = offered.filter((id) => wanted.has(id));
        if (services.length === 0) return [];
        return [{ salon_id: salon.id, slug: salon.slug, title: salon.title?.rendered ?? '', services }];
      });
    },
  };
}
