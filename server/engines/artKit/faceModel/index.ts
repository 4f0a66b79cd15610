// Faces and people in a photo, by a kept model rather than by hand (Human, @vladmandic/human, MIT, on
// TensorFlow.js's WebAssembly backend; see ./human.ts): where each face is with its landmarks, a descriptor
// of a face to measure likeness with, and how much of each pixel is a person (hair and headwear included).
// Shared by the book's art and whatever else needs a face: the models load once per process or worker
// thread, and calls take turns on it (the backend runs one thing at a time anyway).
import type { FaceResult, Human } from '@vladmandic/human';
import { human, SELFIE_MODEL } from './human';

/** An RGB image, 3 bytes a pixel, row by row. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetectedFace {
  /** How sure the detector is, 0-1. */
  score: number;
  /** The face from the top of the forehead to the chin and cheek to cheek (the mesh's extent), image pixels. */
  box: Box;
  /** The subject's own right and left (the image's left and right when the face looks at the camera). */
  rightEye: Point;
  leftEye: Point;
  noseTip: Point;
  /** The middle of the mouth. */
  mouth: Point;
  chin: Point;
  /** The top of the forehead, at the middle. */
  forehead: Point;
  /** The face's outline (the mesh's silhouette ring), image pixels, in order around the face. */
  outline: Point[];
}

/** How much of each pixel is a person, 0-255, the image's size. */
export interface PersonMask {
  alpha: Uint8Array;
  width: number;
  height: number;
}

/** A face descriptor: 1024 numbers; descriptorSimilarity compares two. */
export type FaceDescriptor = number[];

let turn: Promise<unknown> = Promise.resolve();
/** Runs `task` after every call before it has finished: one inference at a time per thread. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const result = turn.then(task, task);
  turn = result.catch(() => undefined);
  return result;
}

async function withTensor<T>(
  h: Human,
  image: RgbImage,
  use: (input: ReturnType<Human['tf']['tensor']>) => Promise<T>,
): Promise<T> {
  const input = h.tf.tensor(Int32Array.from(image.data), [1, image.height, image.width, 3], 'int32');
  try {
    return await use(input);
  } finally {
    h.tf.dispose(input);
  }
}

const mean = (points: ReadonlyArray<readonly [number, number, ...unknown[]]>): Point => ({
  x: points.reduce((s, p) => s + p[0], 0) / points.length,
  y: points.reduce((s, p) => s + p[1], 0) / points.length,
});

function toFace(f: FaceResult): DetectedFace {
  const a = f.annotations;
  const xs = f.mesh.map((p) => p[0]);
  const ys = f.mesh.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return {
    score: f.score,
    box: { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y },
    rightEye: mean([...a.rightEyeUpper0, ...a.rightEyeLower0]),
    leftEye: mean([...a.leftEyeUpper0, ...a.leftEyeLower0]),
    noseTip: mean(a.noseTip),
    mouth: mean([...a.lipsUpperInner, ...a.lipsLowerInner]),
    // MediaPipe's mesh: point 152 is the chin's lowest point, point 10 the forehead's top middle.
    chin: { x: f.mesh[152][0], y: f.mesh[152][1] },
    forehead: { x: f.mesh[10][0], y: f.mesh[10][1] },
    outline: a.silhouette.map((p) => ({ x: p[0], y: p[1] })),
  };
}

/** The faces Human finds, with their descriptors when `describe` (that model is loaded on first use). */
async function faceResults(image: RgbImage, describe = false): Promise<FaceResult[]> {
  const h = await human();
  const config = { face: { description: { enabled: describe } } };
  return inTurn(() =>
    withTensor(h, image, async (input) => (await h.detect(input, config)).face.filter((f) => f.mesh.length >= 468)),
  );
}

/** The faces in the image, the surest first. */
export async function detectFaces(image: RgbImage): Promise<DetectedFace[]> {
  return (await faceResults(image)).sort((a, b) => b.score - a.score).map(toFace);
}

/** A face found in an image with its descriptor, from one pass of the model. */
export interface DescribedFace extends DetectedFace {
  descriptor: FaceDescriptor;
}

/**
 * Every face in the image (the surest first, at most the detector's four) with its descriptor, in one pass:
 * what a likeness check of a picture with several people needs, at the cost of one call.
 */
export async function describeFaces(image: RgbImage): Promise<DescribedFace[]> {
  const faces = (await faceResults(image, true)).filter((f) => f.embedding?.length).sort((a, b) => b.score - a.score);
  return faces.map((f) => ({ ...toFace(f), descriptor: [...f.embedding!] }));
}

/**
 * The descriptor of the face in `box` (image pixels; found again in a margin around it, so a drawn or
 * painted face is measured the same way as a photographed one), or of the surest face in the image; null
 * when there is no face there.
 */
export async function faceDescriptor(image: RgbImage, box?: Box): Promise<FaceDescriptor | null> {
  const region = box ? around(box, image) : null;
  const faces = await faceResults(region ? crop(image, region) : image, true);
  const best = faces.filter((f) => f.embedding?.length).sort((a, b) => b.score - a.score)[0];
  return best ? [...best.embedding!] : null;
}

/** How alike two faces are by their descriptors: 0 (nothing alike) to 1 (the same); above about 0.5 is one person. */
export async function descriptorSimilarity(a: FaceDescriptor, b: FaceDescriptor): Promise<number> {
  return (await human()).match.similarity(a, b);
}

/** How much each pixel is a person: the selfie matting model (hair and headwear count as the person). */
export async function personMask(image: RgbImage): Promise<PersonMask> {
  const h = await human();
  const data = await inTurn(() =>
    withTensor(h, image, async (input) => {
      const alpha = await h.segmentation(input, {
        segmentation: { enabled: true, modelPath: SELFIE_MODEL, mode: 'alpha' },
      });
      if (!alpha) throw new Error('the person-matting model gave no mask');
      try {
        return await alpha.data();
      } finally {
        h.tf.dispose(alpha);
      }
    }),
  );
  const out = new Uint8Array(image.width * image.height);
  for (let i = 0; i < out.length; i++) out[i] = Math.max(0, Math.min(255, data[i]));
  return { alpha: out, width: image.width, height: image.height };
}

/** A box grown by half its size on every side (a face found again needs its hair and chin), inside the image. */
function around(box: Box, image: RgbImage): Box {
  const x = Math.max(0, Math.floor(box.x - box.width * 0.5));
  const y = Math.max(0, Math.floor(box.y - box.height * 0.5));
  return {
    x,
    y,
    width: Math.min(image.width, Math.ceil(box.x + box.width * 1.5)) - x,
    height: Math.min(image.height, Math.ceil(box.y + box.height * 1.5)) - y,
  };
}

function crop(image: RgbImage, r: Box): RgbImage {
  const data = new Uint8Array(r.width * r.height * 3);
  for (let y = 0; y < r.height; y++)
    data.set(
      image.data.subarray(((r.y + y) * image.width + r.x) * 3, ((r.y + y) * image.width + r.x + r.width) * 3),
      y * r.width * 3,
    );
  return { data, width: r.width, height: r.height };
}
