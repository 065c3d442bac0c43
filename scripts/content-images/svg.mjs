/** Tiny SVG kit: number formatting, a <defs> collector and a few shape helpers. */

/** Rounds to one decimal, the precision every coordinate is written with. */
export const n = (v) => (Math.round(v * 10) / 10).toString();

/** Collects <defs> entries and hands out ids. */
export function makeDefs() {
  const items = [];
  let count = 0;
  const id = (prefix) => `${prefix}${++count}`;
  const stops = (list) =>
    list
      .map(([offset, color, opacity = 1]) => `<stop offset="${n(offset)}" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${n(opacity * 100) / 100}"`}/>`)
      .join('');
  return {
    /** Linear gradient running along `angle` degrees over the bounding box. */
    linear(list, angle = 90) {
      const key = id('l');
      const r = (angle * Math.PI) / 180;
      const dx = Math.cos(r) / 2;
      const dy = Math.sin(r) / 2;
      items.push(
        `<linearGradient id="${key}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">${stops(list)}</linearGradient>`,
      );
      return `url(#${key})`;
    },
    /** Linear gradient in user space, from (x1, y1) to (x2, y2). */
    linearAbs(list, x1, y1, x2, y2) {
      const key = id('a');
      items.push(
        `<linearGradient id="${key}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
      );
      return `url(#${key})`;
    },
    /** Radial gradient over the bounding box, centred at (fx, fy) in box fractions. */
    radial(list, cx = 0.5, cy = 0.5, r = 0.5) {
      const key = id('r');
      items.push(`<radialGradient id="${key}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`);
      return `url(#${key})`;
    },
    blur(std) {
      const key = id('b');
      items.push(
        `<filter id="${key}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
      );
      return `url(#${key})`;
    },
    clip(shape) {
      const key = id('c');
      items.push(`<clipPath id="${key}">${shape}</clipPath>`);
      return `url(#${key})`;
    },
    toString() {
      return items.length ? `<defs>${items.join('')}</defs>` : '';
    },
  };
}

export const svgDoc = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body.join('')}</svg>`;

export const circle = (cx, cy, r, attrs) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
export const rect = (x, y, w, h, attrs) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
export const line = (x1, y1, x2, y2, attrs) => `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;
/** A rectangle whose top is a semicircle. */
export const archPath = (x, y, w, h) => {
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`;
};
/** A soft, large light spot. */
export const glowSpot = (defs, cx, cy, r, color, opacity) =>
  circle(cx, cy, r, `fill="${defs.radial([[0, color, opacity], [0.55, color, opacity * 0.35], [1, color, 0]])}"`);
