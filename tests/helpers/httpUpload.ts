// Uploading a photo over real HTTP as a browser does: the answer's visitor cookie must go with every later
// call that names the photo (images belong to the browser that uploaded them).
import { makePhoto } from './images';

export async function uploadPhotoOverHttp(
  base: string,
  width = 480,
  height = 640,
): Promise<{ photo: string; cookie: string }> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await makePhoto('jpeg', width, height))], { type: 'image/jpeg' }),
    'hero.jpg',
  );
  const upload = await fetch(`${base}/api/uploads/characters`, { method: 'POST', body: form });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const cookie = upload.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { photo: ((await upload.json()) as { url: string }).url, cookie };
}
