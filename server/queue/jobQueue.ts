// The jobs interface: long work (painting a cover, writing a script, rendering pages) runs in the
// background, survives a restart and reports progress. It is deliberately narrow — start, read, watch,
// wait, cancel — so a Redis or PostgreSQL queue (BullMQ, pg-boss) can replace the SQLite one
// (sqliteJobQueue.ts) when a deployment outgrows one machine, without touching the handlers.
import type { JobProgress, JobStatus, PublicJob } from '../../shared/jobs';
import type { ImageOwner } from '../storage/ownedImages';
import type { AppDatabase } from '../db/client';

/** What callers see of a job, and who started it: only they may read, watch or cancel it (not sent to clients). */
export interface JobView<Result = unknown> extends PublicJob<Result> {
  owner: ImageOwner;
}

export interface StartJob<Input> {
  /** What the job works on (a comic, a draft): one active job per kind and subject. */
  subject: string;
  input: Input;
  owner: ImageOwner;
  /**
   * At most this many jobs of the kind queued or running: a start beyond it is refused with BusyError,
   * checked in the transaction that inserts the job, so starts at the same moment never overfill the line.
   */
  maxActive?: number;
  /**
   * When the job is already running, its run began before this request: it runs once more after it ends
   * (a printer cancel asked for after the running one searched the printer must search again).
   */
  again?: boolean;
  /**
   * Not before this moment (a paid order's change window). A start that finds the job still waiting for a
   * later moment brings it forward to this one ("send to the printer now"); it never puts a job off.
   */
  runAfter?: Date;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  /**
   * Aborted when the job is canceled, the server shuts down, or this runner's claim is gone: taken over, a
   * renewal refused or failed, or its lease ran out unrenewed (a frozen process, a silent database).
   */
  signal: AbortSignal;
  progress(progress: JobProgress): void;
  /**
   * Call right before each call with an effect outside that cannot be taken back (a print job, an e-mail, a
   * paid call): renews the claim in the database and throws ClaimLost (aborting the signal) when this runner
   * no longer holds the job, so a runner whose lease lapsed never acts beside its successor.
   */
  confirmClaim(): Promise<void>;
}

/** What long work needs of its job to stop in time and act only while it holds it. */
export type JobStop = Pick<JobContext, 'signal' | 'confirmClaim'>;

/** This runner no longer holds its job (another took it over, it was canceled, or its lease ran out). */
export class ClaimLost extends Error {
  constructor(reason: string) {
    super(`the job's claim is gone: ${reason}`);
    this.name = 'ClaimLost';
  }
}

export interface JobHandler<Input = unknown, Result = unknown> {
  kind: string;
  /**
   * Tries in all, counting the first. Our own faults are retried; a domain failure ('invalid',
   * 'not-found', 'quota-exceeded') never is, nor an upstream one unless `retryUpstream` (a service that
   * timed out or refused would usually do it again, and each try may cost money).
   */
  maxAttempts: number;
  retryUpstream?: boolean;
  /** Jobs of this kind that run at once; more wait in line. */
  concurrency: number;
  run(input: Input, context: JobContext): Promise<Result>;
  /** Called once when a job ends without a result (failed for good, or canceled), e.g. to refund a quota. */
  onGiveUp?(input: Input): void;
}

export interface JobQueue {
  /**
   * Starts a job, or returns the one already queued or running for the same kind and subject. `within`: the
   * transaction the start belongs to (the job row commits or rolls back with it); by default its own.
   */
  start<Input>(
    kind: string,
    request: StartJob<Input>,
    within?: AppDatabase,
  ): Promise<{ job: JobView; created: boolean }>;
  get(id: string): Promise<JobView | null>;
  /** The job queued or running for this kind and subject, if any. */
  findActive(kind: string, subject: string): Promise<JobView | null>;
  /** Jobs of a kind that are queued or running. */
  activeCount(kind: string): Promise<number>;
  /**
   * True while that attempt of the job holds its claim: the job is running, on that attempt, and its lease has
   * not lapsed. A runner that died, or whose job was taken over by a later attempt, no longer does.
   */
  holdsClaim(id: string, attempt: number): Promise<boolean>;
  cancel(id: string): Promise<JobView | null>;
  /** The job now, then every change, until it ends (or the signal aborts). */
  watch(id: string, signal?: AbortSignal): AsyncIterable<JobView>;
  /** Resolves with the job once it has ended. */
  waitFor(id: string, signal?: AbortSignal): Promise<JobView>;
  /** Removes ended jobs older than the cutoff. */
  deleteEndedBefore(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}

export const isEnded = (status: JobStatus) => status === 'succeeded' || status === 'failed' || status === 'canceled';
