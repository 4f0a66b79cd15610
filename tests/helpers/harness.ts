// The test harness: a fresh temporary DATA_DIR (real SQLite file, real image folders) per call, and a
// tRPC caller signed in or not. Two lines call any procedure without HTTP:
//   const caller = await makeCaller({ user: 'ada@example.com' });
//   await caller.comics.list();
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { upsertUser, createSession } from '../../server/domains/auth/sessions';
import { loadConfig, type AppConfig } from '../../server/config';
import { createDeps } from '../../server/deps';
import { closeDatabase } from '../../server/db/client';
import { seededRandom } from '../../server/lib/seededRandom';
import { silentLogger } from '../../server/lib/logger';
import type { AppDeps } from '../../server/domains/appDeps';
import { createContextInner } from '../../server/trpc/context';
import { createCaller } from '../../server/trpc/root';
import type { SessionUser } from '../../shared/types';
import { saveOwnedImage } from '../../server/storage/ownedImages';
import type { Bucket, ImageExtension } from '../../server/storage/imageStore';
import { rememberingCpu, settleSharedCpu, sharedCpu } from './sharedCpu';
import { atFileEnd } from './fileEnd';
import { testDatabaseEnv } from './testDatabase';

/**
 * What the file's harnesses and apps hold open (job queues polling their database, the database, an app's
 * hooks), ended after each file: the files of a test process share one module graph (vitest.config.ts,
 * `isolate: false`), so what one file leaves running would load the next.
 */
const openServices: (() => Promise<unknown>)[] = [];

/**
 * Ends every harness and test app made so far (after each test file, tests/helpers/fileEnd.ts). One a test
 * closed itself (a restart played out) closes again as a no-op: the queue, the database and the app all allow it.
 */
export async function closeServices(): Promise<void> {
  for (const close of openServices.splice(0).reverse()) await close();
}

/** The browser of the harness's callers unless a test names another (`callerFor({ visitorId })`). */
export const DEFAULT_VISITOR = 'harness-visitor-0000001';

const tempDirs: string[] = [];

/** Removes every data directory made so far (after each test file, tests/helpers/fileEnd.ts). */
export function removeDataDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', removeDataDirs);
atFileEnd(removeDataDirs);
// Run in the reverse order: the services end, then the render tasks they left finish (sharedCpu.ts), then
// their folders go, and a database cluster of the file last (tests/helpers/testDatabase.ts).
atFileEnd(settleSharedCpu);
atFileEnd(closeServices);

/** A fresh empty data directory, removed after the test file. */
export function makeDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comics-test-'));
  tempDirs.push(dir);
  return dir;
}

export interface HarnessOptions {
  /** Sign in as this e-mail (a user row is created); omit for a visitor. */
  user?: string;
  /** Seed for the generators' randomness: the same seed gives the same ideas and covers. */
  seed?: number;
  /** Extra environment, as a self-deployer would set it (e.g. RATE_LIMIT_IDEAS_PER_HOUR). */
  env?: Record<string, string>;
  /** Replace services, e.g. a provider that points at a local fake API. */
  deps?: Partial<AppDeps>;
  /**
   * 'remembered' for a test that only needs a drawn book to exist: pages, covers and print images drawn once
   * in the run (by the real engines) and reused (tests/helpers/rememberedDrawing.ts). Default 'fresh': every
   * render is drawn, as a test about drawing needs.
   */
  drawing?: 'fresh' | 'remembered';
}

export interface Harness {
  caller: ReturnType<typeof createCaller>;
  deps: AppDeps;
  user: SessionUser | null;
  /** Another caller on the same database, e.g. signed in as a second user, from another IP or browser. */
  callerFor(options: {
    user?: SessionUser | null;
    clientIp?: string;
    visitorId?: string;
  }): ReturnType<typeof createCaller>;
  /**
   * Stores an image as an upload (or a painted cover) of the default caller, or of `owner`, would be:
   * the file plus its owner. Procedures accept only the caller's own images.
   */
  saveImage(
    bucket: Bucket,
    bytes: Buffer,
    ext: ImageExtension,
    owner?: { user?: SessionUser | null; visitorId?: string },
  ): Promise<string>;
  /** Creates (or finds) a user by e-mail on this database. */
  createUser(email: string): Promise<SessionUser>;
}

export function testConfig(env: Record<string, string> = {}) {
  // No free-space floor unless a test asks for one: a busy test machine's disk says nothing about the code.
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: makeDataDir(), MIN_FREE_DISK_MB: '0', ...env });
}

/**
 * testConfig with the app's database: its SQLite file, or on a PostgreSQL run (tests/helpers/testDatabase.ts) a
 * database of its own, shared by the apps given the same DATA_DIR (two instances of one installation).
 */
export async function testAppConfig(env: Record<string, string> = {}) {
  const dataDir = env.DATA_DIR ?? makeDataDir();
  return testConfig({ ...(await testDatabaseEnv(dataDir)), DATA_DIR: dataDir, ...env });
}

export async function makeHarness(options: HarnessOptions = {}): Promise<Harness> {
  const config = await testAppConfig(options.env);
  const deps = await createDeps(config, silentLogger, {
    random: seededRandom(options.seed ?? 42),
    cpu: options.drawing === 'remembered' ? rememberingCpu() : sharedCpu(),
    ...options.deps,
  });
  openServices.push(async () => {
    await deps.jobs.close();
    await closeDatabase(deps.db);
  });
  const createUser = (email: string) =>
    upsertUser(deps.db, { issuer: 'test', subject: email, email, name: email.split('@')[0] });
  const user = options.user ? await createUser(options.user) : null;
  const callerFor = (o: { user?: SessionUser | null; clientIp?: string; visitorId?: string }) =>
    createCaller(
      createContextInner({
        deps,
        user: o.user ?? null,
        clientIp: o.clientIp,
        visitorId: o.visitorId ?? DEFAULT_VISITOR,
      }),
    );
  const saveImage: Harness['saveImage'] = (bucket, bytes, ext, owner = { user }) =>
    saveOwnedImage(deps, bucket, bytes, ext, {
      userId: owner.user?.id ?? null,
      visitorId: owner.visitorId ?? DEFAULT_VISITOR,
    });
  return { caller: callerFor({ user }), deps, user, callerFor, createUser, saveImage };
}

export async function makeCaller(options: HarnessOptions = {}) {
  return (await makeHarness(options)).caller;
}

/**
 * The whole HTTP app on a fresh data directory (or the one `env.DATA_DIR` names: two apps on one database
 * are two instances of one installation), for `app.inject` tests; `config` adjusts what the environment cannot.
 */
export async function makeTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDeps>;
    config?: (config: AppConfig) => void;
    /** Fastify's logger options, for a test that reads the app's log (e.g. a `stream` keeping the lines). */
    logger?: BuildAppOptions['logger'];
  } = {},
) {
  const config = await testAppConfig(options.env);
  options.config?.(config);
  const { app, deps } = await buildApp({
    config,
    logger: options.logger,
    deps: { random: seededRandom(7), cpu: sharedCpu(), ...options.deps },
  });
  openServices.push(() => app.close());
  /** A session cookie header for a new user, as sign-in would set it. */
  async function signIn(email: string): Promise<string> {
    const user = await upsertUser(deps.db, { issuer: 'test', subject: email, email });
    const { token } = await createSession(deps.db, user.id, deps.now());
    return `cba_session=${token}`;
  }
  return { app, deps, config, signIn };
}
