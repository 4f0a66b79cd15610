// The printer's side of the fake Lulu fetching a print job's files from the URLs it was given: what it got
// (status, type, size, MD5) and whether it is a PDF and of how many pages.
import { createHash } from 'node:crypto';

export interface FileFetch {
  jobId: number;
  lineItemId: number;
  kind: 'cover' | 'interior';
  url: string;
  /** HTTP status, or 0 when the URL could not be reached. */
  status: number;
  contentType: string;
  bytes: number;
  md5: string;
  isPdf: boolean;
  /** Page objects counted in the PDF (right for uncompressed object tables, as pdfkit writes them). */
  pages: number;
}

export async function fetchFile(url: string): Promise<Omit<FileFetch, 'jobId' | 'lineItemId' | 'kind' | 'url'>> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isPdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      bytes: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
      isPdf,
      pages: isPdf ? (bytes.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length : 0,
    };
  } catch {
    return { status: 0, contentType: '', bytes: 0, md5: '', isPdf: false, pages: 0 };
  }
}
