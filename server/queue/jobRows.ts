// The jobs table's reads and writes. Every state change is one guarded UPDATE (it names the state it
// expects), so a canceled job's late result, or a second runner, can never overwrite a newer state.
import { and, count, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { changedRows, firstRow, inTransaction, serializeOn } from '../db/transaction';
import { jobs } from '../db/schema';
import type { JobProgress, JobStatus } from '../../shared/jobs';
import type { JobView, StartJob } from './jobQueue';
import { readStoredSaid } from '../lib/said';
import { BusyError } from '../lib/workQueue';
import { announceJobChange } from './jobNotifications';

type JobRow = typeof jobs.$inferSelect;

/**
 * Announces a write that committed on its own. The change is in the row already, so a lost announcement
 * costs a watcher elsewhere only a wait for its safety-net read, never the change: it does not fail the write.
 */
async function announced<T>(db: AppDatabase, id: string, changed: T): Promise<T> {
  if (changed) await announceJobChange(db, id).catch(() => undefined);
  return changed;
}

const parse = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

export function toView(row: JobRow): JobView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobStatus,
    progress: parse<JobProgress>(row.progress),
    result: parse(row.result),
    error: row.error,
    errorKind: row.errorKind,
    ...readStoredSaid(row.errorSaid),
    attempts: row.attempts,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    owner: { userId: row.ownerUserId, visitorId: row.ownerVisitorId },
  };
}

export async function findJob(db: AppDatabase, id: string): Promise<JobRow | undefined> {
  return firstRow(db.select().from(jobs).where(eq(jobs.id, id)));
}

const ACTIVE = ['queued', 'running'];

/** The active job for (kind, subject), or a new queued one; one transaction, so a double start makes one. */
export async function insertOrFindActive(
  db: AppDatabase,
  kind: string,
  request: StartJob<unknown>,
  maxAttempts: number,
  now: Date,
): Promise<{ row: JobRow; created: boolean }> {
  return inTransaction(db, async (tx) => {
    // Two starts of the same job at once find no active one and insert: one wait here for the other (on
    // PostgreSQL; SQLite runs one transaction at a time). A bounded kind waits per kind, which covers both.
    await serializeOn(tx, request.maxActive === undefined ? `jobs:${kind}:${request.subject}` : `jobs:${kind}`);
    const active = await findActiveRow(tx, kind, request.subject);
    if (active) {
      // A running job began before this request: asked again, it runs once more after this run ends.
      if (request.again && active.status === 'running' && !active.rerun) {
        await tx
          .update(jobs)
          .set({ rerun: true })
          .where(and(eq(jobs.id, active.id), eq(jobs.status, 'running')));
        return { row: { ...active, rerun: true }, created: false };
      }
      if (request.runAfter && active.status === 'queued' && active.runAfter > request.runAfter.toISOString()) {
        const runAfter = request.runAfter.toISOString();
        await tx
          .update(jobs)
          .set({ runAfter, updatedAt: now.toISOString() })
          .where(and(eq(jobs.id, active.id), eq(jobs.status, 'queued')));
        return { row: { ...active, runAfter }, created: false };
      }
      return { row: active, created: false };
    }
    if (request.maxActive !== undefined && (await countActive(tx, kind)) >= request.maxActive) throw new BusyError();
    const stamp = now.toISOString();
    const [row] = await tx
      .insert(jobs)
      .values({
        kind,
        subject: request.subject,
        ownerUserId: request.owner.userId,
        ownerVisitorId: request.owner.visitorId,
        status: 'queued',
        input: JSON.stringify(request.input),
        maxAttempts,
        runAfter: request.runAfter?.toISOString() ?? stamp,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning();
    // In the start's transaction: heard when the job is there to read, and never for a start rolled back.
    await announceJobChange(tx, row.id);
    return { row, created: true };
  });
}

export async function findActiveRow(
  db: Pick<AppDatabase, 'select'>,
  kind: string,
  subject: string,
): Promise<JobRow | undefined> {
  return firstRow(
    db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.subject, subject), inArray(jobs.status, ACTIVE))),
  );
}

export async function countActive(db: AppDatabase, kind: string): Promise<number> {
  const row = await firstRow(
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), inArray(jobs.status, ACTIVE))),
  );
  return row?.n ?? 0;
}

/**
 * Takes the next runnable job of a kind: queued and due, or running with a lapsed lease (its runner died).
 * One UPDATE whose WHERE names the runnable states, so of several processes claiming at once exactly one
 * wins a job (SQLite runs the statement as one write); a separate read then write would let two take it.
 */
export async function claimNext(
  db: AppDatabase,
  kind: string,
  now: Date,
  leaseMs: number,
): Promise<JobRow | undefined> {
  const stamp = now.toISOString();
  const runnable = and(
    eq(jobs.kind, kind),
    or(
      and(eq(jobs.status, 'queued'), lte(jobs.runAfter, stamp)),
      // A lapsed claim is taken over only while tries remain; one past them is ended (failExhausted).
      and(eq(jobs.status, 'running'), lte(jobs.leaseUntil, stamp), lt(jobs.attempts, jobs.maxAttempts)),
    ),
  );
  const next = db.select({ id: jobs.id }).from(jobs).where(runnable).orderBy(jobs.createdAt).limit(1);
  const [claimed] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      updatedAt: stamp,
    })
    .where(and(eq(jobs.id, sql`(${next})`), runnable))
    .returning();
  return claimed && announced(db, claimed.id, claimed);
}

/**
 * Ends the jobs of these kinds whose runner died on their last try (a lapsed claim with no tries left), so a
 * one-try paid step never runs again after a crash; returns them for their give-up path. One guarded UPDATE:
 * of several processes, one ends each job.
 */
export async function failExhausted(db: AppDatabase, kinds: string[], now: Date, error: string): Promise<JobRow[]> {
  const stamp = now.toISOString();
  const ended = await db
    .update(jobs)
    .set({
      status: 'failed',
      error,
      errorKind: null,
      errorSaid: null,
      leaseUntil: null,
      rerun: false,
      finishedAt: stamp,
      updatedAt: stamp,
    })
    .where(
      and(
        inArray(jobs.kind, kinds),
        eq(jobs.status, 'running'),
        lte(jobs.leaseUntil, stamp),
        gte(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .returning();
  for (const row of ended) await announced(db, row.id, true);
  return ended;
}

/**
 * The claim a runner holds: the job, and the attempt it claimed. Every later write names both, so a runner
 * whose claim lapsed and was taken over (a later attempt) can no longer write progress or a result.
 */
export interface Claim {
  id: string;
  attempt: number;
  /** Tries the job may have in all (its row's; a rerun gives it a fresh set). */
  maxAttempts: number;
}

const held = (claim: Pick<Claim, 'id' | 'attempt'>) =>
  and(eq(jobs.id, claim.id), eq(jobs.status, 'running'), eq(jobs.attempts, claim.attempt));

/** True while the claim is held: the job runs on that attempt and its lease has not lapsed. */
export async function holdsClaim(db: AppDatabase, claim: Pick<Claim, 'id' | 'attempt'>, now: Date): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(held(claim), gt(jobs.leaseUntil, now.toISOString()))),
  );
  return row !== undefined;
}

/** Updates a running job (progress, lease); false when the claim is gone (canceled, or taken over). */
export async function touchRunning(
  db: AppDatabase,
  claim: Claim,
  patch: { progress?: JobProgress; leaseUntil?: Date },
  now: Date,
): Promise<boolean> {
  const result = await db
    .update(jobs)
    .set({
      ...(patch.progress ? { progress: JSON.stringify(patch.progress) } : {}),
      ...(patch.leaseUntil ? { leaseUntil: patch.leaseUntil.toISOString() } : {}),
      updatedAt: now.toISOString(),
    })
    .where(held(claim));
  // A lease renewal alone changes nothing a watcher sees: not announced.
  return patch.progress ? announced(db, claim.id, changedRows(result) > 0) : changedRows(result) > 0;
}

export async function finishRunning(
  db: AppDatabase,
  claim: Claim,
  outcome:
    | { status: 'succeeded'; result: unknown; triesForRerun: number }
    | { status: 'failed'; error: string; errorKind: string | null; errorSaid?: string | null }
    | { status: 'queued'; runAfter: Date; error: string; errorSaid?: string | null },
  now: Date,
): Promise<boolean> {
  const stamp = now.toISOString();
  if (outcome.status === 'succeeded') {
    // Asked again while this run went on: back to the line with a fresh set of tries, not ended. The
    // plain end below names rerun = false, so a request landing between the two statements is not lost.
    const again = await db
      .update(jobs)
      .set({
        status: 'queued',
        rerun: false,
        runAfter: stamp,
        leaseUntil: null,
        maxAttempts: sql`${jobs.attempts} + ${outcome.triesForRerun}`,
        updatedAt: stamp,
      })
      .where(and(held(claim), eq(jobs.rerun, true)));
    if (changedRows(again) > 0) return announced(db, claim.id, true);
  }
  const set =
    outcome.status === 'succeeded'
      ? {
          status: 'succeeded',
          result: JSON.stringify(outcome.result ?? null),
          error: null,
          errorKind: null,
          errorSaid: null,
          finishedAt: stamp,
        }
      : outcome.status === 'failed'
        ? {
            status: 'failed',
            error: outcome.error,
            errorKind: outcome.errorKind,
            errorSaid: outcome.errorSaid ?? null,
            finishedAt: stamp,
          }
        : {
            status: 'queued',
            runAfter: outcome.runAfter.toISOString(),
            error: outcome.error,
            errorSaid: outcome.errorSaid ?? null,
          };
  const result = await db
    .update(jobs)
    .set({ ...set, leaseUntil: null, rerun: false, updatedAt: stamp })
    .where(outcome.status === 'succeeded' ? and(held(claim), eq(jobs.rerun, false)) : held(claim));
  if (outcome.status === 'succeeded' && changedRows(result) === 0) {
    // Refused: either the claim is gone, or a rerun was asked for between the two statements.
    const row = await findJob(db, claim.id);
    if (row?.status === 'running' && row.attempts === claim.attempt && row.rerun)
      return finishRunning(db, claim, outcome, now);
  }
  return announced(db, claim.id, changedRows(result) > 0);
}

export async function cancelActive(db: AppDatabase, id: string, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const result = await db
    .update(jobs)
    .set({ status: 'canceled', finishedAt: stamp, updatedAt: stamp, leaseUntil: null })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ACTIVE)));
  return announced(db, id, changedRows(result) > 0);
}

/**
 * Gives a claimed job back to the line at once (its process is shutting down), for any process to take; the
 * attempt stays counted, so the runner's late writes (a step that ignored its signal) are refused.
 */
export async function releaseRunning(db: AppDatabase, claim: Claim, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const result = await db
    .update(jobs)
    .set({ status: 'queued', leaseUntil: null, runAfter: stamp, updatedAt: stamp })
    .where(held(claim));
  return announced(db, claim.id, changedRows(result) > 0);
}

export async function deleteEndedBefore(db: AppDatabase, cutoff: Date): Promise<number> {
  const result = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['succeeded', 'failed', 'canceled']), lte(jobs.updatedAt, cutoff.toISOString())));
  return changedRows(result);
}
