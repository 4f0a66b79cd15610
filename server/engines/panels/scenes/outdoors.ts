// Outdoor scenes: the sky by day, at sunset and at night, hills, trees, mountains, the sea and the shore,
// and outer space. Drawn in flat colours with ink outlines, as a penciller and colourist would.
import type { ColourName } from '../palette';
import { light, skyColours, type SceneContext } from '../sceneContext';
import { circle, cloudPath, ellipse, line, n, path, polygon, rect, sparkle } from '../../artKit/svg';

/** The sky down to the horizon (and a little below, under whatever stands there). */
export function sky(c: SceneContext, bottom = c.horizon + c.H * 0.05): string {
  const { W, d } = c;
  const colours = skyColours(c);
  // Posterised, as colourists laid a sky: a deeper band on top, a paler one down to the horizon.
  let svg = rect(0, 0, W, bottom, colours.low) + rect(0, 0, W, bottom * 0.42, colours.high);
  if (colours.dark) svg += light(c, stars(c, bottom) + moon(c));
  else if (c.reading.rain) svg += clouds(c, bottom, 'stone');
  else {
    if (c.reading.sunset) svg += sun(c, c.horizon, c.H * 0.11);
    else if (d.chance(0.6)) svg += sun(c, c.horizon * d.range(0.2, 0.45), c.H * 0.07);
    svg += clouds(c, bottom);
  }
  return svg + (c.reading.night || c.reading.rain ? '' : birds(c));
}

function sun(c: SceneContext, y: number, r: number): string {
  const { W, d, paint, u } = c;
  const x = d.chance(0.5) ? W * d.range(0.12, 0.3) : W * d.range(0.7, 0.88);
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + d.range(0, 0.2);
    rays += line(
      x + Math.cos(a) * r * 1.25,
      y + Math.sin(a) * r * 1.25,
      x + Math.cos(a) * r * 1.6,
      y + Math.sin(a) * r * 1.6,
      paint('ink'),
      2.5 * u,
    );
  }
  return rays + circle(x, y, r, paint('sun'), paint('ink'), 3 * u);
}

function clouds(c: SceneContext, bottom: number, colour: ColourName = 'cloud'): string {
  const { W, d, paint, u } = c;
  let svg = '';
  const count = d.int(2, 4);
  for (let i = 0; i < count; i++) {
    const w = c.H * d.range(0.22, 0.42);
    const x = W * ((i + d.range(0.2, 0.8)) / count);
    const y = bottom * d.range(0.15, 0.55);
    svg += path(cloudPath(x, y, w, w * 0.32, d.int(3, 5)), paint(colour), paint('ink'), 3 * u);
  }
  return svg;
}

function birds(c: SceneContext): string {
  const { W, d, paint, u } = c;
  if (!d.chance(0.5)) return '';
  let dPath = '';
  const x0 = W * d.range(0.2, 0.8);
  const y0 = c.horizon * d.range(0.2, 0.5);
  for (let i = 0; i < d.int(2, 4); i++) {
    const x = x0 + i * c.H * 0.05 + d.range(-10, 10) * u;
    const y = y0 + d.range(-1, 1) * c.H * 0.04;
    const s = c.H * 0.015;
    dPath +=
      `M${n(x - s)} ${n(y - s * 0.4)}Q${n(x - s * 0.4)} ${n(y - s * 0.7)} ${n(x)} ${n(y)}` +
      `Q${n(x + s * 0.4)} ${n(y - s * 0.7)} ${n(x + s)} ${n(y - s * 0.4)}`;
  }
  return path(dPath, 'none', paint('ink'), 2.5 * u);
}

function stars(c: SceneContext, bottom: number): string {
  const { W, d, paint } = c;
  let big = '';
  let small = '';
  const count = Math.round((W * bottom) / 9000);
  for (let i = 0; i < count; i++) {
    const x = d.range(0, W);
    const y = d.range(0, bottom * 0.95);
    if (d.chance(0.18)) big += sparkle(x, y, c.H * d.range(0.008, 0.018));
    else small += `M${n(x)} ${n(y)}h0.1`;
  }
  return (
    path(big, paint('star')) +
    `<path d="${small}" stroke="${paint('star')}" stroke-width="${n(c.H * 0.005)}" stroke-linecap="round"/>`
  );
}

function moon(c: SceneContext): string {
  const { W, d, paint, u } = c;
  const r = c.H * d.range(0.06, 0.09);
  const x = d.chance(0.5) ? W * d.range(0.12, 0.3) : W * d.range(0.7, 0.88);
  const y = c.horizon * d.range(0.25, 0.45);
  const craters = [0.3, -0.35, 0.05].map((k, i) =>
    circle(x + k * r, y + (i - 1) * 0.35 * r, r * (0.12 + 0.06 * i), paint('hillFar')),
  );
  const glow = circle(x, y, r * 1.35, 'none', paint('moon'), 2 * u);
  return glow + circle(x, y, r, paint('moon'), paint('ink'), 3 * u) + craters.join('');
}

/** Rolling hills across the panel with their tops near `y`. */
function hills(c: SceneContext, y: number, fill: string, amplitude: number, waves: number, outline = true): string {
  const { W, H, d, paint, u } = c;
  const phase = d.range(0, Math.PI * 2);
  let dPath = `M0 ${n(H)}L0 ${n(y)}`;
  const steps = 24;
  for (let i = 1; i <= steps; i++) {
    const x = (W * i) / steps;
    dPath += `L${n(x)} ${n(y - amplitude * (0.5 + 0.5 * Math.sin(phase + (i / steps) * waves * Math.PI * 2)))}`;
  }
  dPath += `L${n(W)} ${n(H)}Z`;
  return path(dPath, fill, outline ? paint('ink') : undefined, 3 * u);
}

/** A round-topped tree (park, garden) standing at (x, base). */
function roundTree(c: SceneContext, x: number, base: number, h: number): string {
  const { paint, u, d } = c;
  const crown = h * 0.62;
  const trunk = rect(x - h * 0.05, base - h * 0.5, h * 0.1, h * 0.5, paint('trunk'), paint('ink'), 3 * u);
  let blobs = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + d.range(0, 0.6);
    blobs += circle(
      x + Math.cos(a) * crown * 0.28,
      base - h * 0.62 + Math.sin(a) * crown * 0.2,
      crown * d.range(0.26, 0.34),
      paint('leaves'),
      paint('ink'),
      3 * u,
    );
  }
  const top = circle(x, base - h * 0.66, crown * 0.33, paint('leaves'));
  const light = circle(x - crown * 0.12, base - h * 0.72, crown * 0.16, paint('leavesLight'));
  return trunk + blobs + top + light;
}

/** A pine (forest, mountain) standing at (x, base). */
function pine(c: SceneContext, x: number, base: number, h: number, fill?: string): string {
  const { paint, u } = c;
  const w = h * 0.42;
  let tiers = rect(x - h * 0.03, base - h * 0.18, h * 0.06, h * 0.18, paint('trunk'), paint('ink'), 2.5 * u);
  for (let i = 0; i < 3; i++) {
    const top = base - h * (0.45 + i * 0.2) - h * 0.12;
    const bottom = base - h * (0.12 + i * 0.22);
    const half = w * (1 - i * 0.25) * 0.5;
    tiers += polygon(
      [
        { x, y: top },
        { x: x + half, y: bottom },
        { x: x - half, y: bottom },
      ],
      fill ?? paint('leaves'),
      paint('ink'),
      2.5 * u,
    );
  }
  return tiers;
}

/** Grass tufts scattered on the ground below `top`. */
function grassTufts(c: SceneContext, top: number, bottom: number, count: number): string {
  const { W, d, paint, u } = c;
  let dPath = '';
  for (let i = 0; i < count; i++) {
    const x = d.range(0, W);
    const y = d.range(top, bottom);
    const s = (c.H * 0.012 * (y - top + c.H * 0.1)) / (c.H * 0.3);
    dPath +=
      `M${n(x - s)} ${n(y - s * 1.4)}L${n(x)} ${n(y)}L${n(x + s * 0.2)} ${n(y - s * 1.8)}M${n(x)} ${n(y)}` +
      `L${n(x + s)} ${n(y - s * 1.3)}`;
  }
  return path(dPath, 'none', paint('grassDark'), 2.5 * u);
}

export function nature(c: SceneContext): string {
  const { W, H, horizon, d, paint, reading } = c;
  let svg = sky(c);
  const dark = reading.night;
  if (reading.variant === 'mountain') {
    // Peaks with snowcaps behind rolling foothills.
    let peaks = '';
    const count = d.int(2, 4);
    for (let i = 0; i < count; i++) {
      const x = W * ((i + d.range(0.1, 0.9)) / count);
      const h = H * d.range(0.28, 0.45);
      const half = h * d.range(0.8, 1.2);
      const top = horizon - h;
      peaks += polygon(
        [
          { x, y: top },
          { x: x + half, y: horizon + H * 0.05 },
          { x: x - half, y: horizon + H * 0.05 },
        ],
        paint('mountain'),
        paint('ink'),
        3 * c.u,
      );
      peaks += polygon(
        [
          { x, y: top },
          { x: x + half * 0.3, y: top + h * 0.3 },
          { x: x + half * 0.1, y: top + h * 0.24 },
          { x: x - half * 0.08, y: top + h * 0.32 },
          { x: x - half * 0.3, y: top + h * 0.3 },
        ],
        paint('snow'),
        paint('ink'),
        2.5 * c.u,
      );
    }
    svg += peaks + hills(c, horizon + H * 0.02, paint('hill'), H * 0.05, 1.5);
    for (let i = 0; i < 7; i++)
      svg += pine(c, W * ((i + d.range(0.1, 0.9)) / 7), horizon + H * d.range(0.06, 0.12), H * d.range(0.12, 0.2));
  } else if (reading.variant === 'forest') {
    svg += hills(c, horizon, paint(dark ? 'nightLow' : 'hillFar'), H * 0.04, 1, false);
    // Rows of pines, further ones smaller and paler.
    for (let row = 0; row < 3; row++) {
      const count = 9 - row * 2;
      const base = horizon + H * (0.02 + row * 0.07);
      const h = H * (0.22 + row * 0.12);
      for (let i = 0; i < count; i++) {
        const x = W * ((i + d.range(0, 1)) / count);
        svg += d.chance(0.7)
          ? pine(c, x, base, h * d.range(0.8, 1.2), paint(row === 0 ? 'leavesLight' : 'leaves'))
          : roundTree(c, x, base, h * 0.9);
      }
    }
    svg += rect(0, horizon + H * 0.16, W, H, paint('grass'));
    svg += grassTufts(c, horizon + H * 0.17, H, 30);
  } else {
    // Park or garden: far hills, a lawn, a few round trees, a path, and a fence or a bench.
    svg += hills(c, horizon - H * 0.02, paint('hillFar'), H * 0.06, 1.2, false);
    svg += rect(0, horizon, W, H - horizon, paint('grass'));
    svg += hills(c, horizon + H * 0.01, paint('hill'), H * 0.03, 2);
    const px = c.focusX + d.range(-0.2, 0.2) * W;
    svg += polygon(
      [
        { x: px - W * 0.01, y: horizon + H * 0.03 },
        { x: px + W * 0.01, y: horizon + H * 0.03 },
        { x: px + W * 0.25, y: H },
        { x: px - W * 0.12, y: H },
      ],
      paint('sand'),
      paint('ink'),
      2.5 * c.u,
    );
    const trees = d.int(2, 4);
    for (let i = 0; i < trees; i++) {
      const x = W * ((i + d.range(0.1, 0.9)) / trees);
      svg += roundTree(c, x, horizon + H * d.range(0.02, 0.08), H * d.range(0.3, 0.45));
    }
    if (reading.variant === 'garden') svg += fence(c, horizon + H * 0.12) + flowers(c, horizon + H * 0.15, H);
    svg += grassTufts(c, horizon + H * 0.05, H, 24);
  }
  return svg;
}

function fence(c: SceneContext, base: number): string {
  const { W, H, paint, u } = c;
  const h = H * 0.1;
  let svg =
    rect(0, base - h * 0.75, W, h * 0.12, paint('woodLight'), paint('ink'), 2.5 * u) +
    rect(0, base - h * 0.35, W, h * 0.12, paint('woodLight'), paint('ink'), 2.5 * u);
  const step = H * 0.05;
  for (let x = step / 2; x < W; x += step) {
    svg += polygon(
      [
        { x: x - step * 0.3, y: base },
        { x: x - step * 0.3, y: base - h * 0.9 },
        { x, y: base - h * 1.05 },
        { x: x + step * 0.3, y: base - h * 0.9 },
        { x: x + step * 0.3, y: base },
      ],
      paint('paper'),
      paint('ink'),
      2.5 * u,
    );
  }
  return svg;
}

function flowers(c: SceneContext, top: number, bottom: number): string {
  const { W, d, paint, u, H } = c;
  let svg = '';
  const colours = [paint('red'), paint('yellow'), paint('paper')];
  for (let i = 0; i < 16; i++) {
    const x = d.range(0, W);
    const y = d.range(top, bottom);
    const r = H * 0.012 * (0.6 + (y - top) / (bottom - top));
    svg += circle(x, y, r, d.pick(colours), paint('ink'), 2 * u) + circle(x, y, r * 0.35, paint('yellow'));
  }
  return svg;
}

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

/** Outer space: stars, a ringed planet and a moon, a far galaxy. */
export function space(c: SceneContext): string {
  const { W, H, d, paint, u } = c;
  let svg = rect(0, 0, W, H, paint('space'));
  svg += stars({ ...c, reading: { ...c.reading, night: true } }, H);
  const r = H * d.range(0.22, 0.32);
  const px = c.focusX < W / 2 ? W * d.range(0.72, 0.92) : W * d.range(0.08, 0.28);
  const py = H * d.range(0.18, 0.4);
  const tilt = d.range(-25, -8);
  const ring = (half: 'back' | 'front') =>
    `<g transform="rotate(${n(tilt)} ${n(px)} ${n(py)})">` +
    `<path d="M${n(px - r * 1.7)} ${n(py)}` +
    `A${n(r * 1.7)} ${n(r * 0.38)} 0 0 ${half === 'back' ? 1 : 0} ${n(px + r * 1.7)} ${n(py)}" fill="none" ` +
    `stroke="${paint('yellow')}" stroke-width="${n(r * 0.14)}"/>` +
    `<path d="M${n(px - r * 1.7)} ${n(py)}` +
    `A${n(r * 1.7)} ${n(r * 0.38)} 0 0 ${half === 'back' ? 1 : 0} ${n(px + r * 1.7)} ${n(py)}" fill="none" ` +
    `stroke="${paint('ink')}" stroke-width="${n(3 * u)}"/></g>`;
  svg += ring('back');
  svg += circle(px, py, r, paint('planet'), paint('ink'), 3 * u);
  svg += path(
    `M${n(px - r * 0.7)} ${n(py - r * 0.7)}A${n(r)} ${n(r)} 0 0 0 ${n(px + r * 0.9)} ${n(py + r * 0.45)}` +
      `A${n(r * 1.2)} ${n(r * 1.1)} 0 0 1 ${n(px - r * 0.7)} ${n(py - r * 0.7)}Z`,
    paint('planetShade'),
  );
  for (let i = 0; i < 3; i++)
    svg += ellipse(
      px + d.range(-0.5, 0.3) * r,
      py + (i - 1) * r * 0.35,
      r * d.range(0.3, 0.6),
      r * 0.05,
      paint('planetShade'),
    );
  svg += ring('front');
  const mx = W - px + d.range(-0.1, 0.1) * W;
  const my = H * d.range(0.12, 0.3);
  svg +=
    circle(mx, my, r * 0.28, paint('planetCool'), paint('ink'), 2.5 * u) +
    circle(mx + r * 0.08, my - r * 0.05, r * 0.06, paint('water'));
  // A comet streaking past.
  const cx = W * d.range(0.3, 0.7);
  const cy = H * d.range(0.1, 0.25);
  svg +=
    path(
      `M${n(cx)} ${n(cy)}L${n(cx - H * 0.18)} ${n(cy - H * 0.05)}L${n(cx - H * 0.17)} ${n(cy - H * 0.02)}Z`,
      paint('star'),
    ) + circle(cx, cy, H * 0.012, paint('paper'));
  return svg;
}

/** At night with nothing else said: a night sky over dark hills and a few trees. */
export function nightScene(c: SceneContext): string {
  const { W, H, horizon, d, paint } = c;
  let svg =
    sky(c) +
    hills(c, horizon, paint('nightLow'), H * 0.08, 1.3) +
    hills(c, horizon + H * 0.08, paint('grassDark'), H * 0.05, 2);
  for (let i = 0; i < 4; i++)
    svg += pine(c, W * d.range(0, 1), horizon + H * d.range(0.04, 0.1), H * d.range(0.15, 0.25), paint('grassDark'));
  return svg;
}

/** A sunny day outdoors, nothing more said: sky, far hills, a grassy field. */
export function skyScene(c: SceneContext): string {
  const { W, H, horizon, d, paint } = c;
  let svg =
    sky(c) +
    hills(c, horizon - H * 0.03, paint('hillFar'), H * 0.07, 1.1, false) +
    hills(c, horizon, paint('hill'), H * 0.04, 1.7);
  svg += rect(0, horizon + H * 0.06, W, H, paint('grass'));
  if (d.chance(0.6)) svg += roundTree(c, c.focusX < W / 2 ? W * 0.85 : W * 0.15, horizon + H * 0.07, H * 0.35);
  return svg + grassTufts(c, horizon + H * 0.07, H, 20);
}
