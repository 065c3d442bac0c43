/** Colour families for service artwork, and picking one from an image's hint text. */
import { C, mix, light, deep } from './palette.mjs';

/**
 * Category families. bg: the two ends of the background gradient; glow: the soft light;
 * accents: shape colours; line: thin line colour.
 */
export const FAMILIES = {
  hair: {
    bg: [mix(C.ivory, C.gold, 0.18), mix(C.blush, C.plum, 0.22)],
    glow: C.ivory,
    accents: [C.gold, C.plum, mix(C.gold, C.blush, 0.5)],
    line: deep(C.gold, 0.08),
  },
  nails: {
    bg: [mix(C.ivory, C.blush, 0.55), mix(C.blush, C.plum, 0.12)],
    glow: '#fffaf6',
    accents: [mix(C.blush, C.plum, 0.35), C.gold, light(C.blush, 0.4)],
    line: C.gold,
  },
  makeup: {
    bg: [mix(C.blush, C.plum, 0.25), mix(C.plum, C.ink, 0.1)],
    glow: C.blush,
    accents: [C.blush, C.gold, mix(C.plum, C.ink, 0.35)],
    line: C.gold,
  },
  body: {
    bg: [mix(C.sage, C.ivory, 0.45), mix(C.stone, C.sage, 0.35)],
    glow: C.ivory,
    accents: [deep(C.sage, 0.22), C.stone, C.ivory],
    line: C.gold,
  },
  facial: {
    bg: [C.ivory, mix(C.sage, C.ivory, 0.35)],
    glow: '#fffdf9',
    accents: [C.sage, mix(C.gold, C.ivory, 0.3), light(C.sage, 0.45)],
    line: C.gold,
  },
  male: {
    bg: [mix(C.ink, C.stone, 0.12), mix(C.ink, C.plum, 0.18)],
    glow: mix(C.stone, C.ink, 0.35),
    accents: [C.stone, mix(C.stone, C.ink, 0.55), C.gold],
    line: C.gold,
  },
};

const tokens = (text) => new Set(String(text).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));

/**
 * Picks a family key for an image hint { own, all }: a men's word anywhere wins, otherwise
 * the first rule matching the image's own name, then the name with its context.
 */
export function familyFor(hint) {
  const all = tokens(hint.all);
  const own = tokens(hint.own);
  const has = (set, words) => words.some((word) => set.has(word));
  if (has(all, ['male', 'men', 'mens', 'man', 'homme', 'barber', 'beard', 'gentlemen', 'gents'])) return 'male';
  const rules = [
    ['nails', ['nail', 'nails', 'manicure', 'pedicure', 'gel', 'biab', 'polish', 'extensions', 'french', 'hand', 'cuticle']],
    ['body', ['body', 'massage', 'wrap', 'wraps', 'waxing', 'wax', 'laser', 'sculpt', 'lymphatic', 'sugaring', 'tan']],
    ['makeup', ['makeup', 'make', 'brow', 'brows', 'lash', 'lashes', 'permanent', 'eyeliner', 'lips', 'lip', 'cocktail', 'evening', 'daytime', 'decollete', 'occasion', 'microblading']],
    ['facial', ['facial', 'facials', 'face', 'peel', 'skin', 'skincare', 'cleansing', 'hydrafacial', 'cosmetology', 'derma']],
    ['hair', ['hair', 'colour', 'color', 'colouring', 'coloring', 'balayage', 'shatush', 'toning', 'blow', 'haircut', 'cut', 'updo', 'fringe', 'styling', 'olaplex', 'kerastase', 'scalp', 'fusio', 'gloss', 'root', 'roots', 'curly', 'keratin', 'highlights', 'air']],
  ];
  for (const set of [own, all]) {
    for (const [family, words] of rules) if (has(set, words)) return family;
  }
  return 'hair';
}
