// A comic's files as its owner sees them (docs/book.md "Print formats and files"): the downloads, whether they
// are current, and the preflight report of every print format. Shared so the client types against it.
import type { PublicJob } from './jobs';
import type { PrintFormatId } from './printGeometry';

/** The files a book yields; the print files are per format. */
export const FILE_KINDS = ['screen-pdf', 'cbz', 'interior-pdf', 'cover-pdf'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileLink {
  kind: FileKind;
  /** For print files, the format they are made for. */
  format: PrintFormatId | null;
  /** What the download is, in a customer's words. */
  label: string;
  fileName: string;
  bytes: number;
  /** The owner's download address (GET, attachment). */
  url: string;
}

export interface PreflightCheck {
  /** 'Format', 'Pages', 'Spine', 'Images', 'Colour', 'Fonts', 'Lettering', 'Boxes'. */
  label: string;
  ok: boolean;
  /** In English (an API user and the logs read it). */
  detail: string;
  /**
   * The detail as a message of the site's catalogue (messages/library: `preflight_…`) and its values, so a page
   * says it in the reader's language; reports made before had none, and show `detail`.
   */
  key?: string;
  params?: Record<string, string | number>;
}

export interface Preflight {
  format: PrintFormatId;
  formatName: string;
  productCode: string;
  ready: boolean;
  /** "Ready to print", or the first thing that is wrong. */
  summary: string;
  pages: number;
  spineIn: number;
  checks: PreflightCheck[];
}

/**
 * none: never made; building: the job is at work; ready: current; stale: made before the book or its
 * words changed (the old files stay downloadable until new ones replace them); unavailable: the book is
 * not fully drawn yet.
 */
export type FilesStatus = 'none' | 'building' | 'ready' | 'stale' | 'unavailable';

export interface PrintFilesView {
  status: FilesStatus;
  job: PublicJob | null;
  files: FileLink[];
  preflight: Preflight[];
  /** When the files were made (ISO), if ever. */
  madeAt: string | null;
}

export const READY_TO_PRINT = 'Ready to print';
