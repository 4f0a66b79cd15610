// What a backup contains and how it is checked: the images a database refers to, the print files frozen
// for its orders, and SQLite's own checks.
import type Database from 'better-sqlite3';

/** The folder, under DATA_DIR, of the print files each order was sold with (domains/orders/orderFiles.ts). */
export const ORDERS_FOLDER = 'orders';

/** Paths (relative to DATA_DIR, e.g. 'orders/ord_…/interior.pdf') of the print files of every order in the database. */
export function orderFiles(db: Database.Database): string[] {
  const ids = db.prepare('SELECT id FROM orders').pluck().all() as string[];
  return ids
    .filter((id) => /^ord_[a-z0-9]{20}$/.test(id))
    .flatMap((id) => ['interior.pdf', 'cover.pdf'].map((name) => `${ORDERS_FOLDER}/${id}/${name}`));
}

/** Paths (relative to DATA_DIR, e.g. 'covers/123-abc.png') of every stored image the database refers to. */
export function referencedImages(db: Database.Database): string[] {
  const rows = db
    .prepare(
      `SELECT main_character_photo AS url FROM comics UNION SELECT comic_front_page_url FROM comics
       UNION SELECT portrait_image_url FROM comic_characters
       UNION SELECT art_url FROM book_pages UNION SELECT print_url FROM book_pages
       UNION SELECT reader_url FROM book_pages`,
    )
    .all() as { url: string | null }[];
  return rows
    .map((row) => row.url)
    .filter(
      (url): url is string =>
        typeof url === 'string' && /^\/storage\/(characters|covers|pages)\/[A-Za-z0-9_-]+\.(jpg|png|webp)$/.test(url),
    )
    .map((url) => url.slice('/storage/'.length));
}

/** 'ok', or what SQLite found wrong (page corruption or rows whose parent is missing). */
export function checkDatabase(db: Database.Database): string {
  const integrity = db.pragma('integrity_check', { simple: true }) as string;
  const orphans = db.pragma('foreign_key_check') as unknown[];
  return integrity === 'ok' && orphans.length === 0 ? 'ok' : `${integrity}; ${orphans.length} rows without a parent`;
}
