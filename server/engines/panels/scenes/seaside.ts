// Scenes by the water: the open sea with a far sail or lighthouse, a harbour and its quay, on board a boat,
// and a beach with palms. Kept apart from the inland outdoor scenes in outdoors.ts, whose sky they share.

import { line, n, path, polygon, rect } from '../../artKit/svg';
import type { SceneContext } from '../sceneContext';
import { sky } from './outdoors';

/** The sea to the horizon: bands of deeper water, wave crests, a sail or a lighthouse far off. */
export function sea(c: SceneContext): string {
  const { W, H, horizon, d, paint, u, reading } = c;
  let svg = sky(c, horizon + 2);
  svg += rect(0, horizon, W, H - horizon, paint(reading.night ? 'waterDeep' : 'water'));
  svg += rect(0, horizon, W, (H - horizon) * 0.25, paint('waterDeep'), undefined, undefined, ' opacity="0.6"');
  svg += line(0, horizon, W, horizon, paint('ink'), 3 * u, 'butt');
  // Wave crests: small and flat far away, bigger near.
  let waves = '';
  for (let i = 0; i < 40; i++) {
    const t = d.next();
    const y = horizon + (H - horizon) * (0.05 + 0.95 * t * t);
    const s = (0.01 + 0.05 * t) * H;
    const x = d.range(-s, W + s);
    waves +=
      `M${n(x - s)} ${n(y)}Q${n(x - s / 2)} ${n(y - s * 0.5)} ${n(x)} ${n(y)}` +
      `Q${n(x + s / 2)} ${n(y - s * 0.5)} ${n(x + s)} ${n(y)}`;
  }
  svg += path(waves, 'none', paint(reading.night ? 'nightLow' : 'paper'), 3 * u);
  // Something far off that says "sea": a sailboat or a lighthouse.
  const x = c.focusX < W / 2 ? W * d.range(0.65, 0.85) : W * d.range(0.15, 0.35);
  if (reading.variant === 'harbour' || d.chance(0.35)) svg += lighthouse(c, x, horizon, H * 0.22);
  else svg += sailboat(c, x, horizon + H * 0.01, H * 0.12);
  if (reading.variant === 'beach') svg += beach(c);
  if (reading.variant === 'harbour') svg += harbour(c);
  if (reading.variant === 'boat') svg += onBoard(c);
  return svg;
}

/** A harbour: boats moored at different distances and, when figures stand in it, the quay they stand on. */
function harbour(c: SceneContext): string {
  const { W, H, horizon, d, paint, u } = c;
  let svg = '';
  const side = c.focusX < W / 2 ? 1 : -1;
  for (let i = 0; i < 3; i++) {
    const t = 0.25 + i * 0.22;
    const y = horizon + (H - horizon) * t * 0.7;
    const x = W / 2 + side * W * d.range(0.12, 0.42) * (i % 2 ? -0.6 : 1);
    svg += sailboat(c, x, y, H * (0.1 + t * 0.2));
  }
  // Mooring posts in a row towards the horizon.
  for (let i = 1; i <= 6; i++) {
    const t = i / 6;
    const x = W / 2 + side * W * (0.08 + 0.4 * t);
    const y = horizon + (H - horizon) * 0.12 + (H - horizon) * 0.5 * t * t;
    const s = H * 0.012 * (0.5 + 2.5 * t);
    svg += rect(x - s, y - s * 5, 2 * s, s * 5.5, paint('wood'), paint('ink'), 2 * u);
  }
  if (c.ground !== null) svg += quaySide(c, c.ground - H * 0.09);
  return svg;
}

/** The stone edge of a quay and its paving, from `top` (the water's edge) down. */
function quaySide(c: SceneContext, top: number): string {
  const { W, H, paint, u } = c;
  let svg = rect(-10, top, W + 20, H - top + 10, paint('pavement'), paint('ink'), 3 * u);
  svg += rect(-10, top, W + 20, H * 0.02, paint('stone'), paint('ink'), 3 * u);
  let joints = '';
  for (let i = -12; i <= 12; i++)
    joints += `M${n(c.focusX + i * W * 0.05)} ${n(top + H * 0.02)}L${n(c.focusX + i * W * 0.09)} ${n(H)}`;
  return `${svg}<path d="${joints}" stroke="${paint('ink')}" stroke-width="${n(1.6 * u)}" opacity="0.6"/>`;
}

/** On board: the mast and sail rise beside the figures, ropes run down to the rail. */
function onBoard(c: SceneContext): string {
  const { W, H, paint, u } = c;
  const x = c.focusX < W / 2 ? W * 0.82 : W * 0.18;
  const dir = x > W / 2 ? -1 : 1;
  const base = H;
  let svg = rect(x - H * 0.018, -10, H * 0.036, base + 10, paint('wood'), paint('ink'), 3 * u);
  svg += path(
    `M${n(x + dir * H * 0.03)} ${n(H * 0.04)}` +
      `Q${n(x + dir * W * 0.2)} ${n(H * 0.3)} ${n(x + dir * H * 0.03)} ${n(H * 0.62)}Z`,
    paint('paper'),
    paint('ink'),
    3 * u,
  );
  svg += rect(x + (dir > 0 ? 0 : -W * 0.16), H * 0.62, W * 0.16, H * 0.025, paint('wood'), paint('ink'), 2.5 * u);
  svg +=
    `<path d="M${n(x)} ${n(H * 0.05)}L${n(x - dir * W * 0.3)} ${n(H)}M${n(x)} ${n(H * 0.05)}` +
    `L${n(x - dir * W * 0.12)} ${n(H)}" stroke="${paint('ink')}" stroke-width="${n(2 * u)}"/>`;
  return svg;
}

function sailboat(c: SceneContext, x: number, y: number, h: number): string {
  const { paint, u } = c;
  const hull = polygon(
    [
      { x: x - h * 0.5, y: y - h * 0.15 },
      { x: x + h * 0.5, y: y - h * 0.15 },
      { x: x + h * 0.35, y },
      { x: x - h * 0.35, y },
    ],
    paint('wood'),
    paint('ink'),
    2.5 * u,
  );
  const sail = polygon(
    [
      { x: x + h * 0.02, y: y - h },
      { x: x + h * 0.42, y: y - h * 0.22 },
      { x: x + h * 0.02, y: y - h * 0.22 },
    ],
    paint('paper'),
    paint('ink'),
    2.5 * u,
  );
  const jib = polygon(
    [
      { x: x - h * 0.03, y: y - h * 0.85 },
      { x: x - h * 0.03, y: y - h * 0.22 },
      { x: x - h * 0.35, y: y - h * 0.22 },
    ],
    paint('red'),
    paint('ink'),
    2.5 * u,
  );
  return sail + jib + hull;
}

function lighthouse(c: SceneContext, x: number, base: number, h: number): string {
  const { paint, u } = c;
  const w = h * 0.18;
  let svg = polygon(
    [
      { x: x - w * 1.6, y: base + h * 0.04 },
      { x: x + w * 1.6, y: base + h * 0.04 },
      { x: x + w, y: base - h * 0.06 },
      { x: x - w, y: base - h * 0.06 },
    ],
    paint('stone'),
    paint('ink'),
    2.5 * u,
  );
  svg += polygon(
    [
      { x: x - w * 0.7, y: base - h * 0.05 },
      { x: x + w * 0.7, y: base - h * 0.05 },
      { x: x + w * 0.45, y: base - h * 0.8 },
      { x: x - w * 0.45, y: base - h * 0.8 },
    ],
    paint('paper'),
    paint('ink'),
    2.5 * u,
  );
  for (let i = 0; i < 2; i++) {
    const y0 = base - h * (0.25 + i * 0.3);
    svg += polygon(
      [
        { x: x - w * (0.62 - i * 0.07), y: y0 },
        { x: x + w * (0.62 - i * 0.07), y: y0 },
        { x: x + w * (0.58 - i * 0.07), y: y0 - h * 0.12 },
        { x: x - w * (0.58 - i * 0.07), y: y0 - h * 0.12 },
      ],
      paint('red'),
    );
  }
  svg += rect(x - w * 0.5, base - h * 0.95, w, h * 0.15, paint('windowLit'), paint('ink'), 2.5 * u);
  svg += polygon(
    [
      { x: x - w * 0.65, y: base - h * 0.95 },
      { x, y: base - h * 1.08 },
      { x: x + w * 0.65, y: base - h * 0.95 },
    ],
    paint('red'),
    paint('ink'),
    2.5 * u,
  );
  return svg;
}

function beach(c: SceneContext): string {
  const { W, H, horizon, d, paint, u } = c;
  const y0 = horizon + (H - horizon) * d.range(0.35, 0.5);
  const y1 = horizon + (H - horizon) * d.range(0.45, 0.6);
  const sand = path(
    `M0 ${n(y0)}Q${n(W / 2)} ${n((y0 + y1) / 2 + H * 0.04)} ${n(W)} ${n(y1)}L${n(W)} ${n(H)}L0 ${n(H)}Z`,
    paint('sand'),
    paint('ink'),
    3 * u,
  );
  const foam = path(
    `M0 ${n(y0 - H * 0.01)}Q${n(W / 2)} ${n((y0 + y1) / 2 + H * 0.03)} ${n(W)} ${n(y1 - H * 0.01)}`,
    'none',
    paint('foam'),
    6 * u,
  );
  const palmX = c.focusX < W / 2 ? W * 0.88 : W * 0.12;
  return foam + sand + palm(c, palmX, Math.max(y0, y1) + H * 0.05, H * 0.55);
}

function palm(c: SceneContext, x: number, base: number, h: number): string {
  const { paint, u } = c;
  const lean = x > c.W / 2 ? -1 : 1;
  const topX = x + lean * h * 0.18;
  const top = base - h;
  let svg = path(
    `M${n(x - h * 0.03)} ${n(base)}` +
      `Q${n(x + lean * h * 0.02)} ${n(base - h * 0.5)} ${n(topX - h * 0.015)} ${n(top)}` +
      `L${n(topX + h * 0.015)} ${n(top)}` +
      `Q${n(x + lean * h * 0.06)} ${n(base - h * 0.5)} ${n(x + h * 0.03)} ${n(base)}Z`,
    paint('trunk'),
    paint('ink'),
    2.5 * u,
  );
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 + (i - 2.5) * 0.55;
    const ex = topX + Math.cos(a) * h * 0.38;
    const ey = top + Math.sin(a) * h * 0.22 + h * 0.12;
    const mx = topX + Math.cos(a) * h * 0.2;
    const my = top + Math.sin(a) * h * 0.2 - h * 0.04;
    svg += path(
      `M${n(topX)} ${n(top)}Q${n(mx)} ${n(my - h * 0.05)} ${n(ex)} ${n(ey)}` +
        `Q${n(mx)} ${n(my + h * 0.03)} ${n(topX)} ${n(top)}Z`,
      paint('leaves'),
      paint('ink'),
      2.5 * u,
    );
  }
  return svg;
}
