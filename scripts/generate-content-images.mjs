#!/usr/bin/env node
/**
 * Generates the placeholder artwork the bundled content points at.
 *
 * Usage:
 *   node scripts/generate-content-images.mjs [contentDir] [publicDir]
 *
 *   contentDir  folder scanned recursively for *.json (default: <repo>/content)
 *   publicDir   folder the images are written under  (default: <repo>/public)
 *
 * Every object in the JSON that has a `url` string starting with "/images/" and numeric
 * `width` and `height` is an image. For each distinct url an abstract, brand-coloured
 * composition is drawn as SVG and written with sharp as WebP to <publicDir><url> at the
 * given size. The motif depends on the folder after /images/ (services, categories,
 * masters, articles, pages, salons, vacancies; anything else gets the services motif).
 * A WordPress-style `sizes` object next to the url (e.g. `sizes.medium`) is honoured too:
 * each of its /images/ urls is rendered as the same picture at that size.
 *
 * Output is deterministic: the random choices come from a PRNG seeded by the url, so a
 * rerun rewrites identical bytes. Uses only sharp and node built-ins.
 */
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'content'));
const publicDir = path.resolve(process.argv[3] ?? path.join(repoRoot, 'public'));

const WEBP = { quality: 76, effort: 6 };

/* ------------------------------------------------------------------ colours */

const C = {
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
const mix = (a, b, t) => {
  const ra = toRgb(a);
  const rb = toRgb(b);
  return toHex(ra.map((v, i) => v + (rb[i] - v) * t));
};
const light = (c, t) => mix(c, '#ffffff', t);
const deep = (c, t) => mix(c, C.ink, t);

/**
 * Category families. bg: the two ends of the background gradient; glow: the soft light;
 * accents: shape colours; line: thin line colour.
 */
const FAMILIES = {
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

/** Portrait palettes for masters: [bg top, bg bottom, silhouette, hair, accent]. */
const PORTRAITS = [
  [mix(C.blush, C.ivory, 0.3), mix(C.blush, C.plum, 0.3), C.plum, deep(C.plum, 0.35), C.gold],
  [mix(C.sage, C.ivory, 0.5), deep(C.sage, 0.12), deep(C.sage, 0.5), deep(C.sage, 0.7), C.ivory],
  [mix(C.gold, C.ivory, 0.55), mix(C.gold, C.plum, 0.2), deep(C.gold, 0.45), deep(C.gold, 0.68), C.ivory],
  [mix(C.stone, C.ivory, 0.35), deep(C.stone, 0.18), deep(C.stone, 0.6), C.ink, C.gold],
  [mix(C.plum, C.blush, 0.35), deep(C.plum, 0.35), mix(C.blush, C.ivory, 0.25), mix(C.gold, C.blush, 0.45), C.gold],
  [mix(C.ink, C.plum, 0.3), C.ink, mix(C.stone, C.ink, 0.2), mix(C.gold, C.ink, 0.35), C.gold],
  [mix(C.ivory, C.blush, 0.25), mix(C.stone, C.blush, 0.4), deep(C.sage, 0.35), deep(C.plum, 0.55), C.gold],
  [mix(C.blush, C.gold, 0.35), mix(C.stone, C.plum, 0.3), mix(C.plum, C.gold, 0.3), deep(C.plum, 0.5), C.ivory],
];

/* --------------------------------------------------------------------- PRNG */

/** cyrb53-style string hash, returns a 32-bit seed. */
function hashString(str) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32 with a few helpers. */
function makeRng(seedText) {
  let a = hashString(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/* ---------------------------------------------------------------- SVG kit */

const n = (v) => (Math.round(v * 10) / 10).toString();

/** Collects <defs> entries and hands out ids. */
function makeDefs() {
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

const svgDoc = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body.join('')}</svg>`;

const circle = (cx, cy, r, attrs) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
const rect = (x, y, w, h, attrs) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
const line = (x1, y1, x2, y2, attrs) => `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;
/** A rectangle whose top is a semicircle. */
const archPath = (x, y, w, h) => {
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`;
};
/** A soft, large light spot. */
const glowSpot = (defs, cx, cy, r, color, opacity) =>
  circle(cx, cy, r, `fill="${defs.radial([[0, color, opacity], [0.55, color, opacity * 0.35], [1, color, 0]])}"`);

/** A cubic curve across the canvas, returned as control points. */
function sweep(rng, w, h) {
  const flip = rng.chance(0.5);
  const y0 = rng.range(0.15, 0.95) * h;
  const y1 = rng.range(0.05, 0.85) * h;
  const p = [
    [-0.08 * w, y0],
    [rng.range(0.2, 0.45) * w, y0 + rng.range(-0.75, 0.75) * h],
    [rng.range(0.55, 0.8) * w, y1 + rng.range(-0.75, 0.75) * h],
    [1.08 * w, y1],
  ];
  return flip ? p.reverse() : p;
}
const curveD = (p) => `M${n(p[0][0])} ${n(p[0][1])}C${p.slice(1).map(([x, y]) => `${n(x)} ${n(y)}`).join(' ')}`;

/** A silky ribbon: a filled band between two related curves plus a few fine strands. */
function ribbon(defs, rng, w, h, color, s, opacity) {
  const a = sweep(rng, w, h);
  const thick = rng.range(0.06, 0.16) * h;
  const twist = rng.range(-0.5, 0.5);
  const b = a.map(([x, y], i) => [x + (i === 1 || i === 2 ? twist * 0.15 * w : 0), y + thick * (i === 1 ? 1 + twist : i === 2 ? 1 - twist : 0.6)]);
  const back = [...b].reverse();
  const d = `${curveD(a)}L${n(back[0][0])} ${n(back[0][1])}C${back.slice(1).map(([x, y]) => `${n(x)} ${n(y)}`).join(' ')}Z`;
  const fill = defs.linear(
    [
      [0, color, 0],
      [0.35, color, opacity],
      [0.7, light(color, 0.25), opacity * 0.8],
      [1, color, 0.05],
    ],
    rng.range(-20, 20),
  );
  const out = [`<path d="${d}" fill="${fill}"/>`];
  const strands = rng.int(2, 4);
  for (let i = 0; i < strands; i++) {
    const t = (i + 0.5) / strands;
    const p = a.map(([x, y], k) => [x + (b[k][0] - x) * t, y + (b[k][1] - y) * t]);
    out.push(
      `<path d="${curveD(p)}" fill="none" stroke="${light(color, 0.35)}" stroke-opacity="${n(opacity * 0.55 * 100) / 100}" stroke-width="${n(s * rng.range(0.8, 1.8))}" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

/* ----------------------------------------------------------------- motifs */

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
const tokens = (text) => new Set(String(text).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));

/** services and categories: gradient, ribbons of colour, a few circles. */
function servicesMotif(w, h, rng, hint) {
  const pal = FAMILIES[familyFor(hint)];
  const s = Math.min(w, h) / 900;
  const d = makeDefs();
  const body = [];
  body.push(rect(0, 0, w, h, `fill="${d.linear([[0, pal.bg[0]], [1, pal.bg[1]]], rng.range(20, 160))}"`));
  body.push(glowSpot(d, rng.range(0.15, 0.85) * w, rng.range(0.1, 0.5) * h, Math.max(w, h) * rng.range(0.45, 0.7), pal.glow, 0.7));

  const [a1, a2, a3] = pal.accents;
  const bigR = Math.min(w, h) * rng.range(0.24, 0.36);
  const bx = rng.range(0.2, 0.8) * w;
  const by = rng.range(0.3, 0.7) * h;
  body.push(
    circle(bx, by, bigR, `fill="${d.radial([[0, light(a1, 0.3), 0.75], [0.7, a1, 0.55], [1, a1, 0.45]], 0.35, 0.3, 0.75)}"`),
  );
  body.push(ribbon(d, rng, w, h, a2, s, 0.55));
  body.push(ribbon(d, rng, w, h, a1, s, 0.45));
  if (rng.chance(0.6)) body.push(ribbon(d, rng, w, h, a3, s, 0.5));

  // fine gold arc around the big circle
  const ringR = bigR * rng.range(1.12, 1.35);
  const start = rng.range(0, Math.PI * 2);
  const sweepA = rng.range(Math.PI * 0.8, Math.PI * 1.5);
  const pt = (ang) => [bx + ringR * Math.cos(ang), by + ringR * Math.sin(ang)];
  const [sx, sy] = pt(start);
  const [ex, ey] = pt(start + sweepA);
  body.push(
    `<path d="M${n(sx)} ${n(sy)}A${n(ringR)} ${n(ringR)} 0 ${sweepA > Math.PI ? 1 : 0} 1 ${n(ex)} ${n(ey)}" fill="none" stroke="${pal.line}" stroke-width="${n(2 * s)}" stroke-linecap="round" stroke-opacity="0.9"/>`,
  );
  // a second, offset small circle and a couple of dots
  const cx2 = (bx + rng.range(0.25, 0.45) * w * (bx < w / 2 ? 1 : -1));
  const cy2 = rng.range(0.15, 0.85) * h;
  body.push(circle(cx2, cy2, Math.min(w, h) * rng.range(0.06, 0.11), `fill="${a3}" fill-opacity="0.7"`));
  for (let i = 0; i < 3; i++) {
    body.push(circle(rng.range(0.08, 0.92) * w, rng.range(0.08, 0.92) * h, s * rng.range(4, 9), `fill="${pal.line}" fill-opacity="0.85"`));
  }
  return svgDoc(w, h, d, body);
}

/** masters: head-and-shoulders silhouette in front of an arch. */
function mastersMotif(w, h, rng) {
  const [top, bottom, figure, hairColour, accent] = rng.pick(PORTRAITS);
  const style = rng.pick(['long', 'bob', 'short', 'bun', 'curly', 'short', 'long']);
  const d = makeDefs();
  const body = [];
  const u = Math.min(h, w * 1.3); // figure scale
  const s = Math.min(w, h) / 900;
  const cx = w / 2 + rng.range(-0.03, 0.03) * w;
  body.push(rect(0, 0, w, h, `fill="${d.linear([[0, top], [1, bottom]], rng.range(70, 110))}"`));
  body.push(glowSpot(d, cx + rng.range(-0.25, 0.25) * w, h * 0.3, u * 0.7, light(top, 0.4), 0.55));

  // arch behind the figure, with a fine outline
  const archW = Math.min(w * 0.78, u * 0.66);
  const archTop = h - u * 0.9;
  body.push(`<path d="${archPath(cx - archW / 2, archTop, archW, h - archTop + 2)}" fill="${d.linear([[0, light(top, 0.35), 0.85], [1, top, 0.15]], 90)}"/>`);
  const off = 16 * s;
  body.push(
    `<path d="${archPath(cx - archW / 2 - off, archTop - off, archW + off * 2, h - archTop + off * 2)}" fill="none" stroke="${accent}" stroke-width="${n(1.6 * s)}" stroke-opacity="0.8"/>`,
  );

  // geometry: head centre (hx, cy), radii rx/ry, shoulder line sy, half shoulder width sw
  const hx = cx + rng.range(-0.012, 0.012) * u;
  const cy = h - u * 0.56;
  const ry = u * 0.118;
  const rx = ry * rng.range(0.74, 0.8);
  const nw = rx * 0.86;
  const sy = cy + ry + u * 0.075;
  const sw = u * rng.range(0.33, 0.37);
  const lit = rng.chance(0.5);
  // one light direction for every part of the figure (user space, so the parts match)
  const shade = (c, k) =>
    d.linearAbs([[0, light(c, k)], [1, deep(c, 0.16)]], lit ? hx - sw : hx + sw, cy - ry, lit ? hx + sw : hx - sw, h);
  const figFill = shade(figure, 0.14);
  const hairFill = shade(hairColour, 0.1);
  const P = (x, y) => `${n(x)} ${n(y)}`;
  const k = rng.chance(0.5) ? 1 : -1; // side of the parting

  // hair behind the head
  if (style === 'bob' || style === 'long') {
    const end = style === 'bob' ? cy + ry * 0.9 : sy + u * 0.17;
    const hw = style === 'bob' ? rx * 1.32 : rx * 1.5;
    body.push(
      `<path d="M${P(hx - hw, end)}C${P(hx - hw * 1.08, cy - ry * 0.2)} ${P(hx - rx * 1.2, cy - ry * 1.22)} ${P(hx, cy - ry * 1.18)}C${P(hx + rx * 1.2, cy - ry * 1.22)} ${P(hx + hw * 1.08, cy - ry * 0.2)} ${P(hx + hw, end)}Q${P(hx, end + ry * 0.3)} ${P(hx - hw, end)}Z" fill="${hairFill}"/>`,
    );
  } else if (style === 'curly') {
    const R = rx * 1.5;
    const c0 = cy - ry * 0.28;
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (0.95 + (i / 8) * 1.1);
      body.push(circle(hx + Math.cos(a) * R * 0.82, c0 + Math.sin(a) * R * 0.78, R * 0.42, `fill="${hairFill}"`));
    }
    body.push(`<ellipse cx="${n(hx)}" cy="${n(c0)}" rx="${n(R * 0.95)}" ry="${n(R * 0.85)}" fill="${hairFill}"/>`);
  }

  // shoulders and neck: one half traced outward from the neck, mirrored for the other
  const halfFigure = (m) => {
    const X = (dx) => hx + m * dx;
    return [
      [X(nw / 2), cy + ry * 0.3],
      [X(nw / 2), sy - u * 0.1, X(nw / 2), sy - u * 0.075, X(nw / 2), sy - u * 0.06],
      [X(nw / 2), sy - u * 0.02, X(nw * 0.95), sy - u * 0.004, X(nw * 1.7), sy],
      [X(sw * 0.6), sy + u * 0.01, X(sw - u * 0.1), sy + u * 0.024, X(sw - u * 0.05), sy + u * 0.042],
      [X(sw - u * 0.01), sy + u * 0.058, X(sw + u * 0.008), sy + u * 0.1, X(sw + u * 0.012), sy + u * 0.17],
      [X(sw + u * 0.018), sy + u * 0.26, X(sw + u * 0.03), h - u * 0.05, X(sw + u * 0.035), h + 2],
    ];
  };
  const forward = (pts) => `${pts.slice(1).map((p) => `C${P(p[0], p[1])} ${P(p[2], p[3])} ${P(p[4], p[5])}`).join('')}`;
  const backward = (pts) => {
    let out = '';
    for (let i = pts.length - 1; i >= 1; i--) {
      const prev = pts[i - 1];
      const [px, py] = prev.length === 2 ? prev : [prev[4], prev[5]];
      out += `C${P(pts[i][2], pts[i][3])} ${P(pts[i][0], pts[i][1])} ${P(px, py)}`;
    }
    return out;
  };
  const left = halfFigure(-1);
  const right = halfFigure(1);
  const last = left[left.length - 1];
  body.push(`<path d="M${P(last[4], last[5])}${backward(left)}L${P(right[0][0], right[0][1])}${forward(right)}Z" fill="${figFill}"/>`);

  // neckline of the garment
  const neckline = rng.pick(['v', 'scoop', 'boat']);
  const ny = sy + u * 0.004;
  const lw = nw * (neckline === 'boat' ? 2.2 : 1.3);
  const depth = u * (neckline === 'v' ? 0.11 : neckline === 'scoop' ? 0.065 : 0.018);
  const nd =
    neckline === 'v'
      ? `M${P(hx - lw, ny)}L${P(hx, ny + depth)}L${P(hx + lw, ny)}`
      : `M${P(hx - lw, ny)}Q${P(hx, ny + depth * 1.8)} ${P(hx + lw, ny)}`;
  body.push(`<path d="${nd}" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="${n(1.6 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`);

  // long hair falls in front of the shoulders: drawn over them, then the neck on top again
  if (style === 'long') {
    const end = sy + u * 0.16;
    for (const m of [-1, 1]) {
      const X = (dx) => hx + m * dx;
      body.push(
        `<path d="M${P(X(rx * 0.6), cy - ry * 0.9)}C${P(X(rx * 1.3), cy - ry * 0.8)} ${P(X(rx * 1.3), cy + ry * 0.2)} ${P(X(rx * 1.32), sy - u * 0.02)}C${P(X(rx * 1.34), sy + u * 0.05)} ${P(X(rx * 1.5), sy + u * 0.12)} ${P(X(rx * 1.55), end)}Q${P(X(rx * 1.2), end + u * 0.01)} ${P(X(nw * 0.5), sy + u * 0.02)}L${P(X(nw * 0.5), cy)}Z" fill="${hairFill}"/>`,
      );
    }
    body.push(rect(hx - nw / 2, cy, nw, sy - cy - u * 0.03, `fill="${figFill}"`));
  }

  // head: slightly egg-shaped
  const head = (f, yTop = f) =>
    `M${P(hx - rx * f, cy - ry * 0.05)}C${P(hx - rx * f, cy - ry * 0.55 * yTop)} ${P(hx - rx * 0.56 * f, cy - ry * yTop)} ${P(hx, cy - ry * yTop)}C${P(hx + rx * 0.56 * f, cy - ry * yTop)} ${P(hx + rx * f, cy - ry * 0.55 * yTop)} ${P(hx + rx * f, cy - ry * 0.05)}`;
  body.push(
    `<path d="${head(1)}C${P(hx + rx, cy + ry * 0.5)} ${P(hx + rx * 0.5, cy + ry)} ${P(hx, cy + ry)}C${P(hx - rx * 0.5, cy + ry)} ${P(hx - rx, cy + ry * 0.5)} ${P(hx - rx, cy - ry * 0.05)}Z" fill="${figFill}"/>`,
  );

  // crown over the head with a side-swept hairline
  const X = (dx) => hx + k * dx;
  if (style === 'bun') body.push(circle(X(rx * 0.15), cy - ry * 1.28, ry * 0.34, `fill="${hairFill}"`));
  const f = 1.06;
  const yTop = style === 'short' ? 1.16 : style === 'curly' ? 1.02 : 1.1;
  const crown = head(f, yTop); // runs from the left temple over the top to the right temple
  const hairline =
    style === 'short'
      ? null
      : k > 0
        ? `C${P(hx + rx * 0.92, cy - ry * 0.45)} ${P(hx + rx * 0.6, cy - ry * 0.78)} ${P(hx + rx * 0.3, cy - ry * 0.8)}C${P(hx - rx * 0.15, cy - ry * 0.55)} ${P(hx - rx * 0.7, cy - ry * 0.5)} ${P(hx - rx * f, cy + ry * 0.1)}Z`
        : `C${P(hx + rx * 0.7, cy - ry * 0.5)} ${P(hx + rx * 0.15, cy - ry * 0.55)} ${P(hx - rx * 0.3, cy - ry * 0.8)}C${P(hx - rx * 0.6, cy - ry * 0.78)} ${P(hx - rx * 0.92, cy - ry * 0.45)} ${P(hx - rx * f, cy - ry * 0.05)}Z`;
  const crownStart = k < 0 && style !== 'short' ? `L${P(hx + rx * f, cy + ry * 0.1)}` : '';
  if (style === 'short') {
    // close crop: crown from temple to temple, hairline a little higher on the parting side
    const t = cy - ry * 0.22;
    body.push(
      `<path d="M${P(hx - rx * 0.99, t)}C${P(hx - rx * 1.07, cy - ry * 0.92)} ${P(hx - rx * 0.6, cy - ry * 1.17)} ${P(hx, cy - ry * 1.17)}C${P(hx + rx * 0.6, cy - ry * 1.17)} ${P(hx + rx * 1.07, cy - ry * 0.92)} ${P(hx + rx * 0.99, t)}C${P(hx + rx * 0.9, cy - ry * (k > 0 ? 0.62 : 0.5))} ${P(hx + rx * 0.45, cy - ry * 0.66)} ${P(hx, cy - ry * 0.64)}C${P(hx - rx * 0.45, cy - ry * 0.66)} ${P(hx - rx * 0.9, cy - ry * (k > 0 ? 0.5 : 0.62))} ${P(hx - rx * 0.99, t)}Z" fill="${hairFill}"/>`,
    );
  } else {
    body.push(`<path d="${crown}${crownStart}${hairline}" fill="${hairFill}"/>`);
  }

  // soft side light and a small gold detail
  body.push(glowSpot(d, cx + (lit ? -1 : 1) * sw * 0.8, sy + u * 0.15, u * 0.32, light(top, 0.3), 0.14));
  body.push(circle(cx + (lit ? 1 : -1) * archW * 0.62, archTop + u * 0.12, 5 * s, `fill="${accent}" fill-opacity="0.9"`));
  return svgDoc(w, h, d, body);
}

/** articles: editorial blocks, one large round form, thin gold rules. */
function articlesMotif(w, h, rng) {
  const schemes = [
    { bg: C.ivory, a: C.blush, b: C.plum, c: C.sage },
    { bg: mix(C.blush, C.ivory, 0.5), a: C.plum, b: C.gold, c: C.ivory },
    { bg: mix(C.stone, C.ivory, 0.55), a: C.sage, b: C.ink, c: C.blush },
    { bg: mix(C.sage, C.ivory, 0.6), a: C.ivory, b: C.plum, c: C.gold },
    { bg: mix(C.plum, C.ink, 0.25), a: C.blush, b: C.stone, c: C.gold },
  ];
  const sc = rng.pick(schemes);
  const s = Math.min(w, h) / 900;
  const d = makeDefs();
  const body = [];
  body.push(rect(0, 0, w, h, `fill="${d.linear([[0, light(sc.bg, 0.1)], [1, mix(sc.bg, sc.a, 0.2)]], 110)}"`));
  body.push(glowSpot(d, w * rng.range(0.2, 0.8), h * 0.2, Math.max(w, h) * 0.6, '#ffffff', 0.25));

  const leftHeavy = rng.chance(0.5);
  const X = (fx) => (leftHeavy ? fx * w : (1 - fx) * w);
  // tall panel
  const panelW = w * rng.range(0.26, 0.34);
  const panelX = leftHeavy ? w * rng.range(0.55, 0.62) : w - w * rng.range(0.55, 0.62) - panelW;
  const panelY = h * rng.range(0.12, 0.22);
  const panelShape = rng.chance(0.5) ? `<path d="${archPath(panelX, panelY, panelW, h - panelY + 2)}"` : rect(panelX, panelY, panelW, h - panelY + 2, '').replace('/>', '');
  body.push(`${panelShape.trim()} fill="${d.linear([[0, light(sc.b, 0.15), 0.85], [1, sc.b, 0.85]], 90)}"/>`);
  // large circle, partly off the edge
  const r = h * rng.range(0.38, 0.5);
  const ccx = X(rng.range(0.18, 0.32));
  const ccy = h * rng.range(0.45, 0.7);
  body.push(circle(ccx, ccy, r, `fill="${d.radial([[0, light(sc.a, 0.25), 0.95], [1, sc.a, 0.9]], 0.4, 0.35, 0.7)}"`));
  // overlap accent: small circle in the third colour
  body.push(circle(X(rng.range(0.45, 0.55)), h * rng.range(0.2, 0.35), Math.min(w, h) * rng.range(0.05, 0.08), `fill="${sc.c}" fill-opacity="0.9"`));
  // thin gold lines
  const gold = `stroke="${C.gold}" stroke-width="${n(1.6 * s)}" fill="none"`;
  const ry = h * rng.range(0.1, 0.16);
  body.push(line(X(0.06), ry, X(rng.range(0.4, 0.52)), ry, gold));
  body.push(line(X(0.06), ry + 10 * s, X(0.2), ry + 10 * s, gold));
  const vx = leftHeavy ? panelX - w * 0.035 : panelX + panelW + w * 0.035;
  body.push(line(vx, h * 0.08, vx, h * rng.range(0.55, 0.8), gold));
  body.push(circle(ccx + r * 0.12, ccy - r * 0.08, r * 1.08, gold));
  const by = h * rng.range(0.84, 0.9);
  body.push(line(X(rng.range(0.5, 0.6)), by, X(0.95), by, gold));
  body.push(circle(vx, h * 0.08, 4 * s, `fill="${C.gold}"`));
  return svgDoc(w, h, d, body);
}

/** pages: wide hero with a colonnade of arches and soft light. */
function pagesMotif(w, h, rng) {
  const schemes = [
    { bg: [mix(C.plum, C.ink, 0.35), C.ink], arch: mix(C.plum, C.blush, 0.25), glow: C.blush, line: C.gold },
    { bg: [mix(C.blush, C.ivory, 0.35), mix(C.blush, C.plum, 0.28)], arch: C.ivory, glow: '#ffffff', line: C.gold },
    { bg: [mix(C.sage, C.ivory, 0.35), deep(C.sage, 0.25)], arch: mix(C.sage, C.ivory, 0.55), glow: C.ivory, line: C.gold },
    { bg: [mix(C.stone, C.ivory, 0.3), mix(C.stone, C.plum, 0.35)], arch: mix(C.ivory, C.blush, 0.3), glow: '#fffaf3', line: deep(C.gold, 0.1) },
  ];
  const sc = rng.pick(schemes);
  const s = Math.min(w, h) / 900;
  const d = makeDefs();
  const body = [];
  body.push(rect(0, 0, w, h, `fill="${d.linear([[0, sc.bg[0]], [1, sc.bg[1]]], 90)}"`));
  const lightX = w * rng.range(0.35, 0.65);
  body.push(glowSpot(d, lightX, h * 0.35, Math.max(w, h) * 0.55, sc.glow, 0.45));

  const floor = h * rng.range(0.8, 0.86);
  const count = rng.pick([3, 5, 5, 7]);
  const gap = w * rng.range(0.02, 0.035);
  const archW = (w * 0.86 - gap * (count - 1)) / count;
  const startX = w * 0.07;
  const mid = (count - 1) / 2;
  for (let i = 0; i < count; i++) {
    const x = startX + i * (archW + gap);
    const dist = Math.abs(i - mid) / Math.max(1, mid);
    const top = h * (0.16 + 0.16 * dist * dist) + (i === mid ? -h * 0.04 : 0);
    const fill = d.linear(
      [
        [0, light(sc.arch, 0.35), i === mid ? 0.95 : 0.75],
        [0.65, sc.arch, 0.45],
        [1, sc.arch, 0.2],
      ],
      90,
    );
    body.push(`<path d="${archPath(x, top, archW, floor - top)}" fill="${fill}"/>`);
    if (i === mid) {
      const clip = d.clip(`<path d="${archPath(x, top, archW, floor - top)}"/>`);
      const sunY = top + (floor - top) * rng.range(0.45, 0.6);
      body.push(
        `<g clip-path="${clip}">${circle(x + archW / 2, sunY, archW * 0.34, `fill="${d.radial([[0, light(C.gold, 0.45), 0.9], [1, C.gold, 0.55]], 0.45, 0.4, 0.6)}"`)}${glowSpot(d, x + archW / 2, sunY, archW * 0.9, light(C.gold, 0.5), 0.35)}</g>`,
      );
    }
    if (i === mid || rng.chance(0.25)) {
      const off = 12 * s;
      body.push(
        `<path d="${archPath(x - off, top - off, archW + off * 2, floor - top + off)}" fill="none" stroke="${sc.line}" stroke-width="${n(1.8 * s)}" stroke-opacity="0.85"/>`,
      );
    }
  }
  // soft light pooling on the floor in front of the central arch
  const midX = startX + mid * (archW + gap) + archW / 2;
  body.push(
    `<ellipse cx="${n(midX)}" cy="${n(floor)}" rx="${n(archW * 2.2)}" ry="${n((h - floor) * 0.9)}" fill="${d.radial([[0, sc.glow, 0.35], [0.6, sc.glow, 0.1], [1, sc.glow, 0]])}"/>`,
  );
  body.push(line(0, floor, w, floor, `stroke="${sc.line}" stroke-width="${n(1.4 * s)}" stroke-opacity="0.7"`));
  // a large sphere of light and a small moon-like dot
  body.push(glowSpot(d, lightX, h * 0.28, Math.min(w, h) * 0.22, '#ffffff', 0.35));
  body.push(circle(w * rng.range(0.1, 0.9), h * rng.range(0.06, 0.12), 6 * s, `fill="${sc.line}"`));
  return svgDoc(w, h, d, body);
}

/** salons: an abstract Chelsea townhouse facade. */
function salonsMotif(w, h, rng) {
  const d = makeDefs();
  const body = [];
  const s = Math.min(w, h) / 900;
  const stucco = rng.pick([C.ivory, mix(C.ivory, C.blush, 0.4), mix(C.ivory, C.stone, 0.35), mix(C.ivory, C.sage, 0.3)]);
  const doorColour = rng.pick([C.plum, C.ink, deep(C.sage, 0.35), deep(C.plum, 0.3)]);
  const awningColour = rng.pick([C.gold, C.plum, deep(C.sage, 0.2)]);
  const neighbour = [rng.pick([C.stone, mix(C.stone, C.plum, 0.25), mix(C.sage, C.stone, 0.5)]), rng.pick([mix(C.blush, C.stone, 0.5), C.stone, mix(C.sage, C.ivory, 0.2)])];

  // sky
  body.push(rect(0, 0, w, h, `fill="${d.linear([[0, mix(C.blush, C.ivory, 0.35)], [1, C.blush]], 90)}"`));
  body.push(glowSpot(d, w * rng.range(0.2, 0.8), h * 0.05, Math.max(w, h) * 0.5, '#ffffff', 0.5));

  const ground = h * 0.9;
  const houseW = Math.min(w * 0.62, h * 0.95);
  const hx = (w - houseW) / 2;
  const roof = h * 0.1;
  // neighbours
  body.push(rect(0, roof + h * 0.05, hx, ground - roof - h * 0.05, `fill="${neighbour[0]}"`));
  body.push(rect(hx + houseW, roof + h * 0.02, w - hx - houseW, ground - roof - h * 0.02, `fill="${neighbour[1]}"`));
  // facade with soft side light
  body.push(rect(hx, roof, houseW, ground - roof, `fill="${d.linear([[0, light(stucco, 0.25)], [1, mix(stucco, C.stone, 0.25)]], 0)}"`));
  // cornice
  const gold = C.gold;
  body.push(rect(hx - 10 * s, roof - 14 * s, houseW + 20 * s, 14 * s, `fill="${mix(stucco, C.stone, 0.35)}"`));
  body.push(line(hx - 10 * s, roof, hx + houseW + 10 * s, roof, `stroke="${gold}" stroke-width="${n(2 * s)}"`));

  const shopTop = ground - (ground - roof) * 0.36;
  const floors = 2;
  const cols = 3;
  const upperH = (shopTop - roof) / floors;
  const winW = houseW / (cols * 2 + 0.6);
  const glass = d.linear([[0, mix(C.ink, C.plum, 0.35)], [0.6, C.ink], [1, mix(C.ink, C.sage, 0.25)]], 70);
  const shine = mix(C.ivory, C.blush, 0.3);
  for (let f = 0; f < floors; f++) {
    const wy = roof + f * upperH + upperH * 0.2;
    const wh = upperH * (f === floors - 1 ? 0.68 : 0.6);
    for (let c = 0; c < cols; c++) {
      const wx = hx + winW * 0.8 + c * winW * 1.9 + (houseW - (winW * 0.8 * 2 + winW * (cols * 1.9 - 0.9))) / 2;
      body.push(rect(wx - 6 * s, wy - 6 * s, winW + 12 * s, wh + 12 * s, `fill="${light(stucco, 0.4)}"`));
      body.push(rect(wx, wy, winW, wh, `fill="${glass}"`));
      // reflection and sash bars
      body.push(`<path d="M${n(wx)} ${n(wy + wh * 0.55)}L${n(wx + winW * 0.55)} ${n(wy)}L${n(wx + winW * 0.8)} ${n(wy)}L${n(wx)} ${n(wy + wh * 0.85)}Z" fill="${shine}" fill-opacity="0.12"/>`);
      body.push(line(wx, wy + wh / 2, wx + winW, wy + wh / 2, `stroke="${light(stucco, 0.4)}" stroke-width="${n(4 * s)}"`));
      body.push(line(wx + winW / 2, wy, wx + winW / 2, wy + wh, `stroke="${light(stucco, 0.4)}" stroke-width="${n(2.5 * s)}"`));
      // pediment on the first floor
      if (f === floors - 1) {
        body.push(rect(wx - 12 * s, wy - 18 * s, winW + 24 * s, 8 * s, `fill="${mix(stucco, C.stone, 0.3)}"`));
      }
    }
    // balcony rail on the first floor (the lowest upper floor)
    if (f === floors - 1) {
      const by = wy + wh + 6 * s;
      body.push(rect(hx + winW * 0.4, by, houseW - winW * 0.8, 6 * s, `fill="${deep(C.stone, 0.6)}"`));
      const railTop = by - upperH * 0.14;
      body.push(line(hx + winW * 0.4, railTop, hx + houseW - winW * 0.4, railTop, `stroke="${C.ink}" stroke-width="${n(2.5 * s)}" stroke-opacity="0.85"`));
      const bars = 18;
      for (let i = 0; i <= bars; i++) {
        const x = hx + winW * 0.4 + ((houseW - winW * 0.8) * i) / bars;
        body.push(line(x, railTop, x, by, `stroke="${C.ink}" stroke-width="${n(1.6 * s)}" stroke-opacity="0.7"`));
      }
    }
  }
  // string course above the shop
  body.push(rect(hx, shopTop - 10 * s, houseW, 10 * s, `fill="${mix(stucco, C.stone, 0.3)}"`));

  // ground floor: shop window + door
  const doorLeft = rng.chance(0.5);
  const doorW = houseW * 0.17;
  const doorH = (ground - shopTop) * 0.72;
  const doorX = doorLeft ? hx + houseW * 0.1 : hx + houseW * 0.9 - doorW;
  const doorY = ground - doorH;
  const shopX = doorLeft ? doorX + doorW + houseW * 0.07 : hx + houseW * 0.08;
  const shopW = houseW * 0.58;
  const shopY = shopTop + (ground - shopTop) * 0.28;
  const shopH = ground - shopY - (ground - shopTop) * 0.1;
  body.push(rect(shopX - 8 * s, shopY - 8 * s, shopW + 16 * s, shopH + 16 * s + (ground - shopTop) * 0.1, `fill="${doorColour}"`));
  body.push(rect(shopX, shopY, shopW, shopH, `fill="${glass}"`));
  body.push(glowSpot(d, shopX + shopW * 0.5, shopY + shopH * 0.6, shopW * 0.45, C.gold, 0.35));
  body.push(rect(shopX, shopY, shopW, shopH, `fill="none" stroke="${gold}" stroke-width="${n(2 * s)}"`));
  body.push(line(shopX + shopW / 3, shopY, shopX + shopW / 3, shopY + shopH, `stroke="${doorColour}" stroke-width="${n(5 * s)}"`));
  body.push(line(shopX + (shopW * 2) / 3, shopY, shopX + (shopW * 2) / 3, shopY + shopH, `stroke="${doorColour}" stroke-width="${n(5 * s)}"`));
  // door with fanlight
  body.push(`<path d="${archPath(doorX - 10 * s, doorY - 10 * s, doorW + 20 * s, doorH + 10 * s)}" fill="${light(stucco, 0.45)}"/>`);
  body.push(`<path d="${archPath(doorX, doorY, doorW, doorH)}" fill="${doorColour}"/>`);
  body.push(`<path d="M${n(doorX)} ${n(doorY + doorW / 2)}A${n(doorW / 2)} ${n(doorW / 2)} 0 0 1 ${n(doorX + doorW)} ${n(doorY + doorW / 2)}Z" fill="${glass}"/>`);
  body.push(`<path d="M${n(doorX + doorW * 0.1)} ${n(doorY + doorW / 2)}A${n(doorW * 0.4)} ${n(doorW * 0.4)} 0 0 1 ${n(doorX + doorW * 0.9)} ${n(doorY + doorW / 2)}" fill="none" stroke="${gold}" stroke-width="${n(1.6 * s)}"/>`);
  const panelInset = doorW * 0.16;
  body.push(rect(doorX + panelInset, doorY + doorW * 0.62, doorW - panelInset * 2, doorH * 0.3, `fill="none" stroke="${light(doorColour, 0.2)}" stroke-width="${n(2 * s)}"`));
  body.push(rect(doorX + panelInset, doorY + doorW * 0.62 + doorH * 0.36, doorW - panelInset * 2, doorH * 0.3, `fill="none" stroke="${light(doorColour, 0.2)}" stroke-width="${n(2 * s)}"`));
  body.push(circle(doorX + doorW * 0.78, doorY + doorH * 0.58, 4 * s, `fill="${gold}"`));

  // awning over the shop window: striped, scalloped edge
  const awY = shopTop + (ground - shopTop) * 0.04;
  const awH = (ground - shopTop) * 0.2;
  const awX = shopX - 16 * s;
  const awW = shopW + 32 * s;
  const stripes = 9;
  const sw = awW / stripes;
  const scallop = sw / 2;
  let aw = `M${n(awX + 10 * s)} ${n(awY)}L${n(awX + awW - 10 * s)} ${n(awY)}L${n(awX + awW)} ${n(awY + awH)}`;
  for (let i = stripes - 1; i >= 0; i--) {
    aw += `A${n(scallop)} ${n(scallop * 0.8)} 0 0 1 ${n(awX + i * sw)} ${n(awY + awH)}`;
  }
  aw += 'Z';
  const clip = d.clip(`<path d="${aw}"/>`);
  body.push(`<path d="${aw}" fill="${C.ivory}"/>`);
  const stripesOut = [];
  for (let i = 0; i < stripes; i += 2) stripesOut.push(rect(awX + i * sw, awY, sw, awH + scallop, `fill="${awningColour}"`));
  body.push(`<g clip-path="${clip}">${stripesOut.join('')}${rect(awX, awY, awW, awH * 0.35, `fill="${C.ink}" fill-opacity="0.12"`)}</g>`);

  // topiary pots by the door
  for (const side of [-1, 1]) {
    const px = side < 0 ? doorX - doorW * 0.38 : doorX + doorW * 1.38;
    if (px < hx + 10 * s || px > hx + houseW - 10 * s) continue;
    const potW = doorW * 0.42;
    body.push(`<path d="M${n(px - potW / 2)} ${n(ground - potW * 0.7)}L${n(px + potW / 2)} ${n(ground - potW * 0.7)}L${n(px + potW * 0.38)} ${n(ground)}L${n(px - potW * 0.38)} ${n(ground)}Z" fill="${C.stone}"/>`);
    body.push(line(px, ground - potW * 0.7, px, ground - potW * 1.3, `stroke="${deep(C.sage, 0.5)}" stroke-width="${n(3 * s)}"`));
    body.push(circle(px, ground - potW * 1.55, potW * 0.55, `fill="${d.radial([[0, light(C.sage, 0.2)], [1, deep(C.sage, 0.35)]], 0.35, 0.3, 0.8)}"`));
  }
  // pavement
  body.push(rect(0, ground, w, h - ground, `fill="${d.linear([[0, mix(C.stone, C.ivory, 0.2)], [1, deep(C.stone, 0.15)]], 90)}"`));
  body.push(line(0, ground, w, ground, `stroke="${deep(C.stone, 0.3)}" stroke-width="${n(2 * s)}"`));
  return svgDoc(w, h, d, body);
}

/** vacancies: scissors and comb drawn in fine lines. */
function vacanciesMotif(w, h, rng) {
  const dark = rng.chance(0.5);
  const bg = dark ? [mix(C.plum, C.ink, 0.45), C.ink] : [C.ivory, mix(C.blush, C.stone, 0.35)];
  const ink = dark ? C.gold : deep(C.plum, 0.1);
  const soft = dark ? C.plum : C.blush;
  const s = Math.min(w, h) / 900;
  const u = Math.min(w, h);
  const d = makeDefs();
  const body = [];
  body.push(rect(0, 0, w, h, `fill="${d.linear([[0, bg[0]], [1, bg[1]]], rng.range(60, 120))}"`));
  body.push(glowSpot(d, w * rng.range(0.3, 0.7), h * 0.35, Math.max(w, h) * 0.55, dark ? C.plum : '#ffffff', 0.5));

  // everything below is drawn for one orientation and mirrored half of the time
  const art = [];
  const sx = w * rng.range(0.44, 0.48);
  const sy = h * rng.range(0.5, 0.56);
  art.push(circle(sx + u * 0.06, sy - u * 0.06, u * rng.range(0.28, 0.32), `fill="${soft}" fill-opacity="${dark ? 0.5 : 0.65}"`));
  art.push(circle(sx + u * 0.06, sy - u * 0.06, u * 0.4, `fill="none" stroke="${ink}" stroke-opacity="0.4" stroke-width="${n(1.2 * s)}"`));

  const pen = (width) => `stroke="${ink}" stroke-width="${n(width * s)}" stroke-linecap="round" stroke-linejoin="round"`;
  const stroke = pen(2.6);
  const tint = `fill="${ink}" fill-opacity="${dark ? 0.14 : 0.1}"`;
  // scissors: each half is a lever through the pivot, blade one side, handle and ring the other
  const blade = u * 0.36;
  const bw = u * 0.034;
  const ring = u * 0.062;
  const shank = u * 0.1;
  const open = rng.range(10, 15);
  const half = (m) => {
    const ex = -shank;
    const ey = -m * u * 0.008; // handles splay a little
    const rcx = ex - ring * 0.85;
    const rcy = ey - m * ring * 0.2;
    return (
      `<g transform="rotate(${n(m * open)})">` +
      `<path d="M${n(-u * 0.02)} 0C${n(blade * 0.2)} ${n(-m * bw)} ${n(blade * 0.75)} ${n(-m * bw * 0.55)} ${n(blade)} 0C${n(blade * 0.7)} ${n(m * bw * 0.05)} ${n(blade * 0.25)} ${n(m * bw * 0.08)} ${n(-u * 0.02)} 0Z" ${tint} ${stroke}/>` +
      `<path d="M0 0C${n(ex * 0.45)} ${n(ey * 0.1)} ${n(ex * 0.8)} ${n(ey * 0.5)} ${n(ex)} ${n(ey)}" fill="none" ${stroke}/>` +
      `<ellipse cx="${n(rcx)}" cy="${n(rcy)}" rx="${n(ring)}" ry="${n(ring * 0.74)}" transform="rotate(${n(-m * 8)} ${n(rcx)} ${n(rcy)})" ${tint} ${stroke}/>` +
      `</g>`
    );
  };
  const rot = -rng.range(28, 40);
  art.push(`<g transform="translate(${n(sx)} ${n(sy)}) rotate(${n(rot)})">${half(1)}${half(-1)}${circle(0, 0, 5 * s, `fill="${ink}"`)}</g>`);

  // comb, lying low on the right
  const combL = u * 0.42;
  const combH = u * 0.042;
  const teeth = 24;
  let comb = `<rect x="0" y="0" width="${n(combL)}" height="${n(combH)}" rx="${n(combH / 2)}" ${tint} ${stroke}/>`;
  for (let i = 2; i < teeth - 1; i++) {
    const tx = (combL * i) / teeth;
    const len = i < teeth / 2 ? u * 0.05 : u * 0.075;
    comb += `<line x1="${n(tx)}" y1="${n(combH)}" x2="${n(tx)}" y2="${n(combH + len)}" ${pen(1.8)}/>`;
  }
  const cx = Math.min(w * 0.6, sx + u * 0.18);
  const cy = h - u * rng.range(0.22, 0.26);
  art.push(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(-rng.range(4, 12))})" opacity="0.9">${comb}</g>`);

  // fine rule with a dot
  const ly = h * rng.range(0.12, 0.16);
  art.push(line(w * 0.08, ly, w * 0.3, ly, `stroke="${C.gold}" stroke-width="${n(1.6 * s)}"`));
  art.push(circle(w * 0.08, ly, 4 * s, `fill="${C.gold}"`));

  body.push(rng.chance(0.5) ? `<g transform="translate(${w} 0) scale(-1 1)">${art.join('')}</g>` : art.join(''));
  return svgDoc(w, h, d, body);
}

const MOTIFS = {
  services: servicesMotif,
  categories: servicesMotif,
  masters: mastersMotif,
  articles: articlesMotif,
  pages: pagesMotif,
  salons: salonsMotif,
  vacancies: vacanciesMotif,
};

/* --------------------------------------------------------------- scanning */

async function jsonFiles(dir) {
  const out = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return out;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await jsonFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(full);
  }
  return out;
}

const isImageUrl = (value) => typeof value === 'string' && value.startsWith('/images/');
const isImage = (value) =>
  value && typeof value === 'object' && isImageUrl(value.url) && Number.isFinite(value.width) && Number.isFinite(value.height) && value.width > 0 && value.height > 0;

/** Standard WordPress sizes: longest edge bound, or [w, h] box for cropped ones. */
const WP_SIZES = { thumbnail: [150, 150, true], medium: [300, 300], medium_large: [768, 0], large: [1024, 1024], '1536x1536': [1536, 1536], '2048x2048': [2048, 2048] };

function sizeFor(sizes, key, width, height) {
  const w = sizes[`${key}-width`];
  const h = sizes[`${key}-height`];
  if (Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0) return [Math.round(w), Math.round(h)];
  const spec = WP_SIZES[key];
  if (!spec) return [width, height];
  const [bw, bh, crop] = spec;
  if (crop) return [bw, bh];
  const scale = Math.min(1, bw / width, bh ? bh / height : Infinity);
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

/**
 * Finds the images. Each job: { url, width, height, seedUrl, artW, artH, hint }.
 * The hint is text used to pick a colour family: the url's own name, and the slugs of
 * the item that holds the image and of its service categories (with parents).
 */
export async function collect(dir) {
  const files = await jsonFiles(dir);
  const docs = [];
  for (const file of files) {
    try {
      docs.push({ file, data: JSON.parse(await readFile(file, 'utf8')) });
    } catch (error) {
      console.warn(`! skipped ${path.relative(dir, file)}: ${error.message}`);
    }
  }
  // service categories by id, to name a service's family
  const categories = new Map();
  for (const { file, data } of docs) {
    if (path.basename(file) === 'services_categories.json' && Array.isArray(data)) {
      for (const c of data) if (c && typeof c.id === 'number') categories.set(c.id, c);
    }
  }
  const chainOf = (id, seen = new Set()) => {
    const c = categories.get(id);
    if (!c || seen.has(id)) return [];
    seen.add(id);
    return [c.slug ?? '', ...chainOf(c.parent, seen)];
  };
  const contextOf = (item, file) => {
    if (!item || typeof item !== 'object') return '';
    const parts = [typeof item.slug === 'string' ? item.slug : ''];
    if (path.basename(file) === 'services_categories.json' && typeof item.id === 'number') parts.push(...chainOf(item.id));
    if (Array.isArray(item.services_categories)) for (const id of item.services_categories) parts.push(...chainOf(id));
    return parts.join(' ');
  };

  const jobs = new Map();
  const stray = new Set();
  const add = (job) => {
    const existing = jobs.get(job.url);
    // a main image beats a derived size that happens to share its url
    if (!existing || (existing.derived && !job.derived)) jobs.set(job.url, job);
    else if (job.derived) return;
    else if (existing.width !== job.width || existing.height !== job.height) {
      if (!existing.warned) console.warn(`! ${job.url} appears with sizes ${existing.width}x${existing.height} and ${job.width}x${job.height}; using the first`);
      existing.warned = true;
    }
  };
  const walk = (value, owner, file) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, owner, file);
      return;
    }
    if (!value || typeof value !== 'object') {
      if (isImageUrl(value)) stray.add(value);
      return;
    }
    if (isImage(value)) {
      const width = Math.round(value.width);
      const height = Math.round(value.height);
      const own = path.posix.basename(value.url).replace(/\.[a-z0-9]+$/i, '');
      const hint = { own, all: `${own} ${contextOf(owner, file)}` };
      add({ url: value.url, width, height, seedUrl: value.url, artW: width, artH: height, hint });
      if (value.sizes && typeof value.sizes === 'object') {
        for (const [key, sized] of Object.entries(value.sizes)) {
          if (!isImageUrl(sized) || sized === value.url) continue;
          const [sw, sh] = sizeFor(value.sizes, key, width, height);
          // same picture: drawn on the original canvas when the aspect ratio matches
          const sameAspect = Math.abs(sw / sh - width / height) < 0.02;
          add({ url: sized, width: sw, height: sh, seedUrl: value.url, artW: sameAspect ? width : sw, artH: sameAspect ? height : sh, hint, derived: true });
        }
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'sizes' && isImage(value)) continue;
      if (key === 'url' && isImage(value)) continue;
      walk(child, owner, file);
    }
  };
  for (const { file, data } of docs) {
    if (Array.isArray(data)) for (const item of data) walk(item, item, file);
    else walk(data, data, file);
  }
  for (const url of stray) if (!jobs.has(url)) console.warn(`! ${url} is referenced without width/height; not generated`);
  return [...jobs.values()];
}

/* ---------------------------------------------------------------- render */

function kindOf(url) {
  const kind = url.split('/')[2] ?? '';
  return MOTIFS[kind] ? kind : 'services';
}

export function svgFor(job) {
  const rng = makeRng(job.seedUrl);
  return MOTIFS[kindOf(job.seedUrl)](job.artW, job.artH, rng, job.hint);
}

async function render(job) {
  const svg = svgFor(job);
  const target = path.join(publicDir, ...job.url.split('/').filter(Boolean));
  if (!target.startsWith(publicDir + path.sep)) throw new Error(`refusing to write outside ${publicDir}: ${job.url}`);
  const ext = path.extname(target).toLowerCase();
  let pipeline = sharp(Buffer.from(svg)).resize(job.width, job.height, { fit: 'cover' });
  if (ext === '.png') pipeline = pipeline.png({ compressionLevel: 9, palette: true });
  else if (ext === '.jpg' || ext === '.jpeg') pipeline = pipeline.jpeg({ quality: 80, mozjpeg: true });
  else if (ext === '.avif') pipeline = pipeline.avif({ quality: 55, effort: 6 });
  else pipeline = pipeline.webp(WEBP);
  const buffer = await pipeline.toBuffer();
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, buffer);
  return buffer.length;
}

async function main() {
  const jobs = await collect(contentDir);
  if (jobs.length === 0) {
    console.log(`No images found in ${contentDir}`);
    return;
  }
  let total = 0;
  const byKind = new Map();
  // a few at a time: rsvg + libwebp effort 6 are CPU heavy
  const queue = [...jobs];
  const workers = Array.from({ length: 4 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const bytes = await render(job);
      total += bytes;
      const kind = job.url.split('/')[2] ?? '?';
      const k = byKind.get(kind) ?? { count: 0, bytes: 0, max: 0 };
      k.count += 1;
      k.bytes += bytes;
      k.max = Math.max(k.max, bytes);
      byKind.set(kind, k);
      if (process.env.VERBOSE) console.log(`${job.url} ${job.width}x${job.height} ${(bytes / 1024).toFixed(1)} KB`);
    }
  });
  await Promise.all(workers);
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  for (const [kind, k] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${kind.padEnd(12)} ${String(k.count).padStart(4)} images  ${kb(k.bytes).padStart(10)}  (largest ${kb(k.max)})`);
  }
  console.log(`Generated ${jobs.length} images in ${publicDir}, total ${total} bytes (${(total / 1024 / 1024).toFixed(2)} MB)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
