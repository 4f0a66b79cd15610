// Builds the long-lived services of one app from its config: database, image store, providers, quotas.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import { openDatabase } from './db/client';
import type { Logger } from './lib/logger';
import { createUsageLimiter } from './lib/usageLimiter';
import { createWorkQueue } from './lib/workQueue';
import { selectCoverProvider } from './providers/cover/selectCoverProvider';
import { selectIdeasProvider } from './providers/ideas/selectIdeasProvider';
import { createImageStore, ensureBuckets } from './storage/imageStore';
import type { AppDatabase } from './db/client';
import type { ImageStore } from './storage/imageStore';
import type { IdeasProvider } from './providers/ideas/ideasProvider';
import type { CoverProvider } from './providers/cover/coverProvider';
import type { UsageLimiter } from './lib/usageLimiter';
import type { WorkQueue } from './lib/workQueue';
import type { JobQueue } from './jobs/jobQueue';
import { createSqliteJobQueue } from './jobs/sqliteJobQueue';
import { createCpuPool, type CpuPool } from './workers/cpuPool';
import { coverJobHandler } from './domains/covers/coverJob';
import { scriptJobHandler } from './domains/scripts/scriptJob';
import type { ScriptWriterProvider } from './domains/scripts/scriptWriter';
import { localScriptWriter } from './domains/scripts/localScriptWriter';
import { createAnthropicScriptWriter } from './domains/scripts/anthropicScriptWriter';
import { bookJobHandler } from './domains/book/bookJob';
import type { PanelPainter } from './providers/panels/panelPainter';
import { selectPanelPainter } from './providers/panels/selectPanelPainter';

/** Long-lived services, built once per app (or per test). Handlers take them as their first argument. */
export interface AppDeps {
  config: AppConfig;
  db: AppDatabase;
  store: ImageStore;
  ideas: IdeasProvider;
  cover: CoverProvider;
  limiter: UsageLimiter;
  /**
   * A bound on paid calls in progress (Claude ideas). Renders are bounded by the job queue's admission
   * (config.work.render) and the CPU pool's threads.
   */
  work: { paid: WorkQueue };
  /** Background jobs: covers, scripts, books. */
  jobs: JobQueue;
  /** Worker threads for pixel and font work, so the event loop stays free. */
  cpu: CpuPool;
  /** Paints book panels with an image model when one is configured; null: the built-in art draws them all. */
  panelPainter: PanelPainter | null;
  /** Writes a comic's whole script (Claude or the built-in writer). */
  scriptWriter: ScriptWriterProvider;
  log: Logger;
  /** Source of variation for generators; tests pass a seeded one for repeatable output. */
  random: () => number;
  now: () => Date;
}

export async function createDeps(config: AppConfig, log: Logger, overrides: Partial<AppDeps> = {}): Promise<AppDeps> {
  mkdirSync(config.dataDir, { recursive: true });
  const store = overrides.store ?? createImageStore(config.dataDir, config.minFreeDiskBytes);
  await ensureBuckets(store);
  // One thread per core: more renders than cores wait in the pool's line rather than add threads.
  const cpu = overrides.cpu ?? createCpuPool();
  const deps: Omit<AppDeps, 'jobs'> & Partial<Pick<AppDeps, 'jobs'>> = {
    config,
    cpu,
    log,
    store,
    db: overrides.db ?? openDatabase(path.join(config.dataDir, 'comics.db')),
    ideas: overrides.ideas ?? selectIdeasProvider(config, log),
    cover: overrides.cover ?? selectCoverProvider(config, log, cpu),
    panelPainter: overrides.panelPainter !== undefined ? overrides.panelPainter : selectPanelPainter(config, log),
    scriptWriter: overrides.scriptWriter ?? (config.anthropic ? createAnthropicScriptWriter(config.anthropic, log) : localScriptWriter),
    limiter:
      overrides.limiter ??
      createUsageLimiter({
        ideas: config.rateLimits.ideasPerHour,
        covers: config.rateLimits.coversPerHour,
        saves: config.rateLimits.savesPerHour,
        scripts: config.rateLimits.scriptsPerHour,
        books: config.rateLimits.booksPerDay,
      }),
    work: overrides.work ?? { paid: createWorkQueue(config.work.paid) },
    random: overrides.random ?? Math.random,
    now: overrides.now ?? (() => new Date()),
  };
  // Job handlers work with the other services, so the queue is made last and handed the finished set.
  const all = deps as AppDeps;
  all.jobs = overrides.jobs ?? createSqliteJobQueue({ db: all.db, log, now: all.now, handlers: [coverJobHandler(all), scriptJobHandler(all), bookJobHandler(all)] });
  return all;
}
