// Sending a paid order to the printer: the job behind "exactly one print job per payment". It runs in the
// durable queue, one at a time per order, so an outage or a restart only delays it. Each run first asks the
// printer for a job with our order id as its external id (a run cut short after the printer made the job,
// before we stored its id, finds it there) and creates one only when there is none. A printer that is
// down is tried again, with a growing pause, and polling restarts the submission if the retries run out;
// a printer that refuses the order moves it to "failed" for the shop to look at.
// Exactly one job, whatever the timing: the claim on this submission is confirmed right before the job is made
// (a runner whose lease lapsed, frozen or cut off from the database, stops there: its successor has the
// order), and checked after: a job made for an order that was canceled meanwhile, or beside another runner's
// job already recorded, is canceled at the printer at once by its id, with a durable retry (the printer-cancel
// job, orderCancel.ts) or an alarm for the shop when that cannot be done.

import type { ShippingAddress, ShippingSpeed } from '../../../shared/orders';
import { DomainError, Invalid, Unavailable } from '../../lib/errors';
import type { PrinterAddress, PrintJobState } from '../../providers/printer/printer';
import { PrinterRefused } from '../../providers/printer/printer';
import type { JobContext } from '../../queue/jobQueue';
import type { AppDeps } from '../appDeps';
import { hasOrderFiles, ORDER_FILE_KINDS, type OrderFiles, objectMd5, orderFileKey, printFileLink } from './orderFiles';
import { noteCancelFailed } from './orderCancel';
import { startOrderEmail, startPrinterCancel } from './orderJobStarts';
import {
  appendEvent,
  closeChangeWindow,
  findOrder,
  moveOrder,
  type OrderRow,
  patchOrder,
  readEvents,
} from './orderRows';
import { PRINT_JOB_ENDED, PRINTER_UNREACHABLE_EVENT } from './orderStates';
import { holdOrderFiles } from './orderWindow';
import { applyPrinterState } from './printerUpdates';
import { englishNote } from './historyNotes';
import { m } from '../../../shared/i18n/siteLocales';

export interface PrintSubmissionResult {
  printJobId: string | null;
  outcome: 'sent' | 'found' | 'not-paid' | 'refused';
}

/** How long a submission waits for the buyer's book replacing the order's files before it tries again later. */
const FILES_WAIT_MS = 30_000;

type SubmissionContext = Pick<JobContext, 'signal' | 'attempt' | 'confirmClaim'>;

export async function submitPrintJob(
  deps: AppDeps,
  orderId: string,
  context: SubmissionContext,
): Promise<PrintSubmissionResult> {
  // From here on the order is printed as it stands: the buyer's change window closes (orderWindow.ts), once
  // no replacement of its files is under way (it holds them for seconds; the queue tries again otherwise).
  const release = await holdOrderFiles(deps, orderId, FILES_WAIT_MS);
  if (!release) throw new Unavailable('The order’s files are being replaced.');
  const order = await closeChangeWindow(deps.db, orderId, deps.now()).finally(release);
  if (order?.status !== 'paid') {
    // An earlier try of this submission may have been cut short inside the printer's create call, after the
    // order's cancel had searched the printer: search again.
    if (order && context.attempt > 1 && ENDED_UNPRINTED.includes(order.status))
      await startPrinterCancel(deps, order.id);
    return { printJobId: order?.printJobId ?? null, outcome: 'not-paid' };
  }
  const printer = deps.printer;
  if (!printer) throw new Unavailable('Printing is not set up on this server.');
  if (!(await hasOrderFiles(deps, order.id))) {
    // Not the printer's fault, nor worth retrying: the shop sends it again with the comic's files (npm run orders).
    const moved = await moveOrder(
      deps.db,
      order.id,
      'failed',
      { type: 'files_missing', source: 'system', note: englishNote(m.order_note_files_missing) },
      deps.now(),
      { from: ['paid'] },
    );
    if (moved.moved) await startOrderEmail(deps, order.id, 'failed');
    return { printJobId: null, outcome: 'refused' };
  }
  try {
    const files = await withChecksums(deps, order);
    context.signal.throwIfAborted();
    // A job the printer rejected or canceled is over: an order sent again (npm run orders retry) needs a new one.
    const found = (await printer.findJobs(order.id, context.signal)).filter(
      (job) => !PRINT_JOB_ENDED.includes(job.phase),
    );
    if (found.length > 1) {
      await appendEvent(
        deps.db,
        order.id,
        { type: 'duplicate_print_jobs', source: 'system', data: { printJobIds: found.map((j) => j.id) } },
        deps.now(),
      );
    }
    let job: PrintJobState | undefined = found.sort((a, b) => Number(a.id) - Number(b.id))[0];
    const outcome = job ? 'found' : 'sent';
    if (!job) {
      context.signal.throwIfAborted();
      // Canceled (or its refund decided) meanwhile: nothing is made for it.
      if ((await findOrder(deps.db, order.id))?.status !== 'paid') return { printJobId: null, outcome: 'not-paid' };
      const request = await printRequest(deps, order, files);
      await context.confirmClaim();
      job = await printer.createJob(request, context.signal);
    }
    return { printJobId: job.id, outcome: (await recordJob(deps, order, job, outcome)) ? outcome : 'not-paid' };
  } catch (error) {
    if (error instanceof Invalid) {
      await refuse(deps, order, error);
      return { printJobId: null, outcome: 'refused' };
    }
    // Unreachable, or failing: said once per outage on the order page; the queue tries again.
    if (!(error instanceof DomainError) || error.kind === 'upstream' || error.kind === 'unavailable')
      await noteUnreachable(deps, order.id, error);
    throw error;
  }
}

/** Works out the files' MD5 once (the printer checks its downloads against it) and keeps it on the order. */
async function withChecksums(deps: AppDeps, order: OrderRow): Promise<OrderFiles> {
  const files = JSON.parse(order.files) as OrderFiles;
  if (ORDER_FILE_KINDS.every((kind) => files.md5[kind])) return files;
  for (const kind of ORDER_FILE_KINDS) files.md5[kind] ??= await objectMd5(deps.objects, orderFileKey(order.id, kind));
  await patchOrder(deps.db, order.id, { files: JSON.stringify(files) }, deps.now());
  return files;
}

async function printRequest(deps: AppDeps, order: OrderRow, files: OrderFiles) {
  const address = JSON.parse(order.address) as ShippingAddress;
  const now = deps.now();
  const link = async (kind: 'interior' | 'cover') => ({
    url: await printFileLink(deps, order.id, kind, now),
    md5: files.md5[kind]!,
  });
  return {
    externalId: order.id,
    title: files.title,
    quantity: order.quantity,
    productCode: files.productCode,
    cover: await link('cover'),
    interior: await link('interior'),
    speed: order.shipping as ShippingSpeed,
    contactEmail: deps.config.supportEmail,
    address: printerAddress(address),
  };
}

export function printerAddress(address: ShippingAddress): PrinterAddress {
  return {
    name: address.fullName,
    street1: address.line1,
    street2: address.line2 || undefined,
    city: address.city,
    stateCode: address.state || undefined,
    postcode: address.postcode,
    countryCode: address.country,
    phone: address.phone,
    email: address.email,
  };
}

/**
 * Stores the print job on the order (paid -> sent to the printer). False when the order is no longer paid:
 * canceled while the job was being made, or at the printer with another runner's job; this job is then
 * canceled at the printer (heldJobNotWanted).
 */
async function recordJob(
  deps: AppDeps,
  order: OrderRow,
  job: PrintJobState,
  outcome: 'sent' | 'found',
): Promise<boolean> {
  const moved = await moveOrder(
    deps.db,
    order.id,
    'sent_to_printer',
    {
      type: outcome === 'sent' ? 'print_job_created' : 'print_job_found',
      source: 'printer',
      note: englishNote(m.order_note_sent_to_printer),
      data: { printJobId: job.id, phase: job.phase },
    },
    deps.now(),
    { from: ['paid'], patch: { printJobId: job.id, printerStatus: job.phase, printerStatusAt: job.changedAt } },
  );
  if (!moved.moved) {
    if (moved.order && moved.order.printJobId !== job.id) await heldJobNotWanted(deps, moved.order, job);
    return false;
  }
  // A job can already be further along (found again after a restart, or the printer was quick).
  if (job.phase !== 'queued') await applyPrinterState(deps, job, 'printer', 'submission');
  return true;
}

/**
 * A job this submission holds that nobody wants: its order was canceled while it was being made (the printer
 * must not print what nobody pays for), or another runner's job for the order was recorded first (a runner
 * whose claim lapsed inside the create call). Canceled at once by its id; a printer that does not answer
 * leaves it to the printer-cancel job (a canceled order) or to the shop (a second job beside a live one).
 */
async function heldJobNotWanted(deps: AppDeps, order: OrderRow, job: PrintJobState): Promise<void> {
  const canceled = ENDED_UNPRINTED.includes(order.status);
  const why = canceled ? `the order was ${order.status}` : 'another print job was recorded for the order first';
  deps.log.warn({ orderId: order.id, printJobId: job.id, why }, 'canceling a print job nobody wants at the printer');
  let answer: 'canceled' | 'too-late' | 'no-answer';
  try {
    answer = await deps.printer!.cancelJob(job.id);
  } catch (error) {
    // The printer-cancel job retries, and searches by our order id, which finds this job too.
    if (canceled) return startPrinterCancel(deps, order.id);
    deps.log.warn({ err: error, orderId: order.id }, 'the printer did not take the cancel of a second print job');
    answer = 'no-answer';
  }
  const data = { printJobIds: [job.id], why };
  if (answer === 'canceled')
    await appendEvent(deps.db, order.id, { type: 'printer_jobs_canceled', source: 'system', data }, deps.now());
  else if (canceled) await noteCancelFailed(deps, order.id, { ...data, reason: 'printing started' });
  else {
    const printJobIds = [order.printJobId, job.id].filter((id) => id !== null);
    await appendEvent(
      deps.db,
      order.id,
      { type: 'duplicate_print_jobs', source: 'system', data: { printJobIds } },
      deps.now(),
    );
  }
}

/** Where an order ends without a print: a job the printer holds for it must be canceled. */
const ENDED_UNPRINTED: readonly string[] = ['canceled', 'refunded'];

async function refuse(deps: AppDeps, order: OrderRow, error: Error): Promise<void> {
  const fields = error instanceof PrinterRefused ? error.fields : [];
  deps.log.warn({ orderId: order.id, refused: error.message }, 'the printer refused an order');
  const moved = await moveOrder(
    deps.db,
    order.id,
    'failed',
    {
      type: 'printer_refused',
      source: 'printer',
      note: englishNote(m.order_note_printer_refused),
      data: { message: error.message, fields },
    },
    deps.now(),
    { from: ['paid'] },
  );
  if (moved.moved) await startOrderEmail(deps, order.id, 'failed');
}

async function noteUnreachable(deps: AppDeps, orderId: string, error: unknown): Promise<void> {
  const events = await readEvents(deps.db, orderId);
  const sinceMove = events.slice(events.findLastIndex((e) => e.toStatus !== null) + 1);
  if (sinceMove.some((e) => e.type === PRINTER_UNREACHABLE_EVENT)) return;
  await appendEvent(
    deps.db,
    orderId,
    {
      type: PRINTER_UNREACHABLE_EVENT,
      source: 'system',
      note: englishNote(m.order_note_printer_silent),
      data: { error: error instanceof Error ? error.message : String(error) },
    },
    deps.now(),
  );
}
