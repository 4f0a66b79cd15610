// The print files an order prints from. At the quote: whether the comic's current files pass the format's
// preflight. At the order: the format's interior and cover are frozen for it under the storage key
// orders/<id>/ (copies, hard links in DATA_DIR, so remaking the comic's files later never changes or removes
// what was paid for). At the printer: the files are fetched at this app's own signed links under PUBLIC_URL
// (server/http/printFiles.ts streams them from DATA_DIR or the bucket), valid a week whatever the store: a
// bucket's presigned link lasts no longer than the credentials that signed it (a role's keys, a few hours).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { OrderPreflight } from '../../../shared/orders';
import { READY_TO_PRINT } from '../../../shared/printFiles';
import type { PrintFormatId } from '../../../shared/printGeometry';
import type { AppDatabase } from '../../db/client';
import { installationKey } from '../../db/installationKeys';
import type { JobQueue } from '../../queue/jobQueue';
import type { ObjectStore } from '../../storage/objectStore';
import type { AppDeps } from '../appDeps';
import { latestManifest, readFilesSource } from '../files/filesSource';
import { comicSubject, FILES_JOB } from '../jobs/jobKinds';
import { type Said, said } from '../../lib/said';

export type OrderFileKind = 'interior' | 'cover';
export const ORDER_FILE_KINDS: OrderFileKind[] = ['interior', 'cover'];

/** What the order keeps about its files (orders.files, JSON). */
export interface OrderFiles {
  key: string;
  format: PrintFormatId;
  productCode: string;
  pages: number;
  title: string;
  /** MD5 of each file, once worked out (the printer checks what it downloaded against it). */
  md5: Partial<Record<OrderFileKind, string>>;
}

// Customer words: ordering prepares the book for print itself (orderPrepare.ts); "print files" is the shop's word.
export const FILES_BUILDING = said('error_files_building');
const FILES_NOT_MADE = said('error_files_not_made');
const FILES_STALE = said('error_files_stale');

export interface PreflightResult extends OrderPreflight {
  /** When ready: what the order freezes. */
  frozen: Omit<OrderFiles, 'md5'> | null;
  /** The summary as the catalogue's words, when it is ours (not the stored print check's): what a refusal says. */
  summarySaid: Said | null;
}

/** The comic's print files for a format, as an order needs them: ready, or what stands in the way. */
export async function orderPreflight(
  deps: Pick<AppDeps, 'db' | 'config' | 'objects'> & { jobs: Pick<JobQueue, 'findActive'> },
  comicId: string,
  userId: string,
  format: PrintFormatId,
): Promise<PreflightResult> {
  const source = await readFilesSource(deps, comicId, userId);
  const notReady = (files: OrderPreflight['files'], summary: Said): PreflightResult => ({
    ready: false,
    summary: summary.text,
    summarySaid: summary,
    files,
    pages: null,
    progress: null,
    frozen: null,
  });
  if (await deps.jobs.findActive(FILES_JOB, comicSubject(comicId))) return notReady('building', FILES_BUILDING);
  if (!source.ok) return notReady('unavailable', source.message);
  const latest = await latestManifest(deps, comicId);
  if (!latest) return notReady('none', FILES_NOT_MADE);
  if (latest.key !== source.source.key) return notReady('stale', FILES_STALE);
  const check = latest.preflight.find((p) => p.format === format);
  const has = (kind: string) => latest.files.some((f) => f.kind === kind && f.format === format);
  if (!check || !has('interior-pdf') || !has('cover-pdf')) return notReady('stale', FILES_STALE);
  return {
    ready: check.ready,
    summary: check.ready ? READY_TO_PRINT : check.summary,
    summarySaid: null,
    files: 'ready',
    pages: check.pages,
    progress: null,
    frozen: check.ready
      ? {
          key: latest.key,
          format,
          productCode: check.productCode,
          pages: check.pages,
          title: source.source.script.title || source.source.comic.title,
        }
      : null,
  };
}

/** The local store's folder of an order's files (tests look inside; the app goes through the port). */
export const orderFilesDir = (deps: Pick<AppDeps, 'config'>, orderId: string) =>
  path.join(deps.config.dataDir, 'orders', orderId);
/** The storage folder of an order's files, and the key of one of them. */
export const orderFolder = (orderId: string) => `orders/${orderId}`;
export const orderFileKey = (orderId: string, kind: OrderFileKind) => `${orderFolder(orderId)}/${kind}.pdf`;

/**
 * Keeps the format's files for the order: copies (hard links in the local folder, which cost no space). `into`:
 * another folder than the order's own (a changed book is frozen beside the files it replaces, then swapped).
 */
export async function freezeOrderFiles(
  deps: Pick<AppDeps, 'objects'>,
  comicId: string,
  orderId: string,
  frozen: Omit<OrderFiles, 'md5'>,
  into = orderFolder(orderId),
): Promise<void> {
  const latest = await latestManifest(deps, comicId);
  if (!latest || latest.key !== frozen.key) throw new Error('the print files changed while the order was being made');
  for (const kind of ORDER_FILE_KINDS) {
    const file = latest.files.find((f) => f.kind === `${kind}-pdf` && f.format === frozen.format);
    if (!file) throw new Error(`no ${kind} file for ${frozen.format}`);
    await deps.objects.copy(`${latest.folder}/${file.fileName}`, `${into}/${kind}.pdf`);
  }
}

/**
 * Puts the files frozen into `from` (freezeOrderFiles' `into`) in the order's place. Each old file is removed
 * before its replacement is linked: the frozen files are hard links, and writing over one would change every
 * order sharing it.
 */
export async function swapOrderFiles(deps: Pick<AppDeps, 'objects'>, orderId: string, from: string): Promise<void> {
  for (const kind of ORDER_FILE_KINDS) {
    await deps.objects.delete(orderFileKey(orderId, kind));
    await deps.objects.copy(`${from}/${kind}.pdf`, orderFileKey(orderId, kind));
  }
  await deps.objects.deleteFolder(from);
}

export async function removeOrderFiles(deps: Pick<AppDeps, 'objects'>, orderId: string): Promise<void> {
  await deps.objects.deleteFolder(orderFolder(orderId));
}

/** True when the order still has its files (they are removed when it can no longer be reprinted). */
export async function hasOrderFiles(deps: Pick<AppDeps, 'objects'>, orderId: string): Promise<boolean> {
  const found = await Promise.all(ORDER_FILE_KINDS.map((kind) => deps.objects.exists(orderFileKey(orderId, kind))));
  return found.every(Boolean);
}

/** The MD5 of a stored file, read as a stream (print files are large). */
export async function objectMd5(objects: ObjectStore, key: string): Promise<string> {
  const object = await objects.stream(key);
  if (!object) throw new Error(`${key} is missing`);
  const hash = createHash('md5');
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

// ---- Signed links ---------------------------------------------------------------------------------------

/**
 * How long a link works. The printer fetches the files minutes after the job is made, may fetch again for
 * a reprint, and a job can wait at the printer for days (unpaid at Lulu): a week, not minutes.
 */
export const PRINT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The key that signs print file links: made once per installation and kept in the database (backed up with it). */
const linkKey = (db: AppDatabase) => installationKey(db, 'print-file-links');

const signature = (key: Buffer, orderId: string, kind: OrderFileKind, expires: number) =>
  createHmac('sha256', key).update(`${orderId}/${kind}/${expires}`).digest('base64url');

/**
 * The link the printer fetches a file at: this server's, signed with the installation's key and valid
 * PRINT_LINK_TTL_MS from `now`, with the local folder and with object storage alike (the server streams the
 * file from the bucket, so the link does not depend on the bucket's credentials).
 */
export async function printFileLink(
  deps: Pick<AppDeps, 'db' | 'config'>,
  orderId: string,
  kind: OrderFileKind,
  now: Date,
): Promise<string> {
  const expires = Math.floor((now.getTime() + PRINT_LINK_TTL_MS) / 1000);
  const sig = signature(await linkKey(deps.db), orderId, kind, expires);
  return `${deps.config.publicOrigin}/print-files/${orderId}/${kind}.pdf?expires=${expires}&sig=${sig}`;
}

/** True when the link was made by this server for this order's file and has not expired. */
export async function isValidPrintFileLink(
  deps: Pick<AppDeps, 'db'>,
  orderId: string,
  kind: OrderFileKind,
  expires: string,
  sig: string,
  now: Date,
): Promise<boolean> {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(await linkKey(deps.db), orderId, kind, Number(expires)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
