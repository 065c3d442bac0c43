/** A phone number as a `tel:` link dials it: digits and a leading plus only (`+44 20 7946 0321` -> `tel:+442079460321`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
