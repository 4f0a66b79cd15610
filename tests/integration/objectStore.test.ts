// The storage port's contract (server/storage/objectStore.ts), the same cases against both adapters: the
// DATA_DIR folder and S3 (the S3-compatible test server, with the AWS SDK v3 the app uses).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { runDoctor } from '../../server/ops/doctor';
import { checkStorage } from '../../server/ops/doctorChecks';
import { createLocalObjectStore } from '../../server/storage/localObjectStore';
import { InvalidObjectKey, type ObjectStore } from '../../server/storage/objectStore';
import { selectObjectStore } from '../../server/storage/selectObjectStore';
import { type FakeS3, startFakeS3 } from '../fakes/s3Server';
import { makeDataDir } from '../helpers/harness';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});

let prefixes = 0;
const s3Store = (): ObjectStore =>
  selectObjectStore(loadConfig({ DATA_DIR: makeDataDir(), ...s3.env(`contract-${++prefixes}`) }));

const adapters: [string, () => ObjectStore][] = [
  ['the local folder', () => createLocalObjectStore(makeDataDir())],
  ['S3', s3Store],
];

const text = (body: Buffer | null) => body?.toString('utf8') ?? null;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe.each(adapters)('the storage port on %s', (_name, make) => {
  it('stores, reads, streams and removes an object; a missing one is null, not an error', async () => {
    const objects = make();
    await objects.put('covers/1-a.png', Buffer.from('cover bytes'));
    expect(text(await objects.get('covers/1-a.png'))).toBe('cover bytes');
    expect(await objects.exists('covers/1-a.png')).toBe(true);
    const streamed = await objects.stream('covers/1-a.png');
    expect(streamed?.size).toBe(11);
    expect(await readAll(streamed!.body)).toBe('cover bytes');

    await objects.put('covers/1-a.png', 'replaced');
    expect(text(await objects.get('covers/1-a.png'))).toBe('replaced');

    await objects.delete('covers/1-a.png');
    await objects.delete('covers/1-a.png');
    expect(await objects.get('covers/1-a.png')).toBeNull();
    expect(await objects.stream('covers/1-a.png')).toBeNull();
    expect(await objects.exists('covers/1-a.png')).toBe(false);
  });

  it('stores a file of this machine and leaves the file where it is', async () => {
    const objects = make();
    const file = path.join(makeDataDir(), 'book.pdf');
    const bytes = Buffer.alloc(2_500_000, 7);
    writeFileSync(file, bytes);
    await objects.putFile('files/c1/k1/book.pdf', file);
    expect((await objects.get('files/c1/k1/book.pdf'))?.equals(bytes)).toBe(true);
    expect((await objects.stream('files/c1/k1/book.pdf'))?.size).toBe(bytes.length);
  });

  it('copies an object; the copy stays when the original goes', async () => {
    const objects = make();
    await objects.put('files/c1/k1/interior.pdf', 'paid-for pages');
    await objects.copy('files/c1/k1/interior.pdf', 'orders/ord_1/interior.pdf');
    await objects.deleteFolder('files/c1');
    expect(await objects.exists('files/c1/k1/interior.pdf')).toBe(false);
    expect(text(await objects.get('orders/ord_1/interior.pdf'))).toBe('paid-for pages');
  });

  it('lists a folder at any depth, and nothing of a folder whose name only starts the same', async () => {
    const objects = make();
    await objects.put('files/abc/k1/a.pdf', '12345');
    await objects.put('files/abc/k1/manifest.json', '{}');
    await objects.put('files/abc/k2/b.pdf', '1');
    await objects.put('files/abcd/k1/c.pdf', '1');
    const listed = await objects.list('files/abc');
    expect(listed.map((o) => o.key).sort()).toEqual([
      'files/abc/k1/a.pdf',
      'files/abc/k1/manifest.json',
      'files/abc/k2/b.pdf',
    ]);
    expect(listed.find((o) => o.key.endsWith('a.pdf'))?.size).toBe(5);
    expect(listed.every((o) => Math.abs(o.modified.getTime() - Date.now()) < 60_000)).toBe(true);
    expect(await objects.list('files/nothing-here')).toEqual([]);

    await objects.deleteFolder('files/abc');
    expect(await objects.list('files/abc')).toEqual([]);
    expect((await objects.list('files/abcd')).map((o) => o.key)).toEqual(['files/abcd/k1/c.pdf']);
    await objects.deleteFolder('files/abc');
  });

  it('refuses keys that could reach outside its folder or prefix', async () => {
    const objects = make();
    for (const key of ['../comics.db', '/etc/passwd', 'covers/../../x', 'covers//x.png', '.env', 'covers/.x', ''])
      await expect(objects.get(key), key).rejects.toBeInstanceOf(InvalidObjectKey);
    await expect(objects.put('covers/..', 'x')).rejects.toBeInstanceOf(InvalidObjectKey);
    await expect(objects.deleteFolder('..')).rejects.toBeInstanceOf(InvalidObjectKey);
  });
});

describe('S3 prefixes', () => {
  it('keeps each prefix to itself', async () => {
    const [a, b] = [s3Store(), s3Store()];
    await a.put('covers/1-only-a.png', 'a');
    expect(await b.get('covers/1-only-a.png')).toBeNull();
    expect(await b.list('covers')).toEqual([]);
  });
});

describe('STORAGE_URL', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: makeDataDir(), ...env });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('says at start-up what is wrong with it, in one line', () => {
    expect(refusal({ STORAGE_URL: 'https://bucket.example.com/x' })).toBe(
      'Invalid configuration: STORAGE_URL must be s3://bucket/prefix (or unset, to keep files in DATA_DIR)',
    );
    expect(refusal({ STORAGE_URL: 's3:///comics' })).toBe(
      'Invalid configuration: STORAGE_URL must name a bucket: s3://bucket/prefix',
    );
    expect(refusal({ STORAGE_URL: 's3://My_Bucket/comics' })).toContain('is not a bucket name');
    expect(refusal({ STORAGE_URL: 's3://comics/prod' })).toBe(
      "Invalid configuration: AWS_REGION is needed with STORAGE_URL (the bucket's region; " +
        'us-east-1 for most other S3-compatible stores)',
    );
    expect(refusal({ STORAGE_URL: 's3://comics/prod', AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIA1' })).toBe(
      'Invalid configuration: AWS_SECRET_ACCESS_KEY is needed too: ' +
        'set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY together, or neither',
    );
  });

  it('keeps files in DATA_DIR when unset, and reads the bucket, prefix and AWS variables when set', () => {
    expect(loadConfig({ DATA_DIR: makeDataDir() }).objectStorage).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: makeDataDir(),
        STORAGE_URL: 's3://comics-prod/site/a/',
        AWS_REGION: 'eu-west-1',
        AWS_ENDPOINT_URL_S3: 'https://minio.example.com',
        S3_FORCE_PATH_STYLE: 'true',
      }).objectStorage,
    ).toEqual({
      bucket: 'comics-prod',
      prefix: 'site/a',
      region: 'eu-west-1',
      endpoint: 'https://minio.example.com',
      forcePathStyle: true,
      credentials: undefined,
    });
  });
});

describe('npm run doctor', () => {
  it('checks the bucket with a write, a read, a list and a delete, and names the variable to fix', async () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: makeDataDir(), ...env });
    expect(await checkStorage(config(s3.env('doctor')))).toEqual({
      provider: 'Object storage',
      status: 'ok',
      detail: 's3://comics/doctor: write, read, list and delete work.',
    });
    const s3Objects = selectObjectStore(config(s3.env('doctor')));
    expect(await s3Objects.list('doctor')).toEqual([]);

    const wrongKey = await checkStorage(config({ ...s3.env('doctor'), AWS_SECRET_ACCESS_KEY: 'not-the-secret' }));
    expect(wrongKey.status).toBe('failed');
    expect(wrongKey.detail).toContain('SignatureDoesNotMatch');
    expect(wrongKey.detail).toContain('check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
    const noBucket = await checkStorage(config({ ...s3.env('doctor'), STORAGE_URL: 's3://no-such-bucket/x' }));
    expect(noBucket.detail).toContain('check STORAGE_URL (the bucket)');
    expect((await checkStorage(config({}))).status).toBe('off');
  });

  it('runs the bucket check only when STORAGE_URL is set', async () => {
    const lines: string[] = [];
    const code = await runDoctor({ DATA_DIR: makeDataDir(), ...s3.env('doctor') }, (line) => lines.push(line));
    expect(code).toBe(0);
    expect(lines.join('\n')).toMatch(/Object storage +ok +s3:\/\/comics\/doctor: write, read, list and delete work/);
  });
});
