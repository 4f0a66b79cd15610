// POST /api/uploads/characters: one image as multipart 'file' -> our own public URL.
export class UploadError extends Error {}

export async function uploadCharacterPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/uploads/characters', { method: 'POST', body });
  const payload = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !payload.url) throw new UploadError(payload.message ?? `Upload failed (${response.status})`);
  return payload.url;
}
