// The paid part of a painted book: the character sheets painted once per book, each panel painted
// from the references of the people in it and kept (so another trim reuses it), its likeness measured against
// each person's photo by the kept face model in the CPU pool's workers (painted again at most twice, then kept
// with a mark), and every call held to the deployer's ceilings (the book's, the day's, the account's share of
// the day: spend/ceilings.ts): its estimate reserved before it is made, settled with its cost after. A call
// that would pass a ceiling is not made, and the book stops with PaintCeiling's message.
import type { JobStop } from '../../queue/jobQueue';
import type { AppDeps } from '../appDeps';
import { saveOwnedImage } from '../../storage/ownedImages';
import type { Painted, PanelPaintRequest } from '../../providers/panels/panelPainter';
import { photographedOthers } from '../../providers/panels/panelPrompt';
import { metered } from '../../providers/spendMeter';
import { panelKey, readBookArt, sheetKey, writeBookArt } from './paintRows';
import { removeUnusedImages } from '../comics/comicImages';
import { PaintCeiling, paintingMeter } from '../spend/ceilings';

/**
 * A painted face scoring below this against the person's photo is not them (the face model's 0–1
 * similarity; its authors put one person above 0.5 on real photos). Measured by bench/likeness.ts (docs/models.md,
 * "Likeness"): a person painted by the fake scores 0.95 or more, and in flat poster colours or grey ink a
 * median of 0.73 and 0.86; the test portraits, which share one drawn face and differ in skin, hair and
 * light, score a median of 0.74 against each other, and the fake's stranger 0.64 against the test hero.
 * 0.7 catches that stranger and passes most restyled paintings of the right person; real paintings should
 * set it again.
 */
export const LIKENESS_THRESHOLD = 0.7;
/** Paintings after the first when a face is not the person's. */
export const REPAINTS = 2;

/** What a painted book shares across its pages: the people's face descriptors, measured once per job. */
export interface PaintedBook {
  comicId: string;
  userId: string;
  photo: Buffer;
  castPhotos: Record<string, Buffer>;
  heroSheet?: Buffer;
  sheets?: Record<string, Buffer>;
  faces?: Map<string, Promise<FaceDescriptor | null>>;
  /** The owner asked for this panel again (book.repaintPanel): it is painted anew with this seed. */
  repaint?: { key: string; seed: number };
}

type FaceDescriptor = number[];
/** Each pictured person's likeness, by name: 0–1, or null when the model found no face in the painting. */
export type LikenessScores = Record<string, number | null>;

async function keep(
  deps: AppDeps,
  book: PaintedBook,
  key: string,
  painted: Painted,
  extra: { neededWidth?: number; neededHeight?: number; tries?: number; likeness?: LikenessScores; marked?: boolean },
  model: string,
): Promise<void> {
  const url = await saveOwnedImage(deps, 'pages', painted.bytes, 'png', { userId: book.userId, visitorId: null });
  const replaced = await writeBookArt(deps.db, {
    comicId: book.comicId,
    userId: book.userId,
    key,
    url,
    width: painted.width,
    height: painted.height,
    neededWidth: extra.neededWidth ?? null,
    neededHeight: extra.neededHeight ?? null,
    model,
    tries: extra.tries ?? 1,
    likeness: extra.likeness ? JSON.stringify(extra.likeness) : null,
    marked: extra.marked ?? false,
    updatedAt: deps.now().toISOString(),
  });
  if (replaced) await removeUnusedImages(deps, [replaced], book.userId);
}

/**
 * The character sheet of the hero and of each person whose photo the owner added, painted once per book
 * (a kept sheet is read back, never painted again). A sheet that fails is left out; a ceiling stops the book.
 * `keptOnly`: only kept sheets are read (a page job, whose book job painted what it could before it started).
 */
export async function characterSheets(
  deps: AppDeps,
  book: PaintedBook,
  names: { hero?: string; roles: Record<string, string>; species?: string },
  style: string,
  seed: number,
  job: JobStop,
  keptOnly = false,
): Promise<Pick<PaintedBook, 'heroSheet' | 'sheets'>> {
  const painter = deps.panelPainter!;
  const people = [
    { name: names.hero ?? '', hero: true, photo: book.photo },
    ...Object.entries(book.castPhotos).map(([name, photo]) => ({ name, hero: false, photo })),
  ];
  const out: Required<Pick<PaintedBook, 'sheets'>> & Pick<PaintedBook, 'heroSheet'> = { sheets: {} };
  for (const [i, person] of people.entries()) {
    const key = sheetKey(person.name, person.hero);
    const kept = await readBookArt(deps.db, book.comicId, key);
    let bytes = kept ? await deps.store.read(kept.url).catch(() => null) : null;
    if (!bytes && keptOnly) continue;
    if (!bytes) {
      const request = {
        photo: person.photo,
        name: person.name || 'the hero',
        role: person.hero ? 'the hero' : names.roles[person.name],
        ...(person.hero && names.species ? { species: names.species } : {}),
        style,
        seed: seed + 31 * i,
      };
      try {
        const painted = await metered(
          paintingMeter(deps, book, 'sheet'),
          painter.estimateSheet(request),
          async () => {
            await job.confirmClaim();
            return painter.paintSheet(request, job.signal);
          },
          (sheet) => sheet.cost,
        );
        await keep(deps, book, key, painted, {}, painted.cost.model);
        bytes = painted.bytes;
      } catch (error) {
        // A ceiling stops the book; a sheet the model could not paint is left out.
        if (job.signal.aborted || error instanceof PaintCeiling) throw error;
        deps.log.warn(
          { err: error, comicId: book.comicId, person: person.name },
          'character sheet painting failed; panels use the photo alone',
        );
        continue;
      }
    }
    if (person.hero) out.heroSheet = bytes;
    else out.sheets[person.name] = bytes;
  }
  return out;
}

/** A person's face descriptor from their photo, once per book; null when the model finds no face in the photo. */
function descriptorOf(deps: AppDeps, book: PaintedBook, name: string, photo: Buffer): Promise<FaceDescriptor | null> {
  book.faces ??= new Map();
  let descriptor = book.faces.get(name);
  if (!descriptor) {
    descriptor = deps.cpu.run('personDescriptor', { photo });
    book.faces.set(name, descriptor);
    descriptor.catch(() => book.faces!.delete(name));
  }
  return descriptor;
}

/**
 * Each pictured person's likeness in the painting, by name (the hero under their name or 'the hero'). A
 * person whose photo shows no face the model can find is not measured (there is nothing to compare with).
 */
export async function likenessOf(
  deps: AppDeps,
  book: PaintedBook,
  req: PanelPaintRequest,
  painting: Buffer,
): Promise<LikenessScores> {
  const photos: [string, Buffer][] = [];
  if (req.heroPresent) photos.push([req.heroName || 'the hero', book.photo]);
  for (const name of photographedOthers(req)) photos.push([name, req.castPhotos![name]]);
  const people: Record<string, FaceDescriptor> = {};
  for (const [name, photo] of photos) {
    const descriptor = await descriptorOf(deps, book, name, photo);
    if (descriptor) people[name] = descriptor;
    else
      deps.log.info(
        { comicId: book.comicId, person: name },
        "no face found in the person's photo; their likeness is not checked",
      );
  }
  if (!Object.keys(people).length) return {};
  return (await deps.cpu.run('likenessIn', { painting, people })).scores;
}

/** The lowest score of a painting; a painting where no face was found counts as 0 (never a pass). */
export const lowestLikeness = (scores: LikenessScores) => Math.min(1, ...Object.values(scores).map((s) => s ?? 0));

/**
 * One panel's painting: the kept one when there is one, else painted (and kept) until every pictured face is
 * the person's or REPAINTS more tries are spent; the best try is kept, marked when still below the threshold.
 */
export async function paintedPanel(
  deps: AppDeps,
  book: PaintedBook,
  page: number,
  index: number,
  req: PanelPaintRequest,
  job: JobStop,
): Promise<Buffer> {
  const key = panelKey(page, index);
  const repaint = book.repaint?.key === key ? book.repaint : null;
  const kept = repaint ? undefined : await readBookArt(deps.db, book.comicId, key);
  const stored = kept ? await deps.store.read(kept.url).catch(() => null) : null;
  if (stored) return stored;
  const painter = deps.panelPainter!;
  const seed = repaint?.seed ?? req.seed;
  const meter = paintingMeter(deps, book, 'panel');
  let best: { painted: Painted; scores: LikenessScores } | null = null;
  let tries = 0;
  for (let attempt = 0; attempt <= REPAINTS; attempt++) {
    const request = { ...req, seed: seed + attempt * 104_729 };
    const painted = await metered(
      meter,
      painter.estimate(request),
      async () => {
        await job.confirmClaim();
        return painter.paint(request, job.signal);
      },
      (panel) => panel.cost,
    );
    tries += 1;
    const scores = await likenessOf(deps, book, req, painted.bytes);
    if (!best || lowestLikeness(scores) > lowestLikeness(best.scores)) best = { painted, scores };
    if (lowestLikeness(scores) >= LIKENESS_THRESHOLD) break;
    deps.log.info(
      { comicId: book.comicId, page, panel: index, scores, attempt },
      'a painted face is not the person; painting the panel again',
    );
  }
  const marked = lowestLikeness(best!.scores) < LIKENESS_THRESHOLD;
  await keep(
    deps,
    book,
    key,
    best!.painted,
    { neededWidth: req.width, neededHeight: req.height, tries, likeness: best!.scores, marked },
    best!.painted.cost.model,
  );
  return best!.painted.bytes;
}
