// A book's photos read by the face model once each, in a render thread of its own that ends as soon as they
// are read: a thread that loads the model keeps about 130 MB, which the pool's page-drawing threads (one per
// core) then never load. The analyses are kept here by photo and handed to every page task.
import { photoKey, type PhotoAnalysis } from '../panels/heroPhoto';
import { createRenderPool } from './renderPool';

const known = new Map<string, Promise<PhotoAnalysis>>();
/** A book's hero and up to three people with photos, and another book's drawn meanwhile. */
const KEPT = 8;

/** The analyses of `photos`, by photo key (photos read before are not read again). */
export async function photoAnalyses(photos: Buffer[]): Promise<Record<string, PhotoAnalysis>> {
  const keys = photos.map(photoKey);
  const missing = photos.filter((_, i) => !known.has(keys[i]));
  if (missing.length) {
    const pool = createRenderPool({ threads: 1, idleTimeoutMs: 1_000 });
    const runs = missing.map((photo) => {
      const key = photoKey(photo);
      const run = pool.run('analysePhoto', { photo: Buffer.from(photo) });
      run.catch(() => known.delete(key));
      if (known.size >= KEPT) known.delete(known.keys().next().value!);
      known.set(key, run);
      return run;
    });
    void Promise.allSettled(runs).then(() => pool.close());
  }
  const analyses = await Promise.all(keys.map((key) => known.get(key)!));
  return Object.fromEntries(keys.map((key, i) => [key, analyses[i]]));
}
