// A box blur on float grids by running sums: the same cost whatever its radius, so a broad blur of a face
// costs no more than a narrow one. Edges are repeated.

/** Box mean of radius r along each row of a w × h grid, from `src` into `dst`. */
function blurRows(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const scale = 1 / (2 * r + 1);
  for (let y = 0, o = 0; y < h; y++, o += w) {
    let sum = src[o] * (r + 1);
    for (let k = 1; k <= r; k++) sum += src[o + (k < w ? k : w - 1)];
    for (let x = 0; x < w; x++) {
      dst[o + x] = sum * scale;
      const add = x + r + 1;
      const drop = x - r;
      sum += src[o + (add < w ? add : w - 1)] - src[o + Math.max(drop, 0)];
    }
  }
}

/** Box mean of radius r along each column, from `src` into `dst`, row by row so memory is read in order. */
function blurColumns(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const scale = 1 / (2 * r + 1);
  const sums = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    let sum = src[x] * (r + 1);
    for (let k = 1; k <= r; k++) sum += src[(k < h ? k : h - 1) * w + x];
    sums[x] = sum;
  }
  for (let y = 0; y < h; y++) {
    const add = (y + r + 1 < h ? y + r + 1 : h - 1) * w;
    const drop = Math.max(y - r, 0) * w;
    for (let x = 0, o = y * w; x < w; x++) {
      dst[o + x] = sums[x] * scale;
      sums[x] += src[add + x] - src[drop + x];
    }
  }
}

/** Box mean of radius r over a w × h grid, in place; `scratch` is a buffer at least as long. */
export function blurBox(
  data: Float32Array,
  w: number,
  h: number,
  r: number,
  scratch: Float32Array = new Float32Array(data.length),
): void {
  blurRows(data, scratch, w, h, r);
  blurColumns(scratch, data, w, h, r);
}
