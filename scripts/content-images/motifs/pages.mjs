import { C, mix, light, deep } from '../palette.mjs';
import { n, makeDefs, svgDoc, circle, rect, line, archPath, glowSpot } from '../svg.mjs';

/** pages: wide hero with a colonnade of arches and soft light. */
export function pagesMotif(w, h, rng) {
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
