/**
 * The limits of what search results and link previews show of a page, and the one way the
 * site shortens words to fit them: a title of at most 60 characters, a description of at most
 * 155, cut at a word with an ellipsis, never mid-word.
 */
import { cutAtWord } from '@/lib/format/cut-text';

export { cutAtWord, firstSentence } from '@/lib/format/cut-text';

export const maxTitleLength = 60;
export const maxDescriptionLength = 155;

/** The first of the titles, longest first, that fits; the last cut at a word when none does. */
export function firstFitting(candidates: readonly string[], max = maxTitleLength): string {
  const fitting = candidates.find((candidate) => candidate.length <= max);
  return fitting ?? cutAtWord(candidates[candidates.length - 1] ?? '', max);
}
