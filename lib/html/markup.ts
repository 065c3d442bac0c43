/** Text made safe for an element's content or a quoted attribute value, in HTML and XML alike. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
