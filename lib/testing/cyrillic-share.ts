/**
 * How much of a Ukrainian text is written in Cyrillic, for tests of the Ukrainian site: the
 * share of its letters that are Cyrillic, leaving out markup, entities, and the names
 * Ukrainian salons write in Latin letters (the brand, product and technique names, postcodes).
 */
const latinNames =
  /Backstage( Chelsea)?|Air Touch|K[ée]rastase|Olaplex|Redken|Shades EQ|Orising|Brae|Power Dose|BIAB|Fusio-(Dose|Scrub)|Genesis Homme|SPF|LED|cookie|Instagram|Facebook|TikTok|UK GDPR|GDPR|ICO|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}/g;

export function cyrillicShare(text: string): number {
  const words = text.replace(/<[^>]*>|&[#a-z0-9]+;/gi, ' ').replace(latinNames, ' ');
  const cyrillic = (words.match(/[\u0400-\u04ff]/g) ?? []).length;
  const latin = (words.match(/[a-z]/gi) ?? []).length;
  return cyrillic + latin === 0 ? 1 : cyrillic / (cyrillic + latin);
}
