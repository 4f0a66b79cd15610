// What a backup contains and how it is checked: the images a database refers to, and SQLite's own checks.
import type Database from 'better-sqlite3';

/** Paths (relative to DATA_DIR, e.g. 'covers/123-abc.png') of every stored image the database refers to. */
export function referencedImages(db: Database.Database): string[] {
  const rows = db
    .prepare(
      `SELECT main_character_photo AS url FROM comics UNION SELECT comic_front_page_url FROM comics
       UNION SELECT portrait_image_url FROM comic_characters
       UNION SELECT art_url FROM book_pages UNION SELECT print_url FROM book_pages UNION SELECT reader_url FROM book_pages`,
    )
    .all() as { url: string | null }[];
  return rows
    .map((row) => row.url)
    .filter((url): url is string => typeof url === 'string' && /^\/storage\/(characters|covers|pages)\/[A-Za-z0-9_-]+\.(jpg|png|webp)$/.test(url))
    .map((url) => url.slice('/storage/'.length));
}

/** 'ok', or what SQLite found wrong (page corruption or rows whose parent is missing). */
export function checkDatabase(db: Database.Database): string {
  const integrity = db.pragma('integrity_check', { simple: true }) as string;
  const orphans = db.pragma('foreign_key_check') as unknown[];
  return integrity === 'ok' && orphans.length === 0 ? 'ok' : `${integrity}; ${orphans.length} rows without a parent`;
}
