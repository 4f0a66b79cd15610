// Interiors in one-point perspective: a back wall, side walls, ceiling and a boarded floor running to the
// vanishing point at eye level, a window (with the time of day outside) or a door, and furnishings that
// say which room it is: cabinets (kitchen), blinds and a filing cabinet (office), a bed and a cross
// (hospital), a blackboard (school), shelves of goods (shop), books (library), a menu board (cafe), flasks
// (lab), curtains and a picture (home).
import type { RoomKind } from '../keywords';
import { skyColours, type SceneContext } from '../sceneContext';
import { circle, line, n, path, polygon, rect, sparkle } from '../../artKit/svg';

interface Room {
  left: number;
  right: number;
  top: number;
  floor: number;
}

export function room(c: SceneContext): string {
  const { W, H, horizon, d, paint, u, reading } = c;
  const vx = c.focusX;
  // The back wall, around the vanishing point: its floor line a little below eye level.
  const depth = d.range(0.55, 0.7);
  const r: Room = {
    left: vx - W * depth * 0.5,
    right: vx + W * depth * 0.5,
    top: horizon - H * 0.55,
    floor: horizon + H * d.range(0.12, 0.2),
  };
  const wallName =
    reading.room === 'hospital' || reading.room === 'lab'
      ? 'wallCool'
      : d.pick(['wall', 'wallWarm', 'wallCool'] as const);
  const ink = paint('ink');
  let svg = rect(0, 0, W, H, paint(wallName));
  // Ceiling, side walls, floor.
  svg += polygon(
    [
      { x: 0, y: 0 },
      { x: W, y: 0 },
      { x: r.right, y: r.top },
      { x: r.left, y: r.top },
    ],
    paint('ceiling'),
    ink,
    3 * u,
  );
  svg += polygon(
    [
      { x: 0, y: 0 },
      { x: r.left, y: r.top },
      { x: r.left, y: r.floor },
      { x: 0, y: H * 1.1 },
    ],
    paint('wallShade'),
    ink,
    3 * u,
  );
  svg += polygon(
    [
      { x: W, y: 0 },
      { x: r.right, y: r.top },
      { x: r.right, y: r.floor },
      { x: W, y: H * 1.1 },
    ],
    paint('wallShade'),
    ink,
    3 * u,
  );
  svg += polygon(
    [
      { x: r.left, y: r.floor },
      { x: r.right, y: r.floor },
      { x: W * 1.5, y: H * 1.2 },
      { x: -W * 0.5, y: H * 1.2 },
    ],
    paint(reading.room === 'hospital' ? 'concrete' : 'floor'),
    ink,
    3 * u,
  );
  // Floorboards to the vanishing point, and a few across.
  let boards = '';
  for (let i = -10; i <= 10; i++) {
    const x0 = vx + ((r.right - r.left) * i) / 10;
    boards += `M${n(x0)} ${n(r.floor)}L${n(vx + (x0 - vx) * 4)} ${n(r.floor + (H * 1.2 - r.floor) * 1.05)}`;
  }
  for (let k = 1; k < 5; k++) {
    const y = r.floor + (H - r.floor) * (k / 5) ** 1.6;
    boards += `M0 ${n(y)}L${n(W)} ${n(y)}`;
  }
  svg += `<path d="${boards}" stroke="${paint('floorLine')}" stroke-width="${n(1.8 * u)}" opacity="0.7"/>`;
  // Skirting along the back wall.
  svg += rect(r.left, r.floor - H * 0.025, r.right - r.left, H * 0.025, paint('woodLight'), ink, 2 * u);
  svg += furnish(c, r, reading.room);
  // A ceiling lamp.
  if (reading.room !== 'hospital') {
    const lx = vx + (d.chance(0.5) ? -1 : 1) * W * 0.15;
    const ly = r.top + (horizon - r.top) * 0.18;
    svg +=
      line(lx, r.top - H * 0.3, lx, ly, ink, 2 * u) +
      path(
        `M${n(lx - H * 0.05)} ${n(ly + H * 0.04)}L${n(lx - H * 0.02)} ${n(ly)}L${n(lx + H * 0.02)} ${n(ly)}` +
          `L${n(lx + H * 0.05)} ${n(ly + H * 0.04)}Z`,
        paint('yellow'),
        ink,
        2.5 * u,
      );
  }
  return svg;
}

/** A window in the back wall with the sky of the hour outside. */
function windowFrame(
  c: SceneContext,
  x: number,
  y: number,
  w: number,
  h: number,
  blinds = false,
  curtains = false,
): string {
  const { paint, u, d } = c;
  const ink = paint('ink');
  const outside = skyColours(c);
  let svg = rect(x, y, w, h, outside.low, ink, 4 * u);
  if (outside.dark)
    svg +=
      path(sparkle(x + w * 0.3, y + h * 0.3, h * 0.05) + sparkle(x + w * 0.7, y + h * 0.22, h * 0.04), paint('star')) +
      circle(x + w * 0.72, y + h * 0.55, h * 0.1, paint('moon'), ink, 2 * u);
  else
    svg +=
      rect(x, y + h * 0.75, w, h * 0.25, paint('towerFar')) +
      path(
        `M${n(x + w * 0.15)} ${n(y + h * 0.35)}q${n(w * 0.1)} ${n(-h * 0.12)} ${n(w * 0.2)} 0` +
          `q${n(w * 0.1)} ${n(-h * 0.1)} ${n(w * 0.18)} 0z`,
        paint('cloud'),
        ink,
        2 * u,
      );
  if (blinds) {
    let slats = '';
    for (let i = 1; i < 10; i++) slats += `M${n(x)} ${n(y + (h * i) / 10)}h${n(w)}`;
    svg +=
      rect(x, y, w, h * d.range(0.3, 0.5), paint('paper')) +
      `<path d="${slats}" stroke="${ink}" stroke-width="${n(1.6 * u)}"/>`;
  }
  svg +=
    line(x + w / 2, y, x + w / 2, y + h, ink, 4 * u, 'butt') + line(x, y + h / 2, x + w, y + h / 2, ink, 4 * u, 'butt');
  svg += rect(x - w * 0.05, y + h, w * 1.1, h * 0.05, paint('woodLight'), ink, 2.5 * u);
  if (curtains) {
    const cw = w * 0.28;
    svg += path(
      `M${n(x - cw * 0.6)} ${n(y - h * 0.08)}h${n(cw)}` +
        `q${n(-cw * 0.3)} ${n(h * 0.6)} ${n(cw * 0.1)} ${n(h * 1.15)}h${n(-cw)}z`,
      paint('red'),
      ink,
      2.5 * u,
    );
    svg += path(
      `M${n(x + w + cw * 0.6)} ${n(y - h * 0.08)}h${n(-cw)}` +
        `q${n(cw * 0.3)} ${n(h * 0.6)} ${n(-cw * 0.1)} ${n(h * 1.15)}h${n(cw)}z`,
      paint('red'),
      ink,
      2.5 * u,
    );
    svg += line(x - w * 0.15, y - h * 0.08, x + w * 1.15, y - h * 0.08, ink, 4 * u);
  }
  return svg;
}

function door(c: SceneContext, r: Room): string {
  const { paint, u, d, H } = c;
  const ink = paint('ink');
  // On a side wall, in perspective: a trapezoid along the wall.
  const leftSide = c.focusX > c.W / 2 ? true : d.chance(0.5);
  const wallX = leftSide ? r.left : r.right;
  const edge = leftSide ? 0 : c.W;
  const at = (t: number, v: number) => {
    // t: 0 at the back wall, 1 at the panel edge; v: 0 floor, 1 top of the door.
    const x = wallX + (edge - wallX) * t;
    const floorY = r.floor + (H * 1.1 - r.floor) * t;
    const topY = r.floor - (r.floor - r.top) * 0.72 - (r.floor - r.top) * 0.5 * t;
    return { x, y: floorY + (topY - floorY) * v * 0.8 };
  };
  const t0 = 0.12;
  const t1 = 0.42;
  let svg = polygon([at(t0, 0), at(t0, 1), at(t1, 1), at(t1, 0)], paint('wood'), ink, 3 * u);
  svg += polygon(
    [at(t0 + 0.04, 0.55), at(t0 + 0.04, 0.92), at(t1 - 0.05, 0.92), at(t1 - 0.05, 0.55)],
    paint('woodLight'),
    ink,
    2 * u,
  );
  const knob = at(leftSide ? t1 - 0.04 : t0 + 0.04, 0.45);
  return svg + circle(knob.x, knob.y, H * 0.008, paint('yellow'), ink, 1.5 * u);
}

function shelves(
  c: SceneContext,
  x: number,
  y: number,
  w: number,
  h: number,
  item: 'books' | 'goods' | 'flasks',
): string {
  const { paint, u, d, H } = c;
  const ink = paint('ink');
  let svg = rect(x, y, w, h, paint('wood'), ink, 3 * u);
  const rows = Math.max(2, Math.round(h / (H * 0.09)));
  const colours = [paint('red'), paint('blue'), paint('yellow'), paint('leaves'), paint('paper'), paint('planet')];
  for (let i = 0; i < rows; i++) {
    const sy = y + (h * i) / rows + h * 0.02;
    const sh = h / rows - h * 0.04;
    svg += rect(x + w * 0.03, sy, w * 0.94, sh, paint('wallShade'));
    let cx = x + w * 0.04;
    while (cx < x + w * 0.94) {
      const iw = item === 'books' ? sh * d.range(0.12, 0.22) : sh * d.range(0.35, 0.6);
      if (cx + iw > x + w * 0.96) break;
      const ih = sh * (item === 'books' ? d.range(0.7, 0.95) : d.range(0.5, 0.85));
      const colour = d.pick(colours);
      if (item === 'flasks') {
        svg += path(
          `M${n(cx + iw * 0.35)} ${n(sy + sh - ih)}h${n(iw * 0.3)}v${n(ih * 0.35)}` +
            `l${n(iw * 0.35)} ${n(ih * 0.65)}h${n(-iw)}l${n(iw * 0.35)} ${n(-ih * 0.65)}z`,
          colour,
          ink,
          1.8 * u,
        );
      } else {
        svg += rect(cx, sy + sh - ih, iw, ih, colour, ink, 1.8 * u);
      }
      cx += iw + (item === 'books' ? 0 : sh * 0.08);
    }
    svg += rect(x, sy + sh, w, h * 0.03, paint('woodLight'), ink, 2 * u);
  }
  return svg;
}

function furnish(c: SceneContext, r: Room, kind: RoomKind): string {
  const { paint, u, d, H } = c;
  const ink = paint('ink');
  const bw = r.right - r.left;
  const wallH = r.floor - r.top;
  const winW = bw * d.range(0.26, 0.34);
  const winH = wallH * 0.32;
  const winY = r.top + wallH * 0.3;
  const winLeft = d.chance(0.5);
  const winX = winLeft ? r.left + bw * 0.1 : r.right - bw * 0.1 - winW;
  const otherX = winLeft ? r.right - bw * 0.1 : r.left + bw * 0.1;
  let svg = '';
  switch (kind) {
    case 'kitchen': {
      svg += windowFrame(c, winX, winY, winW, winH);
      // Wall cabinets above a counter running along the back wall.
      const cy = r.top + wallH * 0.22;
      for (let i = 0; i < 4; i++) {
        const x = r.left + bw * 0.04 + i * bw * 0.12;
        const x2 = winLeft ? r.right - bw * 0.52 + i * bw * 0.12 : x;
        svg +=
          rect(x2, cy, bw * 0.11, wallH * 0.2, paint('woodLight'), ink, 2.5 * u) +
          circle(x2 + bw * 0.09, cy + wallH * 0.17, H * 0.005, ink);
      }
      const top = r.floor - wallH * 0.22;
      svg +=
        rect(r.left, top, bw, wallH * 0.22, paint('wood'), ink, 3 * u) +
        rect(r.left - bw * 0.01, top - wallH * 0.03, bw * 1.02, wallH * 0.03, paint('concrete'), ink, 2.5 * u);
      // A pan on the hob and a kettle.
      const px = winLeft ? r.right - bw * 0.3 : r.left + bw * 0.2;
      svg +=
        path(
          `M${n(px)} ${n(top - wallH * 0.03)}h${n(bw * 0.1)}v${n(-wallH * 0.06)}h${n(-bw * 0.1)}z`,
          paint('metal'),
          ink,
          2.5 * u,
        ) + line(px + bw * 0.1, top - wallH * 0.07, px + bw * 0.17, top - wallH * 0.08, ink, 4 * u);
      break;
    }
    case 'office': {
      svg += windowFrame(c, winX, winY - wallH * 0.05, winW * 1.3, winH * 1.2, true);
      svg += rect(
        otherX - bw * 0.12 * (winLeft ? 1 : 0),
        r.floor - wallH * 0.4,
        bw * 0.12,
        wallH * 0.4,
        paint('metal'),
        ink,
        3 * u,
      );
      for (let i = 0; i < 3; i++)
        svg += line(
          otherX - bw * (winLeft ? 0.1 : -0.02),
          r.floor - wallH * (0.32 - i * 0.12),
          otherX - bw * (winLeft ? 0.02 : -0.1),
          r.floor - wallH * (0.32 - i * 0.12),
          ink,
          3 * u,
        );
      svg += clock(c, (r.left + r.right) / 2, r.top + wallH * 0.15, wallH * 0.06);
      break;
    }
    case 'hospital': {
      svg += windowFrame(c, winX, winY, winW, winH, true);
      // A red cross sign and a bed along the back wall, a curtain rail.
      const sx = otherX - (winLeft ? bw * 0.08 : 0);
      svg += rect(sx, r.top + wallH * 0.25, bw * 0.08, bw * 0.08, paint('paper'), ink, 2.5 * u);
      svg +=
        rect(sx + bw * 0.03, r.top + wallH * 0.25 + bw * 0.012, bw * 0.02, bw * 0.056, paint('red')) +
        rect(sx + bw * 0.012, r.top + wallH * 0.25 + bw * 0.03, bw * 0.056, bw * 0.02, paint('red'));
      const bx = winLeft ? r.left + bw * 0.5 : r.left + bw * 0.1;
      svg +=
        rect(bx, r.floor - wallH * 0.3, bw * 0.4, wallH * 0.14, paint('paper'), ink, 3 * u) +
        rect(bx, r.floor - wallH * 0.4, bw * 0.03, wallH * 0.4, paint('metal'), ink, 2.5 * u);
      svg += rect(bx + bw * 0.04, r.floor - wallH * 0.36, bw * 0.1, wallH * 0.06, paint('paper'), ink, 2.5 * u);
      svg += line(r.left, r.top + wallH * 0.08, r.right, r.top + wallH * 0.08, ink, 3 * u);
      break;
    }
    case 'school': {
      const bx = r.left + bw * 0.12;
      svg += rect(bx, r.top + wallH * 0.22, bw * 0.76, wallH * 0.36, paint('board'), paint('woodLight'), 8 * u);
      // Chalk: sums and scribbles, no words.
      let chalk = '';
      for (let i = 0; i < 3; i++) {
        const y = r.top + wallH * (0.3 + i * 0.09);
        const x0 = bx + bw * (0.06 + d.range(0, 0.08));
        chalk +=
          `M${n(x0)} ${n(y)}l${n(bw * 0.03)} ${n(-wallH * 0.03)}m${n(bw * 0.02)} 0` +
          `l${n(-bw * 0.03)} ${n(wallH * 0.03)}m${n(bw * 0.05)} ${n(-wallH * 0.015)}h${n(bw * 0.03)}` +
          `m${n(-bw * 0.015)} ${n(-wallH * 0.015)}v${n(wallH * 0.03)}`;
        chalk +=
          `M${n(x0 + bw * 0.2)} ${n(y)}q${n(bw * 0.05)} ${n(-wallH * 0.05)} ${n(bw * 0.1)} 0` +
          `t${n(bw * 0.1)} 0t${n(bw * 0.1)} 0`;
      }
      svg += path(chalk, 'none', paint('paper'), 3 * u);
      svg += clock(c, (r.left + r.right) / 2, r.top + wallH * 0.1, wallH * 0.05);
      break;
    }
    case 'shop': {
      svg += shelves(c, r.left + bw * 0.04, r.top + wallH * 0.2, bw * 0.42, wallH * 0.62, 'goods');
      svg += shelves(c, r.left + bw * 0.54, r.top + wallH * 0.2, bw * 0.42, wallH * 0.62, 'goods');
      break;
    }
    case 'library': {
      svg += shelves(c, r.left + bw * 0.02, r.top + wallH * 0.1, bw * 0.46, wallH * 0.78, 'books');
      svg += shelves(c, r.left + bw * 0.52, r.top + wallH * 0.1, bw * 0.46, wallH * 0.78, 'books');
      break;
    }
    case 'cafe': {
      svg += windowFrame(c, winX, winY, winW, winH);
      const mx = otherX - (winLeft ? bw * 0.24 : 0);
      svg += rect(mx, r.top + wallH * 0.2, bw * 0.24, wallH * 0.34, paint('board'), paint('wood'), 6 * u);
      let lines = '';
      for (let i = 0; i < 4; i++)
        lines += `M${n(mx + bw * 0.03)} ${n(r.top + wallH * (0.27 + i * 0.07))}h${n(bw * d.range(0.1, 0.17))}`;
      svg += path(lines, 'none', paint('paper'), 3 * u);
      for (let i = 0; i < 3; i++) {
        const lx = r.left + bw * (0.2 + i * 0.3);
        svg +=
          line(lx, r.top - H * 0.2, lx, r.top + wallH * 0.1, ink, 2 * u) +
          path(
            `M${n(lx - bw * 0.04)} ${n(r.top + wallH * 0.16)}` +
              `Q${n(lx)} ${n(r.top + wallH * 0.02)} ${n(lx + bw * 0.04)} ${n(r.top + wallH * 0.16)}Z`,
            paint('red'),
            ink,
            2.5 * u,
          );
      }
      break;
    }
    case 'lab': {
      svg += shelves(c, r.left + bw * 0.04, r.top + wallH * 0.15, bw * 0.4, wallH * 0.45, 'flasks');
      const bx = r.left + bw * 0.52;
      svg += rect(bx, r.top + wallH * 0.2, bw * 0.42, wallH * 0.32, paint('paper'), ink, 4 * u);
      let formula = '';
      for (let i = 0; i < 3; i++)
        formula +=
          `M${n(bx + bw * 0.04)} ${n(r.top + wallH * (0.28 + i * 0.08))}` +
          `q${n(bw * 0.03)} ${n(-wallH * 0.04)} ${n(bw * 0.06)} 0t${n(bw * 0.06)} 0m${n(bw * 0.04)} 0` +
          `h${n(bw * 0.05)}m${n(bw * 0.03)} 0q${n(bw * 0.03)} ${n(wallH * 0.04)} ${n(bw * 0.06)} 0`;
      svg += path(formula, 'none', paint('blue'), 3 * u);
      break;
    }
    case 'home': {
      svg += windowFrame(c, winX, winY, winW, winH, false, true);
      // A framed picture and a lamp on a sideboard.
      const px = otherX - (winLeft ? bw * 0.16 : 0);
      svg += rect(px, r.top + wallH * 0.3, bw * 0.16, wallH * 0.16, paint('woodLight'), ink, 3 * u);
      svg += rect(px + bw * 0.015, r.top + wallH * 0.315, bw * 0.13, wallH * 0.13, paint('sky'));
      svg += path(
        `M${n(px + bw * 0.015)} ${n(r.top + wallH * 0.445)}l${n(bw * 0.05)} ${n(-wallH * 0.08)}` +
          `l${n(bw * 0.03)} ${n(wallH * 0.04)}l${n(bw * 0.05)} ${n(-wallH * 0.05)}v${n(wallH * 0.09)}z`,
        paint('hill'),
      );
      const sx = px - bw * 0.02;
      svg += rect(sx, r.floor - wallH * 0.2, bw * 0.2, wallH * 0.2, paint('wood'), ink, 3 * u);
      svg += path(
        `M${n(sx + bw * 0.06)} ${n(r.floor - wallH * 0.2)}l${n(bw * 0.015)} ${n(-wallH * 0.12)}` +
          `h${n(bw * 0.02)}l${n(bw * 0.015)} ${n(wallH * 0.12)}z`,
        paint('metal'),
        ink,
        2 * u,
      );
      svg += path(
        `M${n(sx + bw * 0.05)} ${n(r.floor - wallH * 0.32)}l${n(bw * 0.015)} ${n(-wallH * 0.08)}` +
          `h${n(bw * 0.04)}l${n(bw * 0.015)} ${n(wallH * 0.08)}z`,
        paint('yellow'),
        ink,
        2 * u,
      );
      break;
    }
  }
  if (kind === 'home' || kind === 'hospital' || kind === 'school' || kind === 'office') svg += door(c, r);
  return svg;
}

function clock(c: SceneContext, x: number, y: number, r: number): string {
  const { paint, u } = c;
  const ink = paint('ink');
  return (
    circle(x, y, r, paint('paper'), ink, 3 * u) +
    line(x, y, x, y - r * 0.7, ink, 3 * u) +
    line(x, y, x + r * 0.5, y + r * 0.1, ink, 3 * u)
  );
}
