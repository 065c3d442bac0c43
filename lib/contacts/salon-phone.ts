import type { ContentLanguage } from '@/lib/content/content-language';
import { getContacts } from '@/lib/content';

/** The salon's first phone number, or null when the contacts cannot be read (what shows it still draws). */
export async function getSalonPhone(lang: ContentLanguage): Promise<string | null> {
  try {
    return (await getContacts(lang)).phones[0] ?? null;
  } catch {
    return null;
  }
}
