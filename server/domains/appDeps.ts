// The services the domain works with (AppDeps), as a type: every handler and job takes them as its first
// argument. Only the composition root (server/deps.ts) builds them and knows every job handler; the rest of
// the server imports this type alone, so no domain file ever depends on the file that imports it back.
import type { AppConfig } from '../config';
import type { AppDatabase } from '../db/client';
import type { RenderPool } from '../engines/pool/renderPool';
import type { Logger } from '../lib/logger';
import type { Leases } from '../lib/leases';
import type { UsageLimiter } from '../lib/usageLimiter';
import type { WorkQueue } from '../lib/workQueue';
import type { CoverProvider } from '../providers/cover/coverProvider';
import type { IdeasProvider } from '../providers/ideas/ideasProvider';
import type { Mailer } from '../providers/mail/mailer';
import type { PanelPainter } from '../providers/panels/panelPainter';
import type { Payments } from '../providers/payments/payments';
import type { Printer } from '../providers/printer/printer';
import type { ScriptWriterProvider } from '../providers/script/scriptWriter';
import type { JobQueue } from '../queue/jobQueue';
import type { ImageStore } from '../storage/imageStore';
import type { ObjectStore } from '../storage/objectStore';

/** Long-lived services, built once per app (or per test). Handlers take them as their first argument. */
export interface AppDeps {
  config: AppConfig;
  db: AppDatabase;
  /** Every stored photo, page, print file and order file: the DATA_DIR folder or S3 (STORAGE_URL). */
  objects: ObjectStore;
  /** Images on `objects`, by their public URLs. */
  store: ImageStore;
  ideas: IdeasProvider;
  cover: CoverProvider;
  /** Quotas and rate limits, counted in the database so every instance of the app sees the same counts. */
  limiter: UsageLimiter;
  /** Once-per-installation work (the order poller, the daily sweeps) runs in the process holding its lease. */
  leases: Leases;
  /** This app's name as a lease holder: unique per process and per app built in it. */
  instanceId: string;
  /**
   * A bound on paid calls in progress (Claude ideas). Renders are bounded by the job queue's admission
   * (config.work.render) and the CPU pool's threads.
   */
  work: { paid: WorkQueue };
  /** Background jobs: covers, scripts, books. */
  jobs: JobQueue;
  /** Worker threads for pixel and font work, so the event loop stays free. */
  cpu: RenderPool;
  /** Paints book panels with an image model when one is configured; null: the built-in art draws them all. */
  panelPainter: PanelPainter | null;
  /** Writes a comic's whole script (Claude or the built-in writer). */
  scriptWriter: ScriptWriterProvider;
  /** Payments for printed copies (Stripe); null without keys: ordering is off. */
  payments: Payments | null;
  /** The print service (Lulu); null without keys: ordering is off. */
  printer: Printer | null;
  /** Customer e-mails: SMTP, or the log without SMTP_URL. */
  mailer: Mailer;
  log: Logger;
  /** Source of variation for generators; tests pass a seeded one for repeatable output. */
  random: () => number;
  now: () => Date;
}
