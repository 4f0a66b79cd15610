// A book's pages composed again at 6 × 9 in for the paperback and the hardcover (never the comic's pages
// scaled or cropped): the same pages with the same drawing choices (each page's stored seed), lettered at
// the new trim, plus the real pages a format's minimum asks for (extraMatter.ts). A page composed again never
// makes paid calls: a painted page uses the paintings kept for the comic's pages (book_art), cut to the new
// frames; a book painted before paintings were kept prints at the comic size only.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../appDeps';
import { PRINT_FORMATS, pageGeometry } from '../../../shared/printGeometry';
import type { Panel, Script } from '../../../shared/script';
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

/**
 * The extra pages, best first: the cast, the answers, then favourite moments spread through the story. Each
 * moment is a panel of its own: a page's widest shot first, then its other panels, so an eight-page story that
 * needs eighteen moments shows eighteen scenes, not each page's one scene two or three times over.
 */
export function planExtras(
  count: number,
  script: Pick<Script, 'cast' | 'pages'>,
  answers: { question: string; answer: string }[],
): Extra[] {
  if (count <= 0) return [];
  const extras: Extra[] = [
    { kind: 'cast', cast: script.cast.map((member) => ({ name: member.name, role: member.role })) },
  ];
  if (answers.length) extras.push({ kind: 'answers', answers });
  for (const { page, panel } of momentPanels(script.pages, count - extras.length)) {
    extras.push({
      kind: 'moment',
      moment: {
        title: page.title,
        summary: panel.caption || page.summary,
        setting: panel.setting,
        action: panel.action,
      },
    });
  }
  return extras.slice(0, count);
}

const WIDE_SHOTS: Panel['shot'][] = ['wide', 'establishing'];

/**
 * `count` panels of the story in reading order, spread evenly over its pages: each page's panels ranked (its
 * wide shots first), every page's first choice before any page's second, and a round taken in part spread
 * through the story. Past the story's every panel the choices start again.
 */
function momentPanels(pages: Script['pages'], count: number): { page: Script['pages'][number]; panel: Panel }[] {
  const ranked = pages.map((page) => [
    ...page.panels.filter((p) => WIDE_SHOTS.includes(p.shot)),
    ...page.panels.filter((p) => !WIDE_SHOTS.includes(p.shot)),
  ]);
  const choices: { pageIndex: number; panelIndex: number }[] = [];
  for (let round = 0; choices.length < count; round++) {
    const open = ranked.flatMap((panels, i) => (panels[round] ? [i] : []));
    if (open.length === 0) break;
    const need = Math.min(open.length, count - choices.length);
    for (let j = 0; j < need; j++) {
      const pageIndex = open[Math.floor(((j + 0.5) * open.length) / need)];
      choices.push({ pageIndex, panelIndex: pages[pageIndex].panels.indexOf(ranked[pageIndex][round]) });
    }
  }
  if (choices.length === 0) return [];
  return Array.from({ length: count }, (_, i) => choices[i % choices.length])
    .sort((x, y) => x.pageIndex - y.pageIndex || x.panelIndex - y.panelIndex)
    .map(({ pageIndex, panelIndex }) => ({ page: pages[pageIndex], panel: pages[pageIndex].panels[panelIndex] }));
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
  for (const [i, extra] of planExtras(extraCount, source.script, answers).entries()) {
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
