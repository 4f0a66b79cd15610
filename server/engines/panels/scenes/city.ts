// A city street: a skyline of towers with rows of windows (lit at night), a nearer row of shops and
// brownstones, the pavement and a road running to the vanishing point, street lamps.
import { light, type SceneContext } from '../sceneContext';
import { circle, line, n, polygon, rect } from '../../artKit/svg';
import { sky } from './outdoors';

function windows(c: SceneContext, x: number, y: number, w: number, h: number, cell: number): string {
  const { d, paint, reading } = c;
  const cols = Math.max(1, Math.floor(w / cell));
  const rows = Math.max(1, Math.floor(h / (cell * 1.3)));
  const gapX = w / cols;
  const gapY = h / rows;
  let lit = '';
  let dark = '';
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const wx = x + i * gapX + gapX * 0.22;
      const wy = y + j * gapY + gapY * 0.2;
      const piece = `M${n(wx)} ${n(wy)}h${n(gapX * 0.56)}v${n(gapY * 0.55)}h${n(-gapX * 0.56)}Z`;
      if (reading.night ? d.chance(0.45) : d.chance(0.08)) lit += piece;
      else dark += piece;
    }
  }
  return (
    `<path d="${dark}" fill="${paint(reading.night ? 'windowDark' : 'glass')}" stroke="${paint('ink')}" ` +
    `stroke-width="${n(c.u * 1.6)}"/>` +
    light(c, `<path d="${lit}" fill="${paint('windowLit')}"/>`)
  );
}

export function city(c: SceneContext): string {
  const { W, H, horizon, d, paint, u, reading } = c;
  const street = horizon + H * 0.06;
  let svg = sky(c, street);
  // Far towers: flat, paler, no outlines, many windows as a texture.
  let x = -d.range(0, H * 0.1);
  while (x < W) {
    const w = H * d.range(0.1, 0.2);
    const h = H * d.range(0.25, 0.55);
    svg += rect(x, street - h, w, h, paint(reading.night ? 'nightLow' : 'towerFar'));
    svg += windows(c, x + w * 0.1, street - h + H * 0.03, w * 0.8, h - H * 0.06, H * 0.03);
    if (d.chance(0.3)) svg += line(x + w / 2, street - h, x + w / 2, street - h - H * 0.06, paint('ink'), 2 * u);
    x += w + H * d.range(0, 0.03);
  }
  // Near buildings: brick and stone fronts with outlines, cornices, bigger windows.
  x = -d.range(0, H * 0.15);
  const fronts = ['brick', 'stone', 'concrete', 'tower', 'wallWarm'] as const;
  while (x < W) {
    const w = H * d.range(0.22, 0.38);
    const h = H * d.range(0.18, 0.36);
    const top = street - h;
    svg += rect(x, top, w, h, paint(d.pick(fronts)), paint('ink'), 3 * u);
    svg += rect(x - H * 0.008, top - H * 0.015, w + H * 0.016, H * 0.02, paint('concrete'), paint('ink'), 2.5 * u);
    svg += windows(c, x + w * 0.08, top + H * 0.03, w * 0.84, h - H * 0.1, H * 0.055);
    // A shop front with an awning on some.
    if (d.chance(0.5)) {
      const ay = street - H * 0.07;
      svg += rect(x + w * 0.1, ay, w * 0.8, H * 0.07, paint('glass'), paint('ink'), 2.5 * u);
      let stripes = '';
      const count = 6;
      for (let i = 0; i < count; i++) {
        const sx = x + w * 0.06 + (w * 0.88 * i) / count;
        stripes += polygon(
          [
            { x: sx, y: ay - H * 0.04 },
            { x: sx + (w * 0.88) / count, y: ay - H * 0.04 },
            { x: sx + (w * 0.88) / count + H * 0.005, y: ay },
            { x: sx + H * 0.005, y: ay },
          ],
          paint(i % 2 ? 'paper' : 'red'),
        );
      }
      svg += stripes + rect(x + w * 0.06, ay - H * 0.04, w * 0.88, H * 0.04, 'none', paint('ink'), 2.5 * u);
    }
    x += w;
  }
  // Pavement, kerb and a road running off to the vanishing point.
  const vx = c.focusX;
  svg += rect(0, street, W, H - street, paint('pavement'), paint('ink'), 3 * u);
  const kerb = street + (H - street) * 0.3;
  svg += polygon(
    [
      { x: 0, y: kerb },
      { x: W, y: kerb },
      { x: W, y: H },
      { x: 0, y: H },
    ],
    paint('road'),
    paint('ink'),
    3 * u,
  );
  let marks = '';
  for (let i = 0; i < 6; i++) {
    const x0 = (W * (i + 0.25)) / 6;
    marks += `M${n(x0)} ${n(kerb + (H - kerb) * 0.45)}h${n(W / 14)}`;
  }
  svg += `<path d="${marks}" stroke="${paint('paper')}" stroke-width="${n(H * 0.012)}"/>`;
  // Paving joints towards the vanishing point.
  let joints = '';
  for (let i = -6; i <= 6; i++) joints += `M${n(vx + i * W * 0.02)} ${n(street)}L${n(vx + i * W * 0.2)} ${n(kerb)}`;
  svg += `<path d="${joints}" stroke="${paint('ink')}" stroke-width="${n(1.6 * u)}" opacity="0.6"/>`;
  // Street lamps.
  for (let i = 0; i < 2; i++) {
    const lx = i === 0 ? W * d.range(0.05, 0.2) : W * d.range(0.8, 0.95);
    const base = kerb - H * 0.01;
    const h = H * 0.42;
    svg += rect(lx - H * 0.007, base - h, H * 0.014, h, paint('ink'));
    svg += circle(
      lx,
      base - h - H * 0.02,
      H * 0.025,
      paint(reading.night ? 'windowLit' : 'paper'),
      paint('ink'),
      2.5 * u,
    );
    if (reading.night) light(c, circle(lx, base - h - H * 0.02, H * 0.025, paint('windowLit'), paint('ink'), 2.5 * u));
  }
  return svg;
}
