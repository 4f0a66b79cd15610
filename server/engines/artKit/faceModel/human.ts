// One Human (face detector, 468-point mesh, face descriptor) and the selfie person-matting model per process
// or worker thread, on TensorFlow.js's WebAssembly backend: loaded on first use from files on disk (the
// face models inside @vladmandic/human, the matting model beside this file), never from the network.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config, Human } from '@vladmandic/human';
import type { io } from '@tensorflow/tfjs-core';

type IORouter = Parameters<typeof io.registerLoadRouter>[0];

const require = createRequire(import.meta.url);
// The package's `exports` has no "./" entries, so its WebAssembly build is required by its path, beside
// the file the package names as its main one.
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const FACE_MODELS = path.join(humanDist, '../models');
/** The matting model: beside this file in the sources, and copied beside the bundle by the server build. */
const OWN_MODELS = fileURLToPath(new URL('./models', import.meta.url));
const WASM = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

export const SELFIE_MODEL = `file://${path.join(OWN_MODELS, 'selfie.json')}`;

const config: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${WASM}/`,
  modelBasePath: `file://${FACE_MODELS}/`,
  debug: false,
  async: false,
  warmup: 'none',
  cacheModels: false,
  // Every call is a different photo: nothing may be reused from the one before (Human is made for video).
  cacheSensitivity: 0,
  skipAllowed: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 4, minConfidence: 0.3, skipFrames: 0, skipTime: 0, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    attention: { enabled: false },
    // The descriptor model (the largest) is loaded and run only when a descriptor is asked for: the art
    // needs only where the face is, and every thread that loads a model keeps it.
    description: { enabled: false, skipFrames: 0, skipTime: 0 },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  },
  segmentation: { enabled: false, modelPath: SELFIE_MODEL, mode: 'alpha' },
};

type HumanModule = { Human: new (config?: Partial<Config>) => Human };

let loading: Promise<Human> | undefined;

/** The loaded Human of this thread (its models loaded on the first call). */
export function human(): Promise<Human> {
  loading ??= load();
  loading.catch(() => (loading = undefined));
  return loading;
}

async function load(): Promise<Human> {
  const { Human } = require(path.join(humanDist, 'human.node-wasm.js')) as HumanModule;
  const instance = new Human(config);
  readModelsFromDisk(instance);
  await instance.load();
  return instance;
}

/**
 * TensorFlow.js fetches models by URL and Node's fetch has no file://: a loader for file:// URLs that reads
 * the model's JSON and its weight files from disk.
 */
function readModelsFromDisk(instance: Human): void {
  const tf = instance.tf as typeof import('@tensorflow/tfjs-core');
  // A router answers null for URLs it does not take (TensorFlow.js's own http router does the same).
  const fromDisk = (url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = url.slice('file://'.length);
    return {
      load: async () => {
        const json = JSON.parse(readFileSync(file, 'utf8'));
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs = manifest.flatMap((group) => group.weights);
          const bytes = Buffer.concat(
            manifest.flatMap((group) => group.paths.map((p) => readFileSync(path.join(path.dirname(file), p)))),
          );
          return [specs, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)];
        });
      },
    };
  };
  tf.io.registerLoadRouter(fromDisk as IORouter);
}
