// comics.list and comics.byId. Every query is scoped to the owner in its WHERE clause; a comic that is
// missing or someone else's is NOT_FOUND, never revealing which.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ComicDetail, ComicListItem } from '../../../shared/types';
import type { AppDeps } from '../appDeps';
import { prepareNamed, preparedPerDatabase } from '../../db/client';
import { comicAnswers, comicCharacters, comicIdeas, comicPages, comics } from '../../db/schema';
import { aidsFromJson, characterColumns, comicColumns, ownComicRow } from './comicRows';
import type { SignedInActor } from '../actor';

/** The user's comics, newest first. */
const comicsOfUser = preparedPerDatabase((db) =>
  prepareNamed(
    db
      .select({
        ...comicColumns,
        // comics.id written out: Drizzle leaves the only table's columns unqualified, and a bare "id" inside the
        // subquery would be the gift link's own. A number on both databases (PostgreSQL's count is a bigint, text).
        liveGifts: sql<number>`(SELECT count(*) FROM gift_links g
        WHERE g.comic_id = comics.id AND g.revoked_at IS NULL)`.mapWith(Number),
      })
      .from(comics)
      .where(eq(comics.userId, sql.placeholder('userId')))
      // position breaks ties between comics saved within the same millisecond.
      .orderBy(desc(comics.createdAt), desc(comics.position)),
    'comics_of_user',
  ),
);

export function listComics({ db }: Pick<AppDeps, 'db'>, actor: SignedInActor): Promise<ComicListItem[]> {
  return comicsOfUser(db).execute({ userId: actor.user.id });
}

/** The caller's comic row alone (no ideas, pages...): NotFound when it is missing or someone else's. */
export function ownComic(
  { db }: Pick<AppDeps, 'db'>,
  actor: SignedInActor,
  { id }: { id: string },
): Promise<ComicListItem> {
  return ownComicRow(db, id, actor.user.id);
}

export async function getComic(
  { db }: Pick<AppDeps, 'db'>,
  actor: SignedInActor,
  { id }: { id: string },
): Promise<ComicDetail> {
  const userId = actor.user.id;
  const comic = await ownComic({ db }, actor, { id });

  const owned = <T extends typeof comicIdeas | typeof comicCharacters | typeof comicAnswers | typeof comicPages>(
    t: T,
  ) => and(eq(t.comicId, id), eq(t.userId, userId));
  const [ideas, characters, pages, answers] = await Promise.all([
    db
      .select({ id: comicIdeas.id, title: comicIdeas.title, description: comicIdeas.description })
      .from(comicIdeas)
      .where(owned(comicIdeas))
      .orderBy(asc(comicIdeas.position)),
    db
      .select(characterColumns)
      .from(comicCharacters)
      .where(owned(comicCharacters))
      .orderBy(asc(comicCharacters.position)),
    db
      .select({
        id: comicPages.id,
        pageNumber: comicPages.pageNumber,
        title: comicPages.title,
        description: comicPages.description,
      })
      .from(comicPages)
      .where(owned(comicPages))
      .orderBy(asc(comicPages.pageNumber)),
    db
      .select({
        id: comicAnswers.id,
        questionId: comicAnswers.questionId,
        question: comicAnswers.question,
        hint: comicAnswers.hint,
        answer: comicAnswers.answer,
      })
      .from(comicAnswers)
      .where(owned(comicAnswers))
      .orderBy(asc(comicAnswers.position)),
  ]);
  return {
    ...comic,
    ideas,
    characters: characters.map((c) => ({ ...c, aids: aidsFromJson(c.aids) })),
    pages,
    answers,
  };
}
