import { C, mix, light, deep } from '../palette.mjs';
import { n, makeDefs, svgDoc, circle, rect, archPath, glowSpot } from '../svg.mjs';

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

/** masters: head-and-shoulders silhouette in front of an arch. */
export function mastersMotif(w, h, rng) {
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
