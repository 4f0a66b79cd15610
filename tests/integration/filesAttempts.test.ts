// Two attempts of one files job at once: the runner whose lease lapsed (attempt 1) still making the files while
// its successor (attempt 2, which took the job over) makes them too, as happens when a worker stalls past its
// lease. Both finish; the files people download are whole (pdfinfo reads every PDF, each file has the size its
// manifest says), a reader downloading all along never finds a file missing or cut, and once both are done the
// comic keeps one folder of files and nothing half-made.
import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/domains/auth/sessions';
import { filesJobHandler } from '../../server/domains/files/filesJob';
import { filesRoot, latestManifest } from '../../server/domains/files/filesSource';
import { FILES_JOB } from '../../server/domains/jobs/jobKinds';
import { claimNext } from '../../server/queue/jobRows';
import { drawnSampleBook } from '../fixtures/bookWithFiles';
import { makeHarness } from '../helpers/harness';

const exec = promisify(execFile);

describe('two attempts of one files job at once', () => {
  it('both finish, the served files are whole, and no folder vanishes under a reader', {
    timeout: 400_000,
  }, async () => {
    const drawing = await makeHarness({ user: 'tasha@example.com', seed: 3, drawing: 'remembered' });
    const comicId = await drawnSampleBook(drawing, 'manga', 8);
    await drawing.deps.jobs.close();
    // The same installation, where no process of this test runs jobs by itself: the attempts are run by hand.
    // Their pages at 6 × 9 in are remembered too: both attempts ask for the same pages, and what is tested here
    // is the files and folders they write side by side, not the drawing (printFilesManga.test.ts draws).
    const env = { DATA_DIR: drawing.deps.config.dataDir, JOBS: 'external' };
    const h = await makeHarness({ user: 'tasha@example.com', env, drawing: 'remembered' });
    const { db, config } = h.deps;
    const job = await h.caller.files.build({ comicId });
    // Attempt 1 claims the job; its lease lapses and attempt 2 takes it over.
    const first = await claimNext(db, FILES_JOB, new Date(), config.jobs.leaseMs);
    const second = await claimNext(db, FILES_JOB, new Date(Date.now() + config.jobs.leaseMs + 1), config.jobs.leaseMs);
    expect([first?.id, first?.attempts, second?.id, second?.attempts]).toEqual([job.id, 1, job.id, 2]);

    const { app } = await buildApp({ config, deps: h.deps });
    const cookie = `cba_session=${(await createSession(db, h.user!.id, new Date())).token}`;
    const problems: string[] = [];
    let reads = 0;
    let running = true;
    /**
     * A reader, all along: whenever files are listed, downloads the screen PDF and the CBZ whole and asks for
     * each print file (HEAD: its size without its bytes).
     */
    const readListedFiles = async () => {
      const view = await h.caller.files.get({ comicId });
      for (const file of view.files) {
        const whole = file.kind === 'screen-pdf' || file.kind === 'cbz';
        const answer = await app.inject({ method: whole ? 'GET' : 'HEAD', url: file.url, headers: { cookie } });
        reads += 1;
        const size = whole ? answer.rawPayload.length : Number(answer.headers['content-length']);
        if (answer.statusCode !== 200) problems.push(`${file.fileName}: ${answer.statusCode}`);
        else if (size !== file.bytes) problems.push(`${file.fileName}: ${size} of ${file.bytes} bytes`);
        else if (file.kind === 'screen-pdf' && !answer.rawPayload.subarray(-8).toString().includes('%%EOF'))
          problems.push(`${file.fileName}: no %%EOF at its end`);
      }
    };
    const reader = (async () => {
      while (running) {
        await readListedFiles();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const handler = filesJobHandler(h.deps);
    const run = (attempt: number) =>
      handler.run(
        { comicId, userId: h.user!.id },
        {
          jobId: job.id,
          attempt,
          signal: new AbortController().signal,
          progress: () => undefined,
          confirmClaim: async () => undefined,
        },
      );
    const outcomes = await Promise.allSettled([run(1), run(2)]);
    running = false;
    await reader;
    // How many reads fell while an attempt was at work depends on how close together the two end (0 once on
    // CI: the second ended within the reader's first listing); the files must be whole after both, always.
    const readsWhileAtWork = reads;
    await readListedFiles();
    await app.close();

    expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'finished' : String(o.reason)))).toEqual([
      'finished',
      'finished',
    ]);
    expect(problems, `of ${reads} reads, ${readsWhileAtWork} while an attempt was at work`).toEqual([]);
    // The files listed after both ended were read: the test read something, whatever the timing.
    expect(reads).toBeGreaterThan(readsWhileAtWork);
    const manifest = (await latestManifest(h.deps, comicId))!;
    const root = filesRoot(h.deps, comicId);
    // One folder of files is left for the comic, the one its manifest is in.
    const folders = readdirSync(root);
    expect(folders).toHaveLength(1);
    const folder = path.join(root, folders[0]);
    const onDisk = readdirSync(folder).sort();
    expect(onDisk).toEqual([...manifest.files.map((f) => f.fileName), 'manifest.json'].sort());
    for (const file of manifest.files) {
      expect(statSync(path.join(folder, file.fileName)).size, file.fileName).toBe(file.bytes);
      if (file.fileName.endsWith('.pdf')) {
        const { stdout } = await exec('pdfinfo', [path.join(folder, file.fileName)]);
        expect(stdout, file.fileName).toMatch(/^Pages:\s+\d+$/m);
      }
    }
  });
});
