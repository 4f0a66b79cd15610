// One installation as separate processes (tests/integration/multiProcess.test.ts): a throwaway PostgreSQL, an
// S3-compatible bucket, the local Stripe, Lulu and SMTP, two web instances (JOBS=external: they only start and
// watch jobs) and two workers, every process with the same DATABASE_URL and STORAGE_URL and a DATA_DIR of its
// own that nothing shared is written to. The fakes' webhooks go to instance A, the installation's public URL
// (as behind a proxy). The test process keeps its own connection (a harness) to seed users and comics.
import { rm } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { closeDatabase } from '../../server/db/client';
import { createSession } from '../../server/domains/auth/sessions';
import type { AppRouter } from '../../server/trpc/root';
import type { SessionUser } from '../../shared/types';
import { startFakeLulu } from '../fakes/fakeLulu';
import { startFakeS3 } from '../fakes/s3Server';
import { startFakeSmtp } from '../fakes/fakeSmtp';
import { startFakeStripe } from '../fakes/fakeStripe';
import { makeOrderableComic } from '../fixtures/orderableComic';
import { portrait } from '../fixtures/portraits';
import { TASHA } from '../fixtures/sampleComic';
import { type AppProcess, startAppProcess } from './appProcesses';
import { freePort } from './freePort';
import { makeDataDir, makeHarness } from './harness';
import { shopEnv } from './orderWorld';
import { startTestPostgres } from './postgres';

/** Seconds a dead worker's job stays its own before another may take it. */
export const LEASE_SECONDS = 5;
/** The bucket prefix the installation keeps its objects under. */
export const PREFIX = 'mp';

export type Client = ReturnType<typeof createTRPCClient<AppRouter>>;

export async function startMultiProcessWorld() {
  const closing: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const step of closing.reverse()) await step().catch(() => undefined);
  };
  try {
    const postgres = await startTestPostgres();
    closing.push(() => postgres.stop());
    const s3 = await startFakeS3();
    closing.push(() => s3.close());
    const [portA, portB] = [await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${portA}`;
    const stripe = await startFakeStripe({ webhookUrl: `${publicUrl}/webhooks/stripe` });
    const lulu = await startFakeLulu({
      autoProcessFiles: true,
      webhookRetryDelayMs: 5,
      webhookUrl: `${publicUrl}/webhooks/lulu`,
    });
    const smtp = await startFakeSmtp();
    closing.push(
      () => stripe.close(),
      () => lulu.close(),
      () => smtp.close(),
    );
    const shared: Record<string, string> = {
      NODE_ENV: 'test',
      DATABASE_URL: postgres.url,
      DATABASE_POOL_SIZE: '5',
      ...s3.env(PREFIX),
      ...shopEnv(stripe, lulu, smtp),
      MAIL_FROM: 'Comics by Anyone <orders@example.com>',
      SUPPORT_EMAIL: 'help@example.com',
      PUBLIC_URL: publicUrl,
      MIN_FREE_DISK_MB: '0',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      LOG_LEVEL: 'debug',
    };
    const dataDirs: string[] = [];
    const own = (env: Record<string, string>) => {
      const dataDir = makeDataDir();
      dataDirs.push(dataDir);
      return { ...shared, DATA_DIR: dataDir, ...env };
    };
    const processes: AppProcess[] = [];
    closing.push(() => Promise.all(processes.map((p) => p.kill())));
    const web = (name: string, port: number) =>
      startAppProcess(name, 'web', own({ PORT: String(port), JOBS: 'external', LOG_LEVEL: 'info' }));
    // The web instances first: they migrate the empty database (under the advisory lock) while the rest wait.
    const a = web('web A', portA);
    const b = web('web B', portB);
    processes.push(a, b);
    await Promise.all([a.ready, b.ready]);
    const workers = [startAppProcess('worker 1', 'worker', own({})), startAppProcess('worker 2', 'worker', own({}))];
    processes.push(...workers);
    await Promise.all(workers.map((w) => w.ready));

    const h = await makeHarness({ env: own({ JOBS: 'external' }) });
    closing.push(() => closeDatabase(h.deps.db));
    const urls = { a: publicUrl, b: `http://127.0.0.1:${portB}` };

    /** A tRPC client of instance `base` carrying the person's session cookie (subscriptions over SSE). */
    const client = (base: string, cookie: string): Client => {
      const withCookie: typeof fetch = (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });
      return createTRPCClient<AppRouter>({
        links: [
          splitLink({
            condition: (op) => op.type === 'subscription',
            true: httpSubscriptionLink({ url: `${base}/trpc`, EventSource, eventSourceOptions: { fetch: withCookie } }),
            false: httpBatchLink({ url: `${base}/trpc`, headers: { cookie } }),
          }),
        ],
      });
    };

    /** A person with a session (as sign-in makes one) and a client of each instance carrying its cookie. */
    const person = async (email: string) => {
      const user = await h.createUser(email);
      const cookie = `cba_session=${(await createSession(h.deps.db, user.id, new Date())).token}`;
      return { user, cookie, a: client(urls.a, cookie), b: client(urls.b, cookie) };
    };

    /** Tasha's comic saved as `user`, with her portrait, and its 8-page story written (by a worker). */
    const comicWithStory = async (user: SessionUser) => {
      const photo = await h.saveImage('characters', (await portrait('medium-dark-white')).photo, 'jpg', { user });
      const caller = h.callerFor({ user });
      const draft = {
        type: 'black-and-white-manga',
        author: TASHA.author,
        answers: TASHA.answers.map((a) => ({ question: 'q', hint: '', ...a })),
        characters: [],
        idea: { id: 'i1', ...TASHA.idea },
        mainCharacterPhoto: photo,
      };
      const { id: comicId } = await caller.comics.save({ draft });
      const script = await h.deps.jobs.waitFor((await caller.scripts.start({ comicId, pages: 8 })).id);
      if (script.status !== 'succeeded') throw new Error(`the story was not written: ${script.error}`);
      return comicId;
    };

    /** A comic ready to order (tests/fixtures/orderableComic.ts), its files moved into the bucket. */
    const orderableComic = async (user: SessionUser) => {
      const comicId = await makeOrderableComic(h.deps, user.id, 'The Night Shift Hero');
      const dataDir = h.deps.config.dataDir;
      const folder = `files/${comicId}`;
      for (const entry of readdirSync(`${dataDir}/${folder}`, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = `${entry.parentPath}/${entry.name}`;
        await h.deps.objects.putFile(file.slice(dataDir.length + 1), file);
      }
      await rm(`${dataDir}/files`, { recursive: true, force: true });
      return comicId;
    };

    return { a, b, workers, h, s3, stripe, lulu, urls, dataDirs, person, comicWithStory, orderableComic, close };
  } catch (error) {
    await close();
    throw error;
  }
}
