import type { Service } from '@/lib/content/types';
import { plainText } from '@/lib/content/reshape/text';

/**
 * One line that tells a service from its neighbours in a list: the first sentence of its
 * description, cut at a word with an ellipsis past `max` characters; null without one.
 */
export function serviceSummary(service: Pick<Service, 'description'>, max = 110): string | null {
  const text = service.description ? plainText(service.description.__html) : '';
  if (!text) return null;
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:–—-]+$/, '');
  return `${atWord}…`;
}
