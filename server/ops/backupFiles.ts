// What a backup contains and how it is checked: the images a database refers to (every column listed in
// storage/fileReferences.ts, the same list the image cleanup keeps files by), the print files frozen for its
// orders, and SQLite's own checks. The two queries are plain SQL that reads the same on SQLite and on
// PostgreSQL (postgresBackup.ts runs them inside its dump's snapshot).
import type Database from 'better-sqlite3';
import { BACKED_UP_FILE_COLUMNS, fileUrlsSql } from '../storage/fileReferences';
import { ourImageKey } from '../storage/imageStore';

/** backup.json: what a backup holds. */
export interface BackupReport {
  createdAt: string;
  /** Which database the backup holds: comics.db (SQLite) or comics.pgdump (PostgreSQL). */
  database: 'sqlite' | 'postgresql';
  comics: number;
  images: number;
  missingImages: string[];
  /** Print files of orders copied (two per order that still has them). */
  orderFiles: number;
  /** 'ok', or what the database's checks (SQLite) or the dump's table of contents (PostgreSQL) found wrong. */
  integrity: string;
  /** PostgreSQL: the rows of each table (schema.table) in the dump, which a restore must find again. */
  tables?: Record<string, number>;
  /** PostgreSQL: the version of the server dumped (`SHOW server_version`). */
  serverVersion?: string;
}

/** The folder, under DATA_DIR, of the print files each order was sold with (domains/orders/orderFiles.ts). */
export const ORDERS_FOLDER = 'orders';

/** Every order's id: each has its print files under ORDERS_FOLDER. */
export const ORDER_IDS_SQL = 'SELECT id FROM orders';

/**
 * Every image address the database holds (one column, `url`; null where a row has none): photos, covers,
 * portraits, each page's images and thumbnail, kept paintings and character sheets, and owned images not yet
 * in a saved comic.
 */
export const IMAGE_URLS_SQL = fileUrlsSql(BACKED_UP_FILE_COLUMNS);

/** Paths (relative to DATA_DIR, e.g. 'orders/ord_…/interior.pdf') of the print files of the orders `ids`. */
export function orderFilePaths(ids: string[]): string[] {
  return ids
    .filter((id) => /^ord_[a-z0-9]{20}$/.test(id))
    .flatMap((id) => ['interior.pdf', 'cover.pdf'].map((name) => `${ORDERS_FOLDER}/${id}/${name}`));
}

/** Paths (relative to DATA_DIR, e.g. 'covers/123-abc.png') of the stored images among the addresses `urls`. */
export function imagePaths(urls: (string | null)[]): string[] {
  // Only the exact shapes the image store hands out: nothing else is a file of ours to copy.
  return urls.map((url) => (url === null ? null : ourImageKey(url))).filter((key): key is string => key !== null);
}

/** Paths (relative to DATA_DIR, e.g. 'orders/ord_…/interior.pdf') of the print files of every order in the database. */
export function orderFiles(db: Database.Database): string[] {
  return orderFilePaths(db.prepare(ORDER_IDS_SQL).pluck().all() as string[]);
}

/** Paths (relative to DATA_DIR, e.g. 'covers/123-abc.png') of every stored image the database refers to. */
export function referencedImages(db: Database.Database): string[] {
  return imagePaths(db.prepare(IMAGE_URLS_SQL).pluck().all() as (string | null)[]);
}

/** 'ok', or what SQLite found wrong (page corruption or rows whose parent is missing). */
export function checkDatabase(db: Database.Database): string {
  const integrity = db.pragma('integrity_check', { simple: true }) as string;
  const orphans = db.pragma('foreign_key_check') as unknown[];
  return integrity === 'ok' && orphans.length === 0 ? 'ok' : `${integrity}; ${orphans.length} rows without a parent`;
}
