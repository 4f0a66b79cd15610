// What stands in front of the figures in wide shots and hides where a cut-out figure ends: a table or a
// counter indoors, a low wall in the street, a boat's rail or a dune by the sea, bushes in a park, the
// audience's heads in a theatre, a lunar ridge in space. It runs the panel's whole width from `top` down.
import { skyColours, type SceneContext } from '../sceneContext';
import { circle, ellipse, line, n, path, polygon, rect } from '../../artKit/svg';

export function foreground(c: SceneContext, top: number, kind: string): string {
  switch (kind) {
    case 'room':
      return table(c, top);
    case 'city':
      return lowWall(c, top);
    case 'sea':
      return c.reading.variant === 'boat'
        ? boatRail(c, top)
        : c.reading.variant === 'harbour'
          ? quay(c, top)
          : dune(c, top);
    case 'nature':
      return bushes(c, top);
    case 'stage':
      return c.reading.variant === 'stadium' ? barrier(c, top) : audience(c, top);
    case 'space':
      return lunarRidge(c, top);
    case 'sky':
    case 'night':
      return hillock(c, top);
    default:
      return plainGround(c, top);
  }
}

function table(c: SceneContext, top: number): string {
  const { W, H, paint, u, d, reading } = c;
  const ink = paint('ink');
  const depth = H * 0.07;
  const surface =
    reading.room === 'hospital' || reading.room === 'lab'
      ? 'metal'
      : reading.room === 'kitchen' || reading.room === 'shop'
        ? 'concrete'
        : 'woodLight';
  let svg = polygon(
    [
      { x: -W * 0.05, y: top + depth },
      { x: W * 0.08, y: top },
      { x: W * 0.92, y: top },
      { x: W * 1.05, y: top + depth },
    ],
    paint(surface),
    ink,
    4 * u,
  );
  svg += rect(-10, top + depth, W + 20, H - top - depth + 10, paint('wood'), ink, 4 * u);
  svg += line(0, top + depth + H * 0.03, W, top + depth + H * 0.03, paint('floorLine'), 2 * u);
  // A few things on it, away from the middle of the action.
  const side = c.focusX < W / 2 ? 1 : -1;
  const x = c.focusX + side * W * d.range(0.25, 0.35);
  if (x > W * 0.05 && x < W * 0.95) {
    const s = depth * 1.2;
    if (d.chance(0.5)) {
      svg +=
        path(`M${n(x - s * 0.4)} ${n(top + depth * 0.5)}v${n(-s)}h${n(s * 0.8)}v${n(s)}z`, paint('paper'), ink, 3 * u) +
        path(
          `M${n(x + s * 0.4)} ${n(top + depth * 0.5 - s * 0.8)}q${n(s * 0.35)} ${n(s * 0.3)} 0 ${n(s * 0.6)}`,
          'none',
          ink,
          3 * u,
        );
    } else {
      svg +=
        rect(x - s * 0.9, top + depth * 0.5 - s * 0.35, s * 1.8, s * 0.35, paint('red'), ink, 3 * u) +
        rect(x - s * 0.8, top + depth * 0.5 - s * 0.62, s * 1.6, s * 0.27, paint('blue'), ink, 3 * u);
    }
  }
  return svg;
}

function lowWall(c: SceneContext, top: number): string {
  const { W, H, paint, u } = c;
  const ink = paint('ink');
  let svg = rect(-10, top + H * 0.03, W + 20, H, paint('brick'), ink, 4 * u);
  svg += rect(-10, top, W + 20, H * 0.035, paint('concrete'), ink, 4 * u);
  let joints = '';
  const bh = H * 0.045;
  const bw = bh * 2.4;
  for (let row = 0, y = top + H * 0.035; y < H; row++, y += bh) {
    joints += `M0 ${n(y)}H${n(W)}`;
    for (let x = row % 2 ? bw / 2 : 0; x < W; x += bw) joints += `M${n(x)} ${n(y)}v${n(bh)}`;
  }
  return `${svg}<path d="${joints}" stroke="${ink}" stroke-width="${n(2 * u)}" opacity="0.8"/>`;
}

function boatRail(c: SceneContext, top: number): string {
  const { W, H, paint, u } = c;
  const ink = paint('ink');
  const sag = H * 0.04;
  let svg = path(
    `M-10 ${n(top)}Q${n(W / 2)} ${n(top + sag * 2)} ${n(W + 10)} ${n(top)}V${n(H + 10)}H-10Z`,
    paint('wood'),
    ink,
    4 * u,
  );
  svg += path(
    `M-10 ${n(top)}Q${n(W / 2)} ${n(top + sag * 2)} ${n(W + 10)} ${n(top)}`,
    'none',
    paint('woodLight'),
    H * 0.03,
  );
  svg += path(`M-10 ${n(top)}Q${n(W / 2)} ${n(top + sag * 2)} ${n(W + 10)} ${n(top)}`, 'none', ink, 3 * u);
  let planks = '';
  for (let k = 1; k < 5; k++) {
    const y = top + H * 0.05 + k * (H - top) * 0.2;
    planks += `M-10 ${n(y)}Q${n(W / 2)} ${n(y + sag * 2)} ${n(W + 10)} ${n(y)}`;
  }
  svg += `<path d="${planks}" fill="none" stroke="${ink}" stroke-width="${n(2 * u)}"/>`;
  // A life ring on the rail.
  const x = c.focusX < W / 2 ? W * 0.8 : W * 0.2;
  const r = H * 0.07;
  svg +=
    circle(x, top + H * 0.1 + r, r, paint('paper'), ink, 3 * u) +
    circle(x, top + H * 0.1 + r, r * 0.5, paint('wood'), ink, 3 * u);
  return (
    svg +
    `<path d="M${n(x - r)} ${n(top + H * 0.1 + r)}h${n(r * 0.5)}M${n(x + r * 0.5)} ${n(top + H * 0.1 + r)}` +
    `h${n(r * 0.5)}" stroke="${paint('red')}" stroke-width="${n(r * 0.3)}"/>`
  );
}

function quay(c: SceneContext, top: number): string {
  const { W, H, paint, u } = c;
  const ink = paint('ink');
  let svg = rect(-10, top, W + 20, H, paint('stone'), ink, 4 * u);
  let joints = '';
  const bh = H * 0.06;
  for (let row = 0, y = top + bh; y < H; row++, y += bh) {
    joints += `M0 ${n(y)}H${n(W)}`;
    for (let x = row % 2 ? bh * 1.5 : 0; x < W; x += bh * 3) joints += `M${n(x)} ${n(y)}v${n(bh)}`;
  }
  svg += `<path d="${joints}" stroke="${ink}" stroke-width="${n(2 * u)}" opacity="0.7"/>`;
  const bx = c.focusX < W / 2 ? W * 0.82 : W * 0.18;
  svg += path(
    `M${n(bx - H * 0.04)} ${n(top)}v${n(-H * 0.06)}q${n(H * 0.04)} ${n(-H * 0.03)} ${n(H * 0.08)} 0v${n(H * 0.06)}z`,
    paint('ink'),
  );
  return svg;
}

function dune(c: SceneContext, top: number): string {
  const { W, H, paint, u, d } = c;
  const ink = paint('ink');
  const a = H * 0.03;
  let svg = path(
    `M-10 ${n(top + a)}Q${n(W * 0.25)} ${n(top - a)} ${n(W * 0.5)} ${n(top + a * 0.5)}` +
      `T${n(W + 10)} ${n(top)}V${n(H + 10)}H-10Z`,
    paint('sand'),
    ink,
    4 * u,
  );
  let grass = '';
  for (let i = 0; i < 14; i++) {
    const x = d.range(0, W);
    const y = top + a + d.range(0, H * 0.05);
    const s = H * 0.05;
    grass +=
      `M${n(x)} ${n(y)}q${n(-s * 0.2)} ${n(-s * 0.6)} ${n(-s * 0.5)} ${n(-s)}M${n(x)} ${n(y)}` +
      `q${n(s * 0.05)} ${n(-s * 0.7)} ${n(s * 0.1)} ${n(-s * 1.2)}M${n(x)} ${n(y)}` +
      `q${n(s * 0.3)} ${n(-s * 0.5)} ${n(s * 0.6)} ${n(-s * 0.8)}`;
  }
  svg += path(grass, 'none', paint('grassDark'), 3 * u);
  let ripples = '';
  for (let i = 0; i < 10; i++)
    ripples += `M${n(d.range(0, W))} ${n(top + d.range(0.1, 0.9) * (H - top))}h${n(H * 0.04)}`;
  return svg + path(ripples, 'none', paint('woodLight'), 3 * u);
}

function bushes(c: SceneContext, top: number): string {
  const { W, H, paint, u, d } = c;
  const ink = paint('ink');
  const r = H * 0.07;
  let outline = '';
  let light = '';
  for (let x = -r * 0.5; x < W + r; x += r * 1.1) {
    const y = top + r * 0.9 + d.range(-0.25, 0.25) * r;
    const rr = r * d.range(0.9, 1.25);
    outline += circle(x, y, rr, paint('leaves'), ink, 3 * u);
    light += circle(x - rr * 0.3, y - rr * 0.3, rr * 0.35, paint('leavesLight'));
  }
  let svg =
    rect(-10, top + r, W + 20, H, paint('leaves')) +
    outline +
    rect(-10, top + r * 1.4, W + 20, H, paint('leaves')) +
    light;
  if (c.reading.variant === 'garden' || d.chance(0.4)) {
    for (let i = 0; i < 8; i++)
      svg += circle(
        d.range(0, W),
        top + r * d.range(0.5, 2),
        H * 0.012,
        paint(d.pick(['red', 'yellow', 'paper'] as const)),
        ink,
        2 * u,
      );
  }
  return svg;
}

function audience(c: SceneContext, top: number): string {
  const { W, H, paint, u, d } = c;
  // The stage's front edge, then heads and shoulders of the audience in the dark.
  let svg = rect(-10, top, W + 20, H * 0.03, paint('wood'), paint('ink'), 3 * u);
  let heads = '';
  const r = H * 0.06;
  for (let x = -r; x < W + r; x += r * d.range(1.9, 2.3)) {
    const y = top + r * 1.9 + d.range(-0.2, 0.2) * r;
    heads +=
      `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 1.15)} 0 1 0 ${n(2 * r)} 0` +
      `a${n(r)} ${n(r * 1.15)} 0 1 0 ${n(-2 * r)} 0Z`;
    heads +=
      `M${n(x - r * 2)} ${n(H + 10)}Q${n(x - r * 2)} ${n(y + r * 0.9)} ${n(x)} ${n(y + r * 0.9)}` +
      `Q${n(x + r * 2)} ${n(y + r * 0.9)} ${n(x + r * 2)} ${n(H + 10)}Z`;
  }
  svg +=
    path(heads, paint('crowd'), c.look === 'grayscale' ? paint('paper') : paint('ink'), 2.5 * u) +
    path(heads, paint('crowd'));
  return svg;
}

function barrier(c: SceneContext, top: number): string {
  const { W, H, paint, u } = c;
  const ink = paint('ink');
  let svg = rect(-10, top, W + 20, H, paint('blue'), ink, 4 * u);
  const band = H * 0.05;
  svg += rect(-10, top + band * 0.6, W + 20, band, paint('paper'), ink, 2.5 * u);
  let stars = '';
  for (let x = band; x < W; x += band * 2.5)
    stars += `M${n(x)} ${n(top + band * 0.75)}l${n(band * 0.2)} ${n(band * 0.35)}l${n(-band * 0.4)} 0z`;
  return svg + path(stars, paint('red'));
}

function lunarRidge(c: SceneContext, top: number): string {
  const { W, H, paint, u, d } = c;
  const ink = paint('ink');
  let svg = path(
    `M-10 ${n(top + H * 0.02)}L${n(W * 0.2)} ${n(top - H * 0.01)}L${n(W * 0.45)} ${n(top + H * 0.015)}` +
      `L${n(W * 0.7)} ${n(top - H * 0.015)}L${n(W + 10)} ${n(top + H * 0.01)}V${n(H + 10)}H-10Z`,
    paint('stone'),
    ink,
    4 * u,
  );
  for (let i = 0; i < 6; i++) {
    const x = d.range(0, W);
    const y = top + d.range(0.15, 0.8) * (H - top);
    const r = H * d.range(0.02, 0.05);
    svg += ellipse(x, y, r, r * 0.35, paint('shadow'), ink, 2.5 * u);
  }
  return svg;
}

function hillock(c: SceneContext, top: number): string {
  const { W, H, paint, u, reading } = c;
  const fill = reading.night ? paint('grassDark') : paint('grass');
  const svg = path(
    `M-10 ${n(top + H * 0.04)}Q${n(W * 0.5)} ${n(top - H * 0.05)} ${n(W + 10)} ${n(top + H * 0.04)}V${n(H + 10)}H-10Z`,
    fill,
    paint('ink'),
    4 * u,
  );
  let tufts = '';
  for (let x = W * 0.03; x < W; x += W * 0.07) {
    const y = top + H * 0.06 + Math.sin(x) * H * 0.01;
    tufts += `M${n(x - H * 0.015)} ${n(y - H * 0.02)}L${n(x)} ${n(y)}L${n(x + H * 0.012)} ${n(y - H * 0.025)}`;
  }
  return svg + path(tufts, 'none', reading.night ? paint('nightLow') : paint('grassDark'), 3 * u);
}

function plainGround(c: SceneContext, top: number): string {
  const { W, H, paint, u } = c;
  const sky = skyColours(c);
  return path(
    `M-10 ${n(top + H * 0.03)}Q${n(W * 0.5)} ${n(top - H * 0.03)} ${n(W + 10)} ${n(top + H * 0.03)}V${n(H + 10)}H-10Z`,
    c.look === 'grayscale' ? paint('shadow') : sky.dark ? paint('nightLow') : paint('red'),
    paint('ink'),
    4 * u,
  );
}
