// The files part of `npm run bench` (alone: npx tsx bench/files.ts [--tiny]): a drawn 20-page book's
// downloads and print files on the production server, per style. The book is drawn first, then the server
// is started again on the same data, so the peak RSS measured is the files job's own. The job's steps are
// timed from its progress: the comic format's interior and cover, then the 6 × 9 in pages and both formats'
// files, then the screen PDF and the CBZ. Budgets: interior and cover ≤ 20 s, peak RSS ≤ 400 MB,
// interior ≤ 80 MB colour and ≤ 30 MB manga, screen PDF ≤ 15 MB.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { PrintFilesView } from '../shared/printFiles';
import { freePort } from '../tests/helpers/freePort';
import { memoryBetween, startServer } from '../tests/load/server';
import { portrait } from '../tests/fixtures/portraits';
import { finished, trpc, upload, type Job } from './book';
import { productionServerEnv } from './api';
import { signIn } from './signIn';
import { benchOptions, fmt, printRows, type BenchOptions, type BenchRow } from './table';

const STYLES = [
  ['black-and-white-manga', 'manga', 30],
  ['30s-50s-style', 'vintage', 80],
] as const;
const BUDGET = { formatSeconds: 20, rssBytes: 400 * 1024 * 1024, screenBytes: 15e6 };
const MB = 1e6;

interface FilesRun {
  /** Seconds from the start of the job to the end of each phase. */
  comicSeconds: number;
  sixByNineSeconds: number;
  totalSeconds: number;
  peakRssBytes: number;
  view: PrintFilesView;
}

export async function benchFiles(opts: BenchOptions): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [type, label, interiorMb] of opts.tiny ? STYLES.slice(0, 1) : STYLES) {
    const run = await makeFiles(type, opts);
    const judge = (met: boolean) => (opts.tiny ? undefined : met);
    const size = (kind: string, format: string | null) =>
      run.view.files.find((f) => f.kind === kind && f.format === format)?.bytes ?? 0;
    const sixByNine = run.sixByNineSeconds - run.comicSeconds;
    rows.push(
      {
        section: 'Files',
        name: `comic interior + cover, ${label}`,
        figure:
          `${run.comicSeconds.toFixed(1)} s · ${fmt.mb(size('interior-pdf', 'comic'))} + ` +
          `${fmt.mb(size('cover-pdf', 'comic'))}`,
        budget: `≤ ${BUDGET.formatSeconds} s, interior ≤ ${interiorMb} MB`,
        met: judge(run.comicSeconds <= BUDGET.formatSeconds && size('interior-pdf', 'comic') <= interiorMb * MB),
      },
      {
        section: 'Files',
        name: `6 × 9 in pages + paperback and hardcover files, ${label}`,
        figure:
          `${sixByNine.toFixed(1)} s · interiors ${fmt.mb(size('interior-pdf', 'paperback'))}, ` +
          `${fmt.mb(size('interior-pdf', 'hardcover'))}`,
        budget: `≤ ${BUDGET.formatSeconds} s, interiors ≤ ${interiorMb} MB`,
        met: judge(sixByNine <= BUDGET.formatSeconds && size('interior-pdf', 'paperback') <= interiorMb * MB),
      },
      {
        section: 'Files',
        name: `screen PDF and CBZ, ${label}`,
        figure:
          `${(run.totalSeconds - run.sixByNineSeconds).toFixed(1)} s · ${fmt.mb(size('screen-pdf', null))} + ` +
          `${fmt.mb(size('cbz', null))} (whole job ${run.totalSeconds.toFixed(1)} s)`,
        budget: `PDF ≤ ${BUDGET.screenBytes / MB} MB`,
        met: judge(size('screen-pdf', null) <= BUDGET.screenBytes),
      },
      {
        section: 'Files',
        name: `server peak RSS while making files, ${label}`,
        figure: fmt.mb(run.peakRssBytes),
        budget: `≤ ${fmt.mb(BUDGET.rssBytes)}`,
        met: judge(run.peakRssBytes <= BUDGET.rssBytes),
      },
    );
  }
  return rows;
}

async function makeFiles(type: string, opts: BenchOptions): Promise<FilesRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-files-bench-'));
  const env = productionServerEnv(dataDir);
  try {
    const port = await freePort();
    const drawing = await startServer(env, port);
    let cookie: string;
    let comicId: string;
    try {
      cookie = await signIn(drawing.base, 'files-bench@example.com');
      const photo = await upload(drawing.base, cookie, (await portrait('medium-dark-white')).photo);
      const draft = {
        type,
        author: 'Tasha Williams',
        answers: [
          {
            id: 'job',
            question: 'What is her job?',
            hint: '',
            answer: 'Night nurse in the ER who sings to her patients',
          },
          {
            id: 'family',
            question: 'Who is her family?',
            hint: '',
            answer: 'My husband Dre and our twins Kofi and Ama',
          },
        ],
        characters: [],
        idea: { id: 'i1', title: 'The Night Shift Hero', description: 'Tasha saves the city between patients.' },
        mainCharacterPhoto: photo,
      };
      const cover = await trpc<{ imageUrl: string }>(drawing.base, cookie, 'cover.generate', { draft });
      comicId = (
        await trpc<{ id: string }>(drawing.base, cookie, 'comics.save', {
          draft: { ...draft, comicFrontPageUrl: cover.imageUrl },
        })
      ).id;
      await finished(
        drawing.base,
        cookie,
        (await trpc<{ id: string }>(drawing.base, cookie, 'scripts.start', { comicId, pages: opts.tiny ? 8 : 20 })).id,
      );
      const book = await finished(
        drawing.base,
        cookie,
        (await trpc<{ id: string }>(drawing.base, cookie, 'book.start', { comicId })).id,
      );
      if (book !== 'succeeded') throw new Error(`the book ended ${book}`);
    } finally {
      await drawing.stop();
    }

    // A fresh server on the same data: its peak RSS is the files job's alone.
    const server = await startServer(env, port);
    try {
      const from = performance.now();
      const job = await trpc<{ id: string }>(server.base, cookie, 'files.build', { comicId });
      let comicSeconds = 0;
      let sixByNineSeconds = 0;
      for (;;) {
        const state = await trpc<Job>(server.base, cookie, 'jobs.get', { id: job.id });
        const step = state.progress?.step ?? '';
        const at = (performance.now() - from) / 1000;
        if (!comicSeconds && step !== 'interior' && step !== '') comicSeconds = at;
        if (!sixByNineSeconds && step === 'copies') sixByNineSeconds = at;
        if (!['queued', 'running'].includes(state.status)) {
          if (state.status !== 'succeeded') throw new Error(`the files job ended ${state.status}`);
          break;
        }
        await sleep(100);
      }
      const totalSeconds = (performance.now() - from) / 1000;
      const samples = memoryBetween(server, from);
      const view = await trpc<PrintFilesView>(server.base, cookie, 'files.get', { comicId });
      return {
        comicSeconds,
        sixByNineSeconds: sixByNineSeconds || comicSeconds,
        totalSeconds,
        peakRssBytes: Math.max(...samples.map((m) => m.hwm)) * 1024,
        view,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) printRows(await benchFiles(benchOptions()));
