import { C, mix, deep } from '../palette.mjs';
import { n, makeDefs, svgDoc, circle, rect, line, glowSpot } from '../svg.mjs';

/** vacancies: scissors and comb drawn in fine lines. */
export function vacanciesMotif(w, h, rng) {
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
