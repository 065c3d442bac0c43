/** Brand colours and small colour arithmetic on #rrggbb strings. */

export const C = {
  ink: '#1d1a1f',
  ivory: '#f6f1ea',
  gold: '#c8a97e',
  blush: '#e9cfc4',
  sage: '#9fb3a1',
  plum: '#6b4e5e',
  stone: '#b9afa4',
};

const toRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb) => `#${rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
/** Linear blend of two hex colours, t = 0 gives a, t = 1 gives b. */
export const mix = (a, b, t) => {
  const ra = toRgb(a);
  const rb = toRgb(b);
  return toHex(ra.map((v, i) => v + (rb[i] - v) * t));
};
export const light = (c, t) => mix(c, '#ffffff', t);
export const deep = (c, t) => mix(c, C.ink, t);
