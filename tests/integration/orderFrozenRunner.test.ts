// A runner whose claim lapsed must not act on the outside world beside its successor. Two real worker processes
// share the shop's data; the printer's and the mail server's fakes freeze one of them (SIGSTOP) at the moment it
// talks to them, as a stalled process or a silent database would, until its short lease lapses and the other
// takes its job over. Whatever the frozen one does when it wakes, the order gets one print job and one e-mail.
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_EMAIL_JOB, ORDER_PRINT_JOB, orderSubject } from '../../server/domains/jobs/jobKinds';
import { type AppProcess, startAppProcess } from '../helpers/appProcesses';
import {
  atPrinter,
  eventually,
  liveJobs,
  placeAndPay,
  shopTool,
  startOrderWorld,
  type OrderWorld,
} from '../helpers/orderWorld';
import { rawCount } from '../helpers/rawSql';

let world: OrderWorld | null = null;
const processes: AppProcess[] = [];
afterEach(async () => {
  for (const p of processes.splice(0)) {
    p.proc.kill('SIGCONT');
    await p.kill();
  }
  await world?.close();
  world = null;
});

const LEASE = { JOB_LEASE_SECONDS: '2' };

/** A worker on the world's data: the web app itself runs no jobs (JOBS=external). */
async function worker(w: OrderWorld, name: string): Promise<AppProcess> {
  const started = startAppProcess(name, 'worker', { ...w.env, ...LEASE, LOG_LEVEL: 'info' });
  processes.push(started);
  await started.ready;
  return started;
}

const claimGone = (p: AppProcess) => p.output().includes('its claim is gone');

/**
 * Whether no other connection is part-way through a write: on SQLite the write lock is free (a connection of
 * our own takes it and gives it back at once), on PostgreSQL no other session is in a statement or transaction.
 */
async function noWriteUnderWay(w: OrderWorld): Promise<boolean> {
  const db = w.deps.db;
  if (db.$kind === 'postgres') {
    const busy = await rawCount(
      db,
      'SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() ' +
        "AND state <> 'idle'",
    );
    return busy === 0;
  }
  const probe = new Database(db.$client.name, { timeout: 0 });
  try {
    probe.exec('BEGIN IMMEDIATE');
    probe.exec('ROLLBACK');
    return true;
  } catch {
    return false;
  } finally {
    probe.close();
  }
}

/**
 * Stops a worker (SIGSTOP) while it waits on an outside service, at a moment it is not part-way through a
 * write: its idle ticks write every second, and a process stopped inside one would hold the database from
 * everyone (SQLite's write lock, a PostgreSQL row), a different fault from the one these tests are about. The
 * service holds its answer meanwhile, so a worker let go on for a moment gets no further than it was.
 */
async function freezeOutsideWrites(p: AppProcess, w: OrderWorld): Promise<void> {
  for (;;) {
    p.proc.kill('SIGSTOP');
    if (await noWriteUnderWay(w)) return;
    p.proc.kill('SIGCONT');
    await sleep(20);
  }
}

/** A shop whose web app runs no jobs, with one worker (A) and Ada's comic ready to order. */
async function shopWithWorker() {
  world = await startOrderWorld({ env: { JOBS: 'external', ...LEASE } });
  const w = world;
  const ada = await w.user('ada@example.com');
  const comicId = await w.comic(ada);
  return { w, ada, comicId, a: await worker(w, 'A') };
}

describe('a runner frozen while its lease lapses', () => {
  it('frozen between its search of the printer and its create call: its successor makes the one print job, ' +
    'and it makes none when it wakes', { timeout: 90_000 }, async () => {
    const { w, ada, comicId, a } = await shopWithWorker();
    // A asks the printer for a job with the order's id; it is frozen before it reads the answer ("none").
    let frozenA = false;
    w.lulu.beforeAnswer('Print-Jobs_list', async () => {
      await freezeOutsideWrites(a, w);
      frozenA = true;
    });
    const { orderId, caller } = await placeAndPay(w, ada, comicId);
    await eventually(() => frozenA, 'A frozen at its search', 20_000);
    // B takes the submission over once A's lease lapses; it is frozen in turn inside its create call, after
    // the printer made its job, so that A wakes to an order still paid.
    let bCreated = false;
    w.lulu.beforeAnswer('Print-Jobs_create', () => {
      b.proc.kill('SIGSTOP');
      bCreated = true;
    });
    const b = await worker(w, 'B');
    await eventually(() => bCreated, 'B inside the printer’s create call', 30_000);
    a.proc.kill('SIGCONT');
    // A either sees that its claim is gone, or (the fault) makes a second job and records it.
    await eventually(
      async () => claimGone(a) || (await caller.orders.get({ orderId })).status === 'sent_to_printer',
      'A to act on waking',
      20_000,
    );
    b.proc.kill('SIGCONT');
    await eventually(
      async () => (await w.deps.jobs.findActive(ORDER_PRINT_JOB, orderSubject(orderId))) === null,
      'the submission over',
      30_000,
    );
    await atPrinter(caller, orderId);
    await w.lulu.idle();
    expect(liveJobs(w, orderId)).toHaveLength(1);
    expect(claimGone(a)).toBe(true);
    expect(await shopTool(w)).toBe('No order needs attention.');
    expect(w.lulu.violations).toEqual([]);
  });

  it('frozen while it connects to the mail server: its successor sends the e-mail, and it sends none when it wakes', {
    timeout: 90_000,
  }, async () => {
    const { w, ada, comicId, a } = await shopWithWorker();
    let frozenA = false;
    w.smtp.beforeGreeting(async () => {
      await freezeOutsideWrites(a, w);
      frozenA = true;
    });
    const { orderId } = await placeAndPay(w, ada, comicId);
    await eventually(() => frozenA, 'A frozen at the mail server', 20_000);
    const b = await worker(w, 'B');
    const paidMail = (m: { subject: string }) => m.subject.includes('is paid');
    await w.smtp.waitFor(paidMail, 30_000).catch(async (error: Error) => {
      // What B was doing, and whether the database was free, say why the e-mail did not come.
      const free = await noWriteUnderWay(w);
      throw new Error(`${error.message}; no write under way: ${free}; B said:\n${b.output().slice(-3000)}`);
    });
    a.proc.kill('SIGCONT');
    // Woken, A either stops (its claim is gone) or, the fault, finishes its own e-mail.
    await eventually(() => claimGone(a) || w.smtp.messages.filter(paidMail).length > 1, 'A to act on waking', 20_000);
    await eventually(
      async () => (await w.deps.jobs.findActive(ORDER_EMAIL_JOB, `${orderSubject(orderId)}:paid`)) === null,
      'the e-mail job over',
      20_000,
    );
    expect(w.smtp.messages.filter(paidMail)).toHaveLength(1);
    expect(claimGone(a)).toBe(true);
  });
});
