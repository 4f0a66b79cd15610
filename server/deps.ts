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
import type { AppDeps } from './trpc/context';

export async function createDeps(config: AppConfig, log: Logger, overrides: Partial<AppDeps> = {}): Promise<AppDeps> {
  mkdirSync(config.dataDir, { recursive: true });
  const store = overrides.store ?? createImageStore(config.dataDir, config.minFreeDiskBytes);
  await ensureBuckets(store);
  return {
    config,
    log,
    store,
    db: overrides.db ?? openDatabase(path.join(config.dataDir, 'comics.db')),
    ideas: overrides.ideas ?? selectIdeasProvider(config, log),
    cover: overrides.cover ?? selectCoverProvider(config, log),
    limiter:
      overrides.limiter ??
      createUsageLimiter({
        ideas: config.rateLimits.ideasPerHour,
        covers: config.rateLimits.coversPerHour,
        saves: config.rateLimits.savesPerHour,
      }),
    work: overrides.work ?? { render: createWorkQueue(config.work.render), paid: createWorkQueue(config.work.paid) },
    random: overrides.random ?? Math.random,
    now: overrides.now ?? (() => new Date()),
  };
}
