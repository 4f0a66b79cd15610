// A saved comic's rows as the domain reads them: the comic itself (scoped to its owner in the WHERE clause;
// missing or someone else's is NotFound, never saying which) and its story — the chosen idea and the
// answers in the order they were given. Handlers and jobs read a comic only through here.
import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { firstRow } from '../../db/transaction';
import { comicAnswers, comicCharacters, comicIdeas, comics } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import type { ComicListItem } from '../../../shared/types';
import { said } from '../../lib/said';
import { HERO_AIDS, type HeroAid } from '../../../shared/heroAids';

export const COMIC_NOT_FOUND = said('error_comic_not_found');

export const comicColumns = {
  id: comics.id,
  title: comics.title,
  author: comics.author,
  type: comics.type,
  language: comics.language,
  rightToLeft: comics.rightToLeft,
  comicFrontPageUrl: comics.comicFrontPageUrl,
  mainCharacterPhoto: comics.mainCharacterPhoto,
  createdAt: comics.createdAt,
};

/** The owner's comic row: NotFound when it is missing or someone else's. */
export async function ownComicRow(db: AppDatabase, comicId: string, userId: string): Promise<ComicListItem> {
  const comic = await firstRow(
    db
      .select(comicColumns)
      .from(comics)
      .where(and(eq(comics.id, comicId), eq(comics.userId, userId))),
  );
  if (!comic) throw new NotFound(COMIC_NOT_FOUND);
  return comic;
}

/** The dedication in the giver's words (null: the script's own) and their signature (domains/book/dedication.ts). */
export async function readGiverDedication(
  db: AppDatabase,
  comicId: string,
): Promise<{ text: string | null; signature: string }> {
  const row = await firstRow(
    db
      .select({ text: comics.dedication, signature: comics.dedicationSignature })
      .from(comics)
      .where(eq(comics.id, comicId)),
  );
  return { text: row?.text ?? null, signature: row?.signature ?? '' };
}

export interface ComicStory {
  /** The chosen idea (empty when none was saved). */
  idea: { title: string; description: string };
  answers: { id: string; question: string; answer: string }[];
  /** Details the owner marked as musts for the story. */
  mustUse: string[];
  /** The aids chosen on the hero's card (the answers may name more: engines/answers/heroAids.ts). */
  heroAids: HeroAid[];
}

/** A JSON list column's items that pass `keep` (a column that is not a list, or not JSON, holds none). */
function jsonList<T>(json: string | undefined, keep: (item: unknown) => item is T): T[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(list) ? list.filter(keep) : [];
  } catch {
    return [];
  }
}
const isText = (x: unknown): x is string => typeof x === 'string';
const isAid = (x: unknown): x is HeroAid => (HERO_AIDS as readonly unknown[]).includes(x);
/** The columns of a person of the comic as the library and the book read them (the aids still as JSON). */
export const characterColumns = {
  id: comicCharacters.id,
  fullName: comicCharacters.fullName,
  nickname: comicCharacters.nickname,
  portraitImageUrl: comicCharacters.portraitImageUrl,
  aids: comicCharacters.aids,
};

/** A stored list of aids (a column of JSON), whatever it holds: only known aids come back. */
export const aidsFromJson = (json: string | undefined): HeroAid[] => jsonList(json, isAid);

/** Saves the owner's musts (already checked against the comic's answers). */
export async function writeMustUse(db: AppDatabase, comicId: string, userId: string, musts: string[]): Promise<void> {
  await db
    .update(comics)
    .set({ mustUse: JSON.stringify(musts) })
    .where(and(eq(comics.id, comicId), eq(comics.userId, userId)));
}

/** What a comic's story is written from: its idea and its answers, in the order they were given. */
export async function readComicStory(db: AppDatabase, comicId: string): Promise<ComicStory> {
  const idea = await firstRow(
    db
      .select({ title: comicIdeas.title, description: comicIdeas.description })
      .from(comicIdeas)
      .where(eq(comicIdeas.comicId, comicId))
      .orderBy(asc(comicIdeas.position))
      .limit(1),
  );
  const answers = await db
    .select({ id: comicAnswers.questionId, question: comicAnswers.question, answer: comicAnswers.answer })
    .from(comicAnswers)
    .where(eq(comicAnswers.comicId, comicId))
    .orderBy(asc(comicAnswers.position));
  const lists = await firstRow(
    db.select({ mustUse: comics.mustUse, heroAids: comics.heroAids }).from(comics).where(eq(comics.id, comicId)),
  );
  return {
    idea: idea ?? { title: '', description: '' },
    answers,
    mustUse: jsonList(lists?.mustUse, isText),
    heroAids: jsonList(lists?.heroAids, isAid),
  };
}
