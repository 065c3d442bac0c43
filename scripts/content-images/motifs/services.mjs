/** services and categories motif, with the ribbon helpers only it uses. */
import { FAMILIES, familyFor } from '../families.mjs';
import { light } from '../palette.mjs';
import { n, makeDefs, svgDoc, circle, rect, glowSpot } from '../svg.mjs';

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

/** services and categories: gradient, ribbons of colour, a few circles. */
export function servicesMotif(w, h, rng, hint) {
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
