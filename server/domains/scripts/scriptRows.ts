// A comic's script in the database: the comic_scripts row (title, dedication, cast, writer) and the story
// pages as the comic's comic_pages rows (act and panels included). Writing a script replaces both, inside
// the caller's transaction, so a reader never sees half of an old script and half of a new one.
import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { firstRow } from '../../db/transaction';
import { comicPages, comicScripts } from '../../db/schema';
import { panelSchema, type Panel, type Script, type ScriptWriter } from '../../../shared/script';
import { writerReasonOf, type WriterReason } from '../../../shared/scriptAuthorship';

export interface StoredScript {
  script: Script;
  writer: ScriptWriter;
  /** Why Claude did not write (all of) it, when it was asked. */
  writerReason: WriterReason | null;
  writtenAt: string;
}

/** Replaces the comic's script rows; call it inside a transaction (with whatever else the new script changes). */
export async function writeScriptRows(
  tx: Pick<AppDatabase, 'delete' | 'insert'>,
  comicId: string,
  userId: string,
  script: Script,
  writer: ScriptWriter,
  writerReason: WriterReason | null = null,
): Promise<void> {
  await tx.delete(comicPages).where(and(eq(comicPages.comicId, comicId), eq(comicPages.userId, userId)));
  await tx.insert(comicPages).values(
    script.pages.map((page) => ({
      comicId,
      userId,
      pageNumber: page.number,
      title: page.title,
      description: page.summary,
      act: page.act,
      panels: JSON.stringify(page.panels),
    })),
  );
  const row = {
    title: script.title,
    dedication: script.dedication,
    cast: JSON.stringify(script.cast),
    writer,
    writerReason,
  };
  await tx
    .insert(comicScripts)
    .values({ comicId, userId, ...row })
    .onConflictDoUpdate({ target: comicScripts.comicId, set: { ...row, createdAt: new Date().toISOString() } });
}

/** The owner's script of a comic, or null when none has been written (the five-part outline stands). */
export async function readScript(db: AppDatabase, comicId: string, userId: string): Promise<StoredScript | null> {
  const head = await firstRow(
    db
      .select()
      .from(comicScripts)
      .where(and(eq(comicScripts.comicId, comicId), eq(comicScripts.userId, userId))),
  );
  if (!head) return null;
  const pages = await db
    .select()
    .from(comicPages)
    .where(and(eq(comicPages.comicId, comicId), eq(comicPages.userId, userId)))
    .orderBy(asc(comicPages.pageNumber));
  return {
    writer: head.writer as ScriptWriter,
    writerReason: writerReasonOf(head.writerReason),
    writtenAt: head.createdAt,
    script: {
      title: head.title,
      dedication: head.dedication,
      cast: JSON.parse(head.cast),
      pages: pages.map((page) => ({
        number: page.pageNumber,
        act: page.act ?? 1,
        title: page.title,
        summary: page.description,
        panels: parsePanels(page.panels),
      })),
    },
  };
}

function parsePanels(text: string | null): Panel[] {
  if (!text) return [];
  const parsed = panelSchema.array().safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : [];
}
