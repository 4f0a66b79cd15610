// The storage port: every photo, cover, page, print file and order file is an object under a key such as
// `covers/1700000000000-abc.png`, `files/{comicId}/{key}/book.pdf` or `orders/{orderId}/interior.pdf`.
// Two adapters: the local folder (DATA_DIR, the default; a key is a path under it, byte for byte the
// layout of earlier versions) and S3 (STORAGE_URL=s3://bucket/prefix). Nothing above this port knows which.
import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  key: string;
  size: number;
  modified: Date;
}

export interface ObjectStore {
  /** Where the objects live, for logs and the doctor: a folder, or s3://bucket/prefix. */
  readonly location: string;
  /** The folder that holds the keys on this machine; null when they live in object storage. */
  readonly localFolder: string | null;
  /** Stores the bytes under the key; readers see the whole object or none (never a half-written one). */
  put(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  /** Stores a file of this machine under the key (the file itself is left where it is). */
  putFile(key: string, file: string, contentType?: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream with its size, or null when there is none. */
  stream(key: string): Promise<{ body: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Copies an object to another key (an order keeps its own copy of the files it was sold with). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under `folder/`. */
  deleteFolder(folder: string): Promise<void>;
  /** Every object under `folder/` (at any depth), in no particular order. */
  list(folder: string): Promise<StoredObjectInfo[]>;
}

/** One segment: letters, digits, `_`, `-` and `.`, never starting with a dot (so never `.` or `..`). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export class InvalidObjectKey extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${key.slice(0, 100)}`);
  }
}

export const isValidKey = (key: string) =>
  key.length <= 1000 && key.split('/').every((segment) => SEGMENT.test(segment));

/** Throws unless the key is relative segments of safe characters: no traversal, same on disk and in S3. */
export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidObjectKey(key);
  return key;
}

/** The content type the app serves an object with, from its name. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

const CONTENT_TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  cbz: 'application/vnd.comicbook+zip',
  json: 'application/json',
};
