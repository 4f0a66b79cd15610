// Small SVG helpers for the drawn parts of panels. Only numbers and fixed colours ever reach the markup
// (no text of a script or a user does), so nothing here needs escaping.
import sharp from 'sharp';

/** A number as SVG likes it: one decimal. */
export const n = (v: number) => (Math.round(v * 10) / 10).toString();

export interface XY {
  x: number;
  y: number;
}

export const pts = (points: XY[]) => points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');

export const polygon = (points: XY[], fill: string, stroke?: string, width?: number) => {
  const outline = stroke ? ` stroke="${stroke}" stroke-width="${n(width ?? 1)}" stroke-linejoin="round"` : '';
  return `<polygon points="${pts(points)}" fill="${fill}"${outline}/>`;
};

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  stroke?: string,
  width?: number,
  extra = '',
) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" ` +
  `fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${n(width ?? 1)}"` : ''}${extra}/>`;

export const circle = (x: number, y: number, r: number, fill: string, stroke?: string, width?: number) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(Math.max(0, r))}" ` +
  `fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${n(width ?? 1)}"` : ''}/>`;

export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, stroke?: string, width?: number) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}" ` +
  `fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${n(width ?? 1)}"` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, cap = 'round') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" ` +
  `stroke-width="${n(width)}" stroke-linecap="${cap}"/>`;

export const path = (d: string, fill: string, stroke?: string, width?: number, extra = '') => {
  const outline = stroke
    ? ` stroke="${stroke}" stroke-width="${n(width ?? 1)}" stroke-linejoin="round" stroke-linecap="round"`
    : '';
  return `<path d="${d}" fill="${fill}"${outline}${extra}/>`;
};

/** A four-pointed sparkle, the way comics draw stars. */
export function sparkle(x: number, y: number, r: number): string {
  const a = r * 0.28;
  return (
    `M${n(x)} ${n(y - r)}L${n(x + a)} ${n(y - a)}L${n(x + r)} ${n(y)}L${n(x + a)} ${n(y + a)}` +
    `L${n(x)} ${n(y + r)}L${n(x - a)} ${n(y + a)}L${n(x - r)} ${n(y)}L${n(x - a)} ${n(y - a)}Z`
  );
}

/** A puffy cloud (bumps along the top, a flat-ish bottom) as path data. */
export function cloudPath(x: number, y: number, w: number, h: number, bumps: number): string {
  const left = x - w / 2;
  const bottom = y + h / 2;
  let d = `M${n(left)} ${n(bottom)}`;
  for (let i = 0; i < bumps; i++) {
    const x0 = left + (w * i) / bumps;
    const x1 = left + (w * (i + 1)) / bumps;
    const rise = h * (i === 0 || i === bumps - 1 ? 0.65 : 1) * (0.85 + 0.15 * Math.sin(i * 2.3));
    d +=
      `C${n(x0)} ${n(bottom - rise * 1.3)} ${n(x1)} ${n(bottom - rise * 1.3)} ${n(x1)} ` +
      `${n(bottom - (i === bumps - 1 ? 0 : rise * 0.25))}`;
  }
  d += `Q${n(x)} ${n(bottom + h * 0.25)} ${n(left)} ${n(bottom)}Z`;
  return d;
}

export const svgDoc = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
  `viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Rasterizes an SVG to raw RGBA (4 bytes a pixel) at its own size. */
export async function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}
