// Renders one page of a comic's book: gathers what the page needs (its script page, the hero's photo, any
// painted panels), has a CPU pool worker draw, letter and encode it, stores the three images and records
// the page. The art source is noted: 'ai' when the image model drew every panel, 'mixed' when some panels
// fell back to the built-in art, 'local' otherwise.
import type { HeroAid } from '../../../shared/heroAids';
import type { JobStop } from '../../queue/jobQueue';
import type { AppDeps } from '../appDeps';
import { heroesName, type Script } from '../../../shared/script';
import { joinNames, matterWords } from '../../engines/words/matterWords';
import type { PrintLook } from '../../engines/pageModel';
import { layoutById, mirroredLayout } from '../../engines/layout/pageLayouts';
import { saveOwnedImage } from '../../storage/ownedImages';
import { removeUnusedImages } from '../comics/comicImages';
import { recordRendered, type BookPageRow, type RenderedPageRecord, undrawableRecord } from './bookRows';
import { namesOf, panelCast } from './panelCast';
import { photoAnalyses } from '../../engines/pool/photoAnalyses';
import { panelCastPhotos } from './castPhotos';
import type { PanelPlan, PanelWords, RenderedPage } from '../../engines/page/composePage';
import { COMIC_PAGE, type PageGeometry } from '../../../shared/printGeometry';
import type { MatterPageRequest } from '../../engines/panels/matterPages';
import { paintedPanel, type PaintedBook } from './paintedArt';
import { PaintCeiling } from '../spend/ceilings';
import { panelKey, readBookArt } from './paintRows';

/** Everything about the comic that its pages share, read once per job. */
export interface BookContext {
  comicId: string;
  userId: string;
  style: string;
  print: PrintLook;
  photo: Buffer;
  /** The owner's photos of supporting characters, by cast name (each read once for the whole book). */
  castPhotos: Record<string, Buffer>;
  /** What the hero lives with, from the answers (a wheelchair, hearing aids): drawn, never left out. */
  heroAids?: HeroAid[];
  /** What the people around the hero live with, by their cast name (answers/castAids.ts). */
  castAids?: Record<string, HeroAid[]>;
  /** The book is in memory of its hero (engines/answers/memorial.ts): its end page closes with them kept. */
  inMemory?: boolean;
  title: string;
  author: string;
  /** The book's language code (shared/languages.ts). */
  language: string;
  /** The book reads right to left (bookReadsRightToLeft: Arabic, Hebrew, or a manga set so). */
  rightToLeft: boolean;
  /** The script, its dedication the giver's own words when they wrote some (comics.dedication). */
  script: Script;
  /** The giver's signature under the dedication ('' or undefined: none). */
  signature?: string;
  about: string[];
  seed: number;
  /** With a panel painter: the book's character sheets and measured faces (paintedArt.ts). */
  painted?: PaintedBook;
}

export async function renderBookPage(deps: AppDeps, book: BookContext, row: BookPageRow, job: JobStop): Promise<void> {
  const owner = { userId: book.userId, visitorId: null };
  const save = (bytes: Buffer, ext: 'png' | 'jpg') => saveOwnedImage(deps, 'pages', bytes, ext, owner);
  const drawn = await drawBookPage(deps, book, row, job);
  let record: RenderedPageRecord;
  if (drawn.kind === 'story') {
    const { rendered, paintedCount } = drawn;
    const [artUrl, printUrl, readerUrl, thumbUrl] = await Promise.all([
      save(rendered.art, 'png'),
      save(rendered.print, 'png'),
      save(rendered.reader, 'jpg'),
      save(rendered.thumb, 'jpg'),
    ]);
    record = {
      artUrl,
      printUrl,
      readerUrl,
      thumbUrl,
      seed: book.seed,
      artMeta: JSON.stringify(rendered.meta),
      lettering: JSON.stringify(rendered.items),
      undrawable: undrawableRecord(rendered.undrawable),
      artSource: paintedCount === 0 ? 'local' : paintedCount === drawn.panels ? 'ai' : 'mixed',
    } as const;
  } else {
    const { rendered } = drawn;
    const [printUrl, readerUrl, thumbUrl] = await Promise.all([
      save(rendered.print, 'png'),
      save(rendered.reader, 'jpg'),
      save(rendered.thumb, 'jpg'),
    ]);
    record = {
      artUrl: null,
      printUrl,
      readerUrl,
      thumbUrl,
      seed: book.seed,
      artMeta: null,
      lettering: null,
      undrawable: undrawableRecord([{ panel: null, characters: rendered.undrawable }]),
      artSource: 'local',
    } as const;
  }
  const replaced = await recordRendered(deps.db, book.comicId, row.number, record, deps.now());
  await removeUnusedImages(deps, replaced, book.userId);
}

export type DrawnBookPage =
  | { kind: 'story'; rendered: RenderedPage; paintedCount: number; panels: number }
  | { kind: 'matter'; rendered: { print: Buffer; reader: Buffer; thumb: Buffer; undrawable: string[] } };

/**
 * For drawing that never pays (only paintings already kept, or none): a job stop whose claim check refuses,
 * so a paid call slipped in by mistake fails loudly instead of running unguarded.
 */
export const keptPaintingsOnly = (signal: AbortSignal): JobStop => ({
  signal,
  confirmClaim: () => Promise.reject(new Error('no paid call may be made here')),
});

/**
 * Draws one page of the book in the CPU pool, at the comic's trim or another (`geometry`). With
 * `paint: false` every panel is the built-in art's (a page composed again for a print format never makes
 * paid calls). The same book seed and page give the same drawing choices at any trim.
 */
export async function drawBookPage(
  deps: AppDeps,
  book: BookContext,
  row: BookPageRow,
  job: JobStop,
  options: { geometry?: PageGeometry; paint?: boolean | 'kept'; printOnly?: boolean } = {},
): Promise<DrawnBookPage> {
  const geometry = options.geometry ?? COMIC_PAGE;
  const seed = book.seed + row.number * 7919;
  if (row.kind === 'story') {
    const page = book.script.pages.find((p) => p.number === row.storyPage);
    if (!page || !row.layout) throw new Error(`Story page ${row.storyPage} is not in the script`);
    const hero = book.script.cast.find((c) => c.isHero);
    const heroNames = hero ? namesOf(hero.name) : [];
    const designed = layoutById(
      row.layout,
      page.panels.map((p) => p.shot),
      geometry,
    );
    // A right-to-left book (Arabic, Hebrew, a manga set so) reads its panels from the top right.
    const layout = book.rightToLeft ? mirroredLayout(designed, geometry.px.width) : designed;
    const panels: PanelPlan[] = page.panels.map((panel, i) => {
      const cast = panelCast(panel, book.script.cast);
      // Only the photos of the people in this picture.
      const castPhotos = panelCastPhotos(book.castPhotos, cast);
      return {
        art: {
          shot: panel.shot,
          setting: panel.setting,
          action: panel.action,
          ...cast,
          ...(castPhotos ? { castPhotos } : {}),
          ...(book.heroAids?.length ? { heroAids: book.heroAids } : {}),
          ...inPicture(book.castAids, cast.people),
          ...(panel.timeOfDay ? { timeOfDay: panel.timeOfDay } : {}),
          seed: seed + i,
        },
      };
    });
    // 'kept': only paintings already made for the comic's pages (another trim never pays again).
    const painted =
      deps.panelPainter && options.paint !== false
        ? await paintPanels(
            deps,
            book,
            row.number,
            panels,
            comicFrames(
              row.layout,
              page.panels.map((p) => p.shot),
            ),
            job,
            options.paint === 'kept',
          )
        : [];
    painted.forEach((bytes, i) => {
      panels[i].painted = bytes;
    });
    // Read by the face model once per photo, outside the pool (photoAnalyses.ts).
    const analyses = await photoAnalyses([book.photo, ...panels.flatMap((p) => Object.values(p.art.castPhotos ?? {}))]);
    const rendered = await deps.cpu.run('renderStoryPage', {
      analyses,
      photo: book.photo,
      print: book.print,
      layout,
      panels,
      words: wordsOf(page.panels),
      heroNames,
      geometry,
      printOnly: options.printOnly,
      ...(layout === designed ? {} : { rightToLeft: true }),
    });
    for (const item of rendered.items.filter((i) => i.shortened)) {
      deps.log.warn({ comicId: book.comicId, page: row.number, item: item.id }, 'lettering shortened to fit its panel');
    }
    if (rendered.dropped.length)
      deps.log.warn(
        { comicId: book.comicId, page: row.number, items: rendered.dropped },
        'sound effect left out for want of room',
      );
    if (rendered.undrawable.length)
      deps.log.warn(
        { comicId: book.comicId, page: row.number, items: rendered.undrawable },
        'characters no font can draw were left out of the lettering',
      );
    return {
      kind: 'story',
      rendered,
      paintedCount: painted.filter(Boolean).length - rendered.fellBack.length,
      panels: panels.length,
    };
  }
  const rendered = await deps.cpu.run('renderMatterPage', {
    ...matterPageRequest(book, row.kind as 'title' | 'dedication' | 'end' | 'about', seed, geometry),
    analyses: await photoAnalyses([book.photo]),
    printOnly: options.printOnly,
  });
  return { kind: 'matter', rendered };
}

/** A matter page of the book (its own, or one that fills a print format) as the CPU pool draws it. */
export function matterPageRequest(
  book: BookContext,
  kind: MatterPageRequest['kind'],
  seed: number,
  geometry: PageGeometry,
): MatterPageRequest {
  return {
    kind,
    print: book.print,
    photo: book.photo,
    title: book.script.title || book.title,
    author: book.author,
    heroName: heroesName(book.script.cast, (names) => joinNames(matterWords(book.language), names)) ?? book.author,
    dedication: book.script.dedication,
    // Left out when none, so a page without one is the same task as before (the tests' remembered drawings).
    ...(book.signature ? { signature: book.signature } : {}),
    about: book.about,
    seed,
    geometry,
    // Left out for English, so an English page's task (and what the tests' remembered drawings key on) is as before.
    ...(book.language === 'en' ? {} : { language: book.language }),
    ...(book.inMemory ? { inMemory: true } : {}),
    // Left out when none, like the signature (the same task as before for everyone else).
    ...(book.heroAids?.length ? { heroAids: book.heroAids } : {}),
  };
}

/** The script's words of each panel, as the lettering takes them. */
export function wordsOf(panels: Script['pages'][number]['panels']): PanelWords[] {
  return panels.map((p) => ({ caption: p.caption, balloons: p.balloons, sfx: p.sfx }));
}

/** The panels' places on the comic's own page: what a painting is made for, whatever trim composes it. */
function comicFrames(layout: string, shots: Parameters<typeof layoutById>[1]) {
  return layoutById(layout, shots, COMIC_PAGE).frames;
}

/**
 * Panels painted by the image model (or kept from before), at most a few at once; a panel that fails is null
 * (built-in art draws it). A painting ceiling is not a failed panel: it stops the book.
 */
async function paintPanels(
  deps: AppDeps,
  book: BookContext,
  page: number,
  panels: PanelPlan[],
  frames: { rect: { width: number; height: number } }[],
  job: JobStop,
  keptOnly: boolean,
): Promise<(Buffer | null)[]> {
  const heroName = book.script.cast.find((c) => c.isHero)?.name;
  const painted: PaintedBook = book.painted ?? {
    comicId: book.comicId,
    userId: book.userId,
    photo: book.photo,
    castPhotos: book.castPhotos,
  };
  return Promise.all(
    panels.map(async (panel, i) => {
      try {
        if (keptOnly) return await keptPanel(deps, book, page, i);
        const request = {
          photo: book.photo,
          style: book.style,
          heroName,
          ...panel.art,
          ...(painted.heroSheet ? { heroSheet: painted.heroSheet } : {}),
          ...(painted.sheets ? { sheets: painted.sheets } : {}),
          width: Math.round(frames[i].rect.width),
          height: Math.round(frames[i].rect.height),
        };
        return await paintedPanel(deps, painted, page, i, request, job);
      } catch (error) {
        // The panel the owner asked for again fails the repaint: the page keeps its painting as it was.
        if (job.signal.aborted || error instanceof PaintCeiling || painted.repaint?.key === panelKey(page, i))
          throw error;
        deps.log.warn(
          { err: error, comicId: book.comicId, panel: i },
          'panel painting failed; the built-in art draws it',
        );
        return null;
      }
    }),
  );
}

async function keptPanel(deps: AppDeps, book: BookContext, page: number, index: number): Promise<Buffer | null> {
  const kept = await readBookArt(deps.db, book.comicId, panelKey(page, index));
  return kept ? deps.store.read(kept.url).catch(() => null) : null;
}

/** The aids of the people in this picture, when any of them has one. */
function inPicture(aids: BookContext['castAids'], people: Record<string, string> | undefined) {
  const here = Object.entries(aids ?? {}).filter(([name]) => people?.[name] !== undefined);
  return here.length ? { castAids: Object.fromEntries(here) } : {};
}
