// POST /api/uploads/characters: one image as multipart 'file' -> our own public URL. A refusal carries the
// server's reason in people's words; an answer without one (a proxy's 413) still says what went wrong.
import { fileTooLargeMessage, fileTypeMessage } from '../../shared/limits';
import { m } from './i18n';

export class UploadError extends Error {}

function fallbackMessage(status: number, file: File): string {
  if (status === 413) return fileTooLargeMessage(file.size);
  if (status === 415) return fileTypeMessage();
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
  if (!response.ok || !payload.url) throw new UploadError(payload.message ?? fallbackMessage(response.status, file));
  return payload.url;
}
