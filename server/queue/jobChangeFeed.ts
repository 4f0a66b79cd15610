// What wakes a watcher of a job that runs in another process. On PostgreSQL: the job's id on the jobs channel
// (jobNotifications.ts), heard by one listening connection per process (db/postgresListener.ts), so every
// instance's watchers read the row as soon as it changed; they still read it every safetyPollMs in case a
// notification went astray, and every pollMs while the listening connection is down (it reconnects by
// itself). On SQLite there is no channel: a watcher reads the row every pollMs, as long as someone watches.
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { AppDatabase } from '../db/client';
import type { PostgresListener } from '../db/postgresListener';
import type { Logger } from '../lib/logger';
import { JOB_CHANNEL } from './jobNotifications';

export interface JobChangeFeed {
  /** How long a watcher waits for news before reading the job's row itself. */
  pollMs(): number;
  /** Calls `poke` when the job may have changed elsewhere (or the feed may have missed news of it). */
  subscribe(id: string, poke: () => void): () => void;
  close(): Promise<void>;
}

/** Every job: the listener came up or went down, so any job may have changed unheard. */
const EVERY_JOB = Symbol('every job');

export function createJobChangeFeed(
  db: AppDatabase,
  log: Logger,
  { pollMs, safetyPollMs }: { pollMs: number; safetyPollMs: number },
): JobChangeFeed {
  const pokes = new EventEmitter();
  pokes.setMaxListeners(0);
  let listener: PostgresListener | null = null;
  let closed = false;
  if (db.$kind === 'postgres') {
    const config = (db.$client as unknown as pg.Pool).options;
    // node-postgres loads only where PostgreSQL is configured.
    void import('../db/postgresListener').then(({ listenOnChannel }) => {
      if (closed) return;
      listener = listenOnChannel(config, JOB_CHANNEL, {
        notification: (id) => pokes.emit(id),
        up: () => pokes.emit(EVERY_JOB),
        down: (error) => {
          log.warn({ err: error }, 'lost the job notifications; watchers read jobs themselves until it is back');
          pokes.emit(EVERY_JOB);
        },
      });
    });
  }
  return {
    pollMs: () => (listener?.listening ? safetyPollMs : pollMs),
    subscribe(id, poke) {
      pokes.on(id, poke);
      pokes.on(EVERY_JOB, poke);
      return () => {
        pokes.off(id, poke);
        pokes.off(EVERY_JOB, poke);
      };
    },
    async close() {
      closed = true;
      await listener?.close();
    },
  };
}
