// Work that makes files with tools writing to paths (the PDF and CBZ writers, sharp) makes them in a staging
// folder of its own job attempt, DATA_DIR/staging/<jobId>.<attempt>-<random>, then publishes the finished ones
// to the store: renamed into place in the local folder (the same disk: nothing is copied), uploaded with object
// storage. close() removes the folder. A process killed meanwhile leaves it (half-made PDFs of a person's book),
// so every process sweeps the folders no running attempt owns when it starts (sweepStagingFolders), and so does
// each files job: under DATA_DIR, never in the system's temporary folder, where nothing would ever look again.
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkKey, type ObjectStore } from './objectStore';

/** The folder of DATA_DIR that holds the staging folders. */
export const STAGING_FOLDER = 'staging';

/** One attempt of a job (JobContext's jobId and attempt): whose staging folder, or files folder, it is. */
export interface JobAttempt {
  jobId: string;
  attempt: number;
}

/** `<jobId>.<attempt>`: a job attempt as part of a folder's name. */
export const attemptName = ({ jobId, attempt }: JobAttempt) => `${jobId}.${attempt}`;

/** The job attempt of a staging folder's name (`<jobId>.<attempt>-<random>`), or null for anything else. */
export function stagingAttempt(name: string): JobAttempt | null {
  const match = /^([A-Za-z0-9-]{1,64})\.(\d{1,9})-[A-Za-z0-9]{6}$/.exec(name);
  return match ? { jobId: match[1], attempt: Number(match[2]) } : null;
}

export interface StagingFolder {
  /** Where to write the files. */
  dir: string;
  /** Stores `dir/name` under `folder/name`. */
  publish(name: string): Promise<void>;
  /** Removes the staging folder (whatever happened). */
  close(): Promise<void>;
}

export async function openStagingFolder(
  dataDir: string,
  objects: ObjectStore,
  folder: string,
  owner: JobAttempt,
): Promise<StagingFolder> {
  const root = path.join(dataDir, STAGING_FOLDER);
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(path.join(root, `${attemptName(owner)}-`));
  const key = (name: string) => checkKey(`${folder}/${name}`);
  return {
    dir,
    async publish(name) {
      const file = path.join(dir, name);
      if (!objects.localFolder) return objects.putFile(key(name), file);
      const target = path.join(objects.localFolder, key(name));
      await mkdir(path.dirname(target), { recursive: true });
      // A local folder on another disk than DATA_DIR cannot take a rename: the store copies the file instead.
      await rename(file, target).catch((error: NodeJS.ErrnoException) =>
        error.code === 'EXDEV' ? objects.putFile(key(name), file) : Promise.reject(error),
      );
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** When anything in `dir` (at any depth), or the folder itself, was last written; 0 when it is gone. */
export async function lastWritten(dir: string): Promise<number> {
  const own = await stat(dir).catch(() => null);
  if (!own) return 0;
  const entries = await readdir(dir, { recursive: true }).catch(() => []);
  const times = await Promise.all(
    entries.map((entry) =>
      stat(path.join(dir, entry)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.max(own.mtimeMs, ...times);
}

/** Staging folders of versions before DATA_DIR/staging, in the system's temporary folder. */
const LEGACY_PREFIX = 'comics-staging-';
/** A legacy folder unwritten this long is no live job's (files are made in minutes). */
const LEGACY_QUIET_MS = 6 * 60 * 60 * 1000;

/**
 * Removes the staging folders no job attempt is still writing: its attempt no longer holds the job's claim (its
 * process died, or a later attempt took the job over) and nothing in it was written for `quietMs` (a runner
 * whose claim lapsed stops at its next heartbeat, a third of a lease). Also removes legacy folders of earlier
 * versions left in the system's temporary folder for hours. Returns how many folders went.
 */
export async function sweepStagingFolders(
  dataDir: string,
  holdsClaim: (owner: JobAttempt) => Promise<boolean>,
  quietMs: number,
): Promise<number> {
  const root = path.join(dataDir, STAGING_FOLDER);
  let removed = 0;
  const remove = async (dir: string) => {
    await rm(dir, { recursive: true, force: true });
    removed += 1;
  };
  for (const name of await readdir(root).catch(() => [])) {
    const dir = path.join(root, name);
    const owner = stagingAttempt(name);
    if (owner && (await holdsClaim(owner))) continue;
    if (Date.now() - (await lastWritten(dir)) >= quietMs) await remove(dir);
  }
  const temp = os.tmpdir();
  for (const name of await readdir(temp).catch(() => [])) {
    if (!name.startsWith(LEGACY_PREFIX)) continue;
    const dir = path.join(temp, name);
    if (Date.now() - (await lastWritten(dir)) >= LEGACY_QUIET_MS) await remove(dir);
  }
  return removed;
}

/** The sweep of `deps`' DATA_DIR, run at every process's start (deps.ts) and by each files job. */
export function sweepStaging(deps: {
  config: { dataDir: string; jobs: { leaseMs: number } };
  jobs: { holdsClaim(id: string, attempt: number): Promise<boolean> };
}): Promise<number> {
  return sweepStagingFolders(
    deps.config.dataDir,
    (a) => deps.jobs.holdsClaim(a.jobId, a.attempt),
    deps.config.jobs.leaseMs,
  );
}
