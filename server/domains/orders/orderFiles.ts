// The print files an order prints from. At the quote: whether the comic's current files pass the format's
// preflight. At the order: the format's interior and cover are frozen for it under DATA_DIR/orders/<id>/
// (hard links, so remaking the comic's files later never changes or removes what was paid for). At the
// printer: the files are served at signed links that expire, under PUBLIC_URL (server/http/printFiles.ts).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../appDeps';
import type { AppDatabase } from '../../db/client';
import type { JobQueue } from '../../queue/jobQueue';
import { appSecrets } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { READY_TO_PRINT } from '../../../shared/printFiles';
import type { OrderPreflight } from '../../../shared/orders';
import type { PrintFormatId } from '../../../shared/printGeometry';
import { FILES_JOB, comicSubject } from '../jobs/jobKinds';
import { filesRoot, latestManifest, readFilesSource } from '../files/filesSource';

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
export const FILES_BUILDING_MESSAGE = 'We are preparing your book for print. This takes a minute or two.';
export const FILES_NOT_MADE_MESSAGE = 'Your book has not been prepared for print yet.';
export const FILES_STALE_MESSAGE = 'Your book has changed since it was prepared for print.';

export interface PreflightResult extends OrderPreflight {
  /** When ready: what the order freezes. */
  frozen: Omit<OrderFiles, 'md5'> | null;
}

/** The comic's print files for a format, as an order needs them: ready, or what stands in the way. */
export async function orderPreflight(
  deps: Pick<AppDeps, 'db' | 'config'> & { jobs: Pick<JobQueue, 'findActive'> },
  comicId: string,
  userId: string,
  format: PrintFormatId,
): Promise<PreflightResult> {
  const source = readFilesSource(deps, comicId, userId);
  const notReady = (files: OrderPreflight['files'], summary: string): PreflightResult => ({
    ready: false,
    summary,
    files,
    pages: null,
    progress: null,
    frozen: null,
  });
  if (deps.jobs.findActive(FILES_JOB, comicSubject(comicId))) return notReady('building', FILES_BUILDING_MESSAGE);
  if (!source.ok) return notReady('unavailable', source.message);
  const latest = await latestManifest(deps, comicId);
  if (!latest) return notReady('none', FILES_NOT_MADE_MESSAGE);
  if (latest.key !== source.source.key) return notReady('stale', FILES_STALE_MESSAGE);
  const check = latest.preflight.find((p) => p.format === format);
  const has = (kind: string) => latest.files.some((f) => f.kind === kind && f.format === format);
  if (!check || !has('interior-pdf') || !has('cover-pdf')) return notReady('stale', FILES_STALE_MESSAGE);
  return {
    ready: check.ready,
    summary: check.ready ? READY_TO_PRINT : check.summary,
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

export const orderFilesDir = (deps: Pick<AppDeps, 'config'>, orderId: string) =>
  path.join(deps.config.dataDir, 'orders', orderId);
export const orderFilePath = (deps: Pick<AppDeps, 'config'>, orderId: string, kind: OrderFileKind) =>
  path.join(orderFilesDir(deps, orderId), `${kind}.pdf`);

/** Keeps the format's files for the order: hard links (no copy) where the file system allows, else copies. */
export async function freezeOrderFiles(
  deps: Pick<AppDeps, 'config'>,
  comicId: string,
  orderId: string,
  frozen: Omit<OrderFiles, 'md5'>,
): Promise<void> {
  const latest = await latestManifest(deps, comicId);
  if (!latest || latest.key !== frozen.key) throw new Error('the print files changed while the order was being made');
  const dir = orderFilesDir(deps, orderId);
  await mkdir(dir, { recursive: true });
  for (const kind of ORDER_FILE_KINDS) {
    const file = latest.files.find((f) => f.kind === `${kind}-pdf` && f.format === frozen.format);
    if (!file) throw new Error(`no ${kind} file for ${frozen.format}`);
    const from = path.join(filesRoot(deps, comicId), latest.key, file.fileName);
    const to = orderFilePath(deps, orderId, kind);
    await link(from, to).catch(() => copyFile(from, to));
  }
}

export async function removeOrderFiles(deps: Pick<AppDeps, 'config'>, orderId: string): Promise<void> {
  await rm(orderFilesDir(deps, orderId), { recursive: true, force: true });
}

export function fileMd5(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

// ---- Signed links ---------------------------------------------------------------------------------------

/**
 * How long a link works. The printer fetches the files minutes after the job is made, may fetch again for
 * a reprint, and a job can wait at the printer for days (unpaid at Lulu): a week, not minutes.
 */
export const PRINT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const linkKeys = new WeakMap<AppDatabase, Buffer>();

/** The key that signs print file links: made once per installation and kept in the database (backed up with it). */
function linkKey(db: AppDatabase): Buffer {
  const cached = linkKeys.get(db);
  if (cached) return cached;
  db.insert(appSecrets)
    .values({ name: 'print-file-links', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
    .run();
  const row = db.select().from(appSecrets).where(eq(appSecrets.name, 'print-file-links')).get()!;
  const key = Buffer.from(row.value, 'hex');
  linkKeys.set(db, key);
  return key;
}

const signature = (key: Buffer, orderId: string, kind: OrderFileKind, expires: number) =>
  createHmac('sha256', key).update(`${orderId}/${kind}/${expires}`).digest('base64url');

export function printFileUrl(
  deps: Pick<AppDeps, 'db' | 'config'>,
  orderId: string,
  kind: OrderFileKind,
  now: Date,
): string {
  const expires = Math.floor((now.getTime() + PRINT_LINK_TTL_MS) / 1000);
  const sig = signature(linkKey(deps.db), orderId, kind, expires);
  return `${deps.config.publicOrigin}/print-files/${orderId}/${kind}.pdf?expires=${expires}&sig=${sig}`;
}

/** True when the link was made by this server for this order's file and has not expired. */
export function isValidPrintFileLink(
  deps: Pick<AppDeps, 'db'>,
  orderId: string,
  kind: OrderFileKind,
  expires: string,
  sig: string,
  now: Date,
): boolean {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(linkKey(deps.db as AppDatabase), orderId, kind, Number(expires)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
