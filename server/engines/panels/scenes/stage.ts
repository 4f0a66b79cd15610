// Stages and stadiums: a theatre's red curtains, boards and a spotlight on the hero; a stadium's stands full
// of spectators (dots of every colour), the pitch's stripes and floodlights.
import type { SceneContext } from '../sceneContext';
import { circle, line, n, path, polygon, rect } from '../../artKit/svg';
import { sky } from './outdoors';

export function stage(c: SceneContext): string {
  return c.reading.variant === 'stadium' ? stadium(c) : theatre(c);
}

function theatre(c: SceneContext): string {
  const { W, H, horizon, d, paint, u } = c;
  const ink = paint('ink');
  const floor = horizon + H * 0.12;
  // The back curtain: folds as alternating stripes.
  let svg = rect(0, 0, W, floor, paint('curtain'));
  const fold = H * 0.06;
  let folds = '';
  for (let x = 0; x < W; x += fold * 2) folds += `M${n(x)} 0h${n(fold)}v${n(floor)}h${n(-fold)}Z`;
  svg += path(folds, paint('curtainLight'));
  let creases = '';
  for (let x = fold; x < W; x += fold * 2) creases += `M${n(x)} 0V${n(floor)}`;
  svg += `<path d="${creases}" stroke="${ink}" stroke-width="${n(2 * u)}" opacity="0.7"/>`;
  // Boards in perspective.
  svg += rect(0, floor, W, H - floor, paint('stageFloor'), ink, 3 * u);
  let boards = '';
  for (let i = -12; i <= 12; i++)
    boards += `M${n(c.focusX + i * W * 0.04)} ${n(floor)}L${n(c.focusX + i * W * 0.25)} ${n(H * 1.1)}`;
  svg += `<path d="${boards}" stroke="${paint('floorLine')}" stroke-width="${n(1.8 * u)}"/>`;
  // The spotlight's cone and pool on the hero.
  const top = -H * 0.05;
  const spread = W * 0.07;
  const pool = H * 0.1;
  svg += polygon(
    [
      { x: c.focusX - spread * 0.3, y: top },
      { x: c.focusX + spread * 0.3, y: top },
      { x: c.focusX + spread * 3.2, y: floor + pool * 0.6 },
      { x: c.focusX - spread * 3.2, y: floor + pool * 0.6 },
    ],
    paint('spot'),
  );
  svg +=
    `<ellipse cx="${n(c.focusX)}" cy="${n(floor + pool * 0.6)}" rx="${n(spread * 3.2)}" ` +
    `ry="${n(pool * 0.45)}" fill="${paint('spot')}"/>`;
  // Side drapes and a scalloped valance frame it all.
  const drape = W * d.range(0.1, 0.16);
  svg += path(
    `M0 0H${n(drape)}Q${n(drape * 0.6)} ${n(H * 0.5)} ${n(drape * 1.2)} ${n(H)}H0Z`,
    paint('curtain'),
    ink,
    3 * u,
  );
  svg += path(
    `M${n(W)} 0H${n(W - drape)}Q${n(W - drape * 0.6)} ${n(H * 0.5)} ${n(W - drape * 1.2)} ${n(H)}H${n(W)}Z`,
    paint('curtain'),
    ink,
    3 * u,
  );
  let valance = `M0 0H${n(W)}V${n(H * 0.06)}`;
  const scallops = Math.max(4, Math.round(W / (H * 0.18)));
  for (let i = scallops; i > 0; i--)
    valance += `Q${n((W * (i - 0.5)) / scallops)} ${n(H * 0.14)} ${n((W * (i - 1)) / scallops)} ${n(H * 0.06)}`;
  svg += path(`${valance}Z`, paint('curtain'), ink, 3 * u);
  svg += rect(0, H * 0.015, W, H * 0.012, paint('yellow'));
  return svg;
}

function stadium(c: SceneContext): string {
  const { W, H, horizon, d, paint, u } = c;
  const ink = paint('ink');
  const standsTop = horizon - H * 0.32;
  const field = horizon + H * 0.05;
  let svg = sky(c, standsTop + H * 0.02);
  // Stands: tiers of seats packed with spectators.
  svg += rect(0, standsTop, W, field - standsTop, paint('concrete'), ink, 3 * u);
  const colours = [paint('red'), paint('blue'), paint('yellow'), paint('paper'), paint('leaves'), paint('shadow')];
  const r = H * 0.011;
  const byColour = new Map<string, string>();
  for (let y = standsTop + r * 2; y < field - r; y += r * 2.6) {
    for (let x = r + d.range(0, r); x < W; x += r * 2.4) {
      const colour = d.pick(colours);
      byColour.set(colour, `${byColour.get(colour) ?? ''}M${n(x)} ${n(y)}h0.1`);
    }
  }
  for (const [colour, dots] of byColour)
    svg += `<path d="${dots}" stroke="${colour}" stroke-width="${n(r * 1.7)}" stroke-linecap="round"/>`;
  let tiers = '';
  for (let y = standsTop; y < field; y += (field - standsTop) / 4) tiers += `M0 ${n(y)}H${n(W)}`;
  svg += `<path d="${tiers}" stroke="${ink}" stroke-width="${n(2.5 * u)}"/>`;
  // The pitch with mown stripes and a white line.
  svg += rect(0, field, W, H - field, paint('grass'), ink, 3 * u);
  let stripes = '';
  for (let i = -8; i <= 8; i += 2)
    stripes +=
      `M${n(c.focusX + i * W * 0.05)} ${n(field)}L${n(c.focusX + (i + 1) * W * 0.05)} ${n(field)}` +
      `L${n(c.focusX + (i + 1) * W * 0.3)} ${n(H)}L${n(c.focusX + i * W * 0.3)} ${n(H)}Z`;
  svg += path(stripes, paint('leavesLight'));
  svg += line(0, field + (H - field) * 0.35, W, field + (H - field) * 0.35, paint('paper'), 5 * u, 'butt');
  // Floodlights on tall masts.
  for (const x of [W * 0.08, W * 0.92]) {
    svg += line(x, standsTop, x, standsTop - H * 0.25, ink, 5 * u, 'butt');
    svg += rect(x - H * 0.05, standsTop - H * 0.32, H * 0.1, H * 0.07, paint('metal'), ink, 3 * u);
    for (let i = 0; i < 3; i++)
      svg += circle(x - H * 0.03 + i * H * 0.03, standsTop - H * 0.285, H * 0.011, paint('windowLit'));
  }
  return svg;
}
