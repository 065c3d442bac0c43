import { C, mix, light } from '../palette.mjs';
import { n, makeDefs, svgDoc, circle, rect, line, archPath, glowSpot } from '../svg.mjs';

/** articles: editorial blocks, one large round form, thin gold rules. */
export function articlesMotif(w, h, rng) {
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
