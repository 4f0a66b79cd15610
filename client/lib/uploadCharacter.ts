// POST /api/uploads/characters: one image as multipart 'file' -> our own public URL. A refusal carries the
// server's reason in people's words (in the page's language when it is one of the errors catalogue's); an
// answer without one (a proxy's 413) still says what went wrong.
import { MAX_UPLOAD_BYTES } from '../../shared/limits';
import { saidMessage } from './errors';
import { m } from './i18n';

export class UploadError extends Error {}

/** Megabytes as the refusals write them (shared/limits.ts): one decimal at most, "5" rather than "5.0". */
const megabytes = (bytes: number) => Number((bytes / (1024 * 1024)).toFixed(1));

function fallbackMessage(status: number, file: File): string {
  const max = megabytes(MAX_UPLOAD_BYTES);
  if (status === 413)
    return file.size
      ? m.error_file_too_large_this({ max, size: megabytes(file.size) })
      : m.error_file_too_large({ max });
  if (status === 415) return m.error_file_type();
  if (status === 429) return m.site_upload_too_many();
  return m.site_upload_failed();
}

export async function uploadCharacterPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/uploads/characters', { method: 'POST', body });
  } catch {
    throw new UploadError(fallbackMessage(0, file));
  }
  const payload = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !payload.url)
    throw new UploadError(saidMessage(payload) ?? payload.message ?? fallbackMessage(response.status, file));
  return payload.url;
}
