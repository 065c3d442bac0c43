/**
 * Titles and descriptions of catalogue pages (SPEC.md section 1):
 * `{Service} in {Chelsea|London} | {qualifier} | {brand}` and
 * `{service name} — {brand} Beauty Salon in {Chelsea|London}` plus one fixed marketing line.
 */
export type Area = 'Chelsea' | 'London';

export const marketingLine =
  'Fifteen years of trusted expertise, premium products, impeccable hygiene and several treatments in one seamless visit, in the heart of Chelsea.';

export function catalogueTitle(input: { name: string; area: Area; qualifier: string; brand: string }): string {
  return `${input.name} in ${input.area} | ${input.qualifier} | ${input.brand}`;
}

export function catalogueDescription(input: { name: string; area: Area; brand: string }): string {
  return `${input.name} — ${input.brand} Beauty Salon in ${input.area}. ${marketingLine}`;
}
