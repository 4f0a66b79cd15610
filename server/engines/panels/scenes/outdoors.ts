// Outdoor scenes: the sky by day, at sunset and at night, hills, trees, mountains and outer space (the sea and
// the shore are in seaside.ts). Drawn in flat colours with ink outlines, as a penciller and colourist would.
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
