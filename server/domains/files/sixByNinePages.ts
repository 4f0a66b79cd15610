// A book's pages composed again at 6 × 9 in for the paperback and the hardcover (never the comic's pages
// scaled or cropped): the same pages with the same drawing choices (each page's stored seed), lettered at
// the new trim, plus the real pages a format's minimum asks for (extraMatter.ts). A page composed again never
// makes paid calls: a painted page uses the paintings kept for the comic's pages (book_art), cut to the new
// frames; a book painted before paintings were kept prints at the comic size only.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../appDeps';
import { PRINT_FORMATS, pageGeometry } from '../../../shared/printGeometry';
import type { MatterPageRequest } from '../../engines/panels/matterPages';
import { fnv1a } from '../../lib/seededRandom';
import { readComicStory } from '../comics/comicRows';
import { readBookContext } from '../book/bookContext';
import { drawBookPage, keptPaintingsOnly, matterPageRequest } from '../book/renderBookPage';
import type { FilesSource } from './filesSource';
import { readPanelArt } from '../book/paintRows';

/** The 6 × 9 in page (the paperback's and the hardcover's trim). */
export const PAGE_6X9 = pageGeometry(PRINT_FORMATS.paperback.trimIn);

/** Whether the book can be composed again at 6 × 9 in: every painted page's paintings were kept. */
export async function composableAt6x9(deps: Pick<AppDeps, 'db'>, source: FilesSource): Promise<boolean> {
  const kept = new Set(
    (await readPanelArt(deps.db, source.comic.id, source.userId)).map((row) => Number(row.key.split(':')[1])),
  );
  return source.rows.every((row) => row.kind !== 'story' || row.artSource === 'local' || kept.has(row.number));
}

type Extra = Pick<MatterPageRequest, 'kind' | 'cast' | 'answers' | 'moment'>;

/** The extra pages, best first: the cast, the answers, then favourite moments spread through the story. */
export function planExtras(
  count: number,
  source: FilesSource,
  answers: { question: string; answer: string }[],
): Extra[] {
  if (count <= 0) return [];
  const { script } = source;
  const extras: Extra[] = [
    { kind: 'cast', cast: script.cast.map((member) => ({ name: member.name, role: member.role })) },
  ];
  if (answers.length) extras.push({ kind: 'answers', answers });
  const moments = Math.max(0, count - extras.length);
  for (let i = 0; i < moments; i++) {
    const page =
      script.pages[Math.min(script.pages.length - 1, Math.floor(((i + 0.5) * script.pages.length) / moments))];
    const panel = page.panels.find((p) => p.shot === 'wide' || p.shot === 'establishing') ?? page.panels[0];
    extras.push({
      kind: 'moment',
      moment: { title: page.title, summary: page.summary, setting: panel.setting, action: panel.action },
    });
  }
  return extras.slice(0, count);
}

/**
 * Draws the book's pages and `extraCount` extra pages at 6 × 9 in into `dir` as print PNGs, one at a time;
 * returns their files in order (the book's pages, then the extras).
 */
export async function drawSixByNinePages(
  deps: AppDeps,
  source: FilesSource,
  dir: string,
  extraCount: number,
  tick: () => void,
  signal: AbortSignal,
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const { comic } = source;
  // The book's own seed (every page row keeps the one it was drawn with): the extra pages follow the book's
  // drawing choices, so files made again draw them alike. A book drawn before seeds were kept falls back to
  // one of its id.
  const bookSeed = source.rows.find((row) => row.seed != null)?.seed ?? fnv1a(comic.id);
  const book = await readBookContext(deps, { comicId: comic.id, userId: source.userId, seed: bookSeed }, source.script);
  const files: string[] = [];
  const save = async (bytes: Buffer) => {
    const file = path.join(dir, `${String(files.length + 1).padStart(3, '0')}.png`);
    await writeFile(file, bytes);
    files.push(file);
    tick();
  };
  for (const row of source.rows) {
    signal.throwIfAborted();
    const drawn = await drawBookPage(deps, { ...book, seed: row.seed ?? bookSeed }, row, keptPaintingsOnly(signal), {
      geometry: PAGE_6X9,
      paint: 'kept',
      printOnly: true,
    });
    await save(drawn.rendered.print);
  }
  const { answers } = await readComicStory(deps.db, comic.id);
  for (const [i, extra] of planExtras(extraCount, source, answers).entries()) {
    signal.throwIfAborted();
    const rendered = await deps.cpu.run('renderMatterPage', {
      ...matterPageRequest(book, extra.kind, bookSeed + 104_729 * (i + 1), PAGE_6X9),
      ...extra,
      printOnly: true,
    });
    await save(rendered.print);
  }
  return files;
}
