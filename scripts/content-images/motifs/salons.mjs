import { C, mix, light, deep } from '../palette.mjs';
import { n, makeDefs, svgDoc, circle, rect, line, archPath, glowSpot } from '../svg.mjs';

/** salons: an abstract Chelsea townhouse facade. */
export function salonsMotif(w, h, rng) {
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
