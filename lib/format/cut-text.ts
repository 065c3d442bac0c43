/** The site's one way of shortening text: at a word, with an ellipsis; and its first sentence. */

/** The text as it is when it fits, else cut at the last whole word that leaves room for `…`. */
export function cutAtWord(text: string, max: number): string {
  // Words left out of a message (an empty price, a missing summary) leave no gap before punctuation.
  const clean = text.replace(/\s+/g, ' ').replace(/ ([.,;:])/g, '$1').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1); // one character is left for the ellipsis
  const endsAtWord = clean[max - 1] === ' ';
  const lastSpace = room.lastIndexOf(' ');
  const words = endsAtWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${words.replace(/[\s,;:.–—|-]+$/u, '')}…`;
}

/** The first sentence of a text (up to `.`, `!` or `?` before a space or the end), or the whole text. */
export function firstSentence(text: string): string {
  return /^.+?[.!?](?=\s|$)/u.exec(text)?.[0] ?? text;
}
