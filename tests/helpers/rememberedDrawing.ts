// Draw once, use many times (docs/testing.md, "Drawn once"): a render pool that keeps what the render tasks made,
// on disk, keyed by the task, its whole input and a fingerprint of the code and packages that draw. A test that
// only needs a drawn book to exist (print files, object storage, a files job's attempts) asks the harness for it
// (`makeHarness({ drawing: 'remembered' })`); the first to need a page draws it with the real engines, and every
// later test of the run (and of later runs, until the engines change) gets those same bytes. Tests about
// drawing itself keep the harness's default, a pool that always draws.
//
// The key is exact: the input is serialized whole (photos' bytes included) and hashed, so a different seed,
// photo, word or trim is a different page. The fingerprint hashes every file the render threads run
// (server/engines and what they import), package-lock.json (sharp, the fonts, the vector sets) and the Node
// version; a change to any of them starts an empty folder. RENDER_CACHE=off turns remembering off.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import type { CpuTaskName } from '../../server/engines/pool/cpuTasks';
import type { RenderPool } from '../../server/engines/pool/renderPool';
import { poolWith } from './poolWith';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the render threads run: server/engines and the folders it imports from. */
const DRAWING_SOURCES = [
  'server/engines',
  'server/lib',
  'server/uploads',
  'server/workers',
  'shared',
  'package-lock.json',
];
/**
 * The tasks worth keeping: whole pages, covers and print images (seconds each), and the face model's readings
 * of a photo and of a painting (about a second each: a painted book of 20 pages asks for 24 likenesses).
 */
const REMEMBERED = new Set<CpuTaskName>([
  'renderStoryPage',
  'renderMatterPage',
  'renderCover',
  'reletterPage',
  'trimmedPage',
  'coverAtPrintSize',
  'personDescriptor',
  'likenessIn',
]);
const CACHE_ROOT = path.join(ROOT, 'node_modules/.cache/comics-drawings');
/** A drawing another test process started this long ago and never finished is given up on (its process died). */
const STALE_CLAIM_MS = 120_000;
const OTHER_VERSIONS_KEPT_MS = 60 * 60 * 1000;

let fingerprint: string | undefined;

/** The hash of every drawing source file's path and bytes, and of the Node version. */
function drawingFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256').update(process.version);
  const files = DRAWING_SOURCES.flatMap((source) => {
    const full = path.join(ROOT, source);
    if (!statSync(full).isDirectory()) return [source];
    return readdirSync(full, { recursive: true, encoding: 'utf8' }).map((name) => path.join(source, name));
  });
  for (const file of files.sort()) {
    const full = path.join(ROOT, file);
    if (!statSync(full).isFile()) continue;
    hash.update(file).update('\0').update(readFileSync(full)).update('\0');
  }
  fingerprint = hash.digest('hex').slice(0, 16);
  // Drawings of other versions of the engines are of no use again once nothing has added to them for a while
  // (an hour: another checkout sharing node_modules may be running its tests on its own version meanwhile).
  if (existsSync(CACHE_ROOT)) {
    for (const name of readdirSync(CACHE_ROOT)) {
      const other = path.join(CACHE_ROOT, name);
      if (name !== fingerprint && Date.now() - statSync(other).mtimeMs > OTHER_VERSIONS_KEPT_MS) {
        rmSync(other, { recursive: true, force: true });
      }
    }
  }
  return fingerprint;
}

/** `pool`, remembering what its render tasks made (see the top of this file). */
export function rememberingPool(pool: RenderPool): RenderPool {
  if (process.env.RENDER_CACHE === 'off') return pool;
  const folder = path.join(CACHE_ROOT, drawingFingerprint());

  async function remembered<T>(task: CpuTaskName, input: unknown, draw: () => Promise<T>): Promise<T> {
    const key = createHash('sha256').update(task).update(v8.serialize(input)).digest('hex');
    const file = path.join(folder, `${key}.v8`);
    const claim = `${file}.drawing`;
    for (;;) {
      const kept = await readFile(file).catch(() => null);
      if (kept) return v8.deserialize(kept) as T;
      // One process draws a page; another that needs it meanwhile waits for its bytes instead of drawing too.
      const claimed = await mkdir(folder, { recursive: true })
        .then(() => open(claim, 'wx'))
        .then(
          (handle) => handle.close().then(() => 'mine' as const),
          (error: NodeJS.ErrnoException) => (error.code === 'EEXIST' ? ('theirs' as const) : ('none' as const)),
        );
      // The folder cannot be written (a full disk, a folder removed meanwhile): drawn, not kept.
      if (claimed === 'none') return draw();
      if (claimed === 'mine') {
        try {
          // Another process may have kept it and let go of its claim between our read and our claim (the
          // bytes are renamed into place before the claim is removed): read again before drawing it twice.
          const keptMeanwhile = await readFile(file).catch(() => null);
          if (keptMeanwhile) return v8.deserialize(keptMeanwhile) as T;
          const made = await draw();
          const partial = `${file}.${process.pid}.partial`;
          await writeFile(partial, v8.serialize(made))
            .then(() => rename(partial, file))
            .catch(() => unlink(partial).catch(() => undefined));
          return made;
        } finally {
          await unlink(claim).catch(() => undefined);
        }
      }
      const since = await stat(claim).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_CLAIM_MS) await unlink(claim).catch(() => undefined);
      await sleep(100);
    }
  }

  return poolWith(pool, (task, input) =>
    REMEMBERED.has(task) ? remembered(task, input, () => pool.run(task, input)) : pool.run(task, input),
  );
}
