import type { Service } from '@/lib/content/types';
import { plainText } from '@/lib/content/reshape/text';
import { cutAtWord, firstSentence } from '@/lib/format/cut-text';

/**
 * One line that tells a service from its neighbours in a list: the first sentence of its
 * description, cut at a word with an ellipsis past `max` characters; null without one.
 */
export function serviceSummary(service: Pick<Service, 'description'>, max = 110): string | null {
  const text = service.description ? plainText(service.description.__html) : '';
  return text ? cutAtWord(firstSentence(text), max) : null;
}
