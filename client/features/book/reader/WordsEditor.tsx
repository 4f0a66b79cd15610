// "Edit words": the captions and balloons of the page(s) in view, each saved on its own (book.editWords).
// The server re-letters a drawn page in about a second and answers with the page, whose new image then
// replaces the old one in the reader; a page still being drawn is drawn with the new words.
import { useState } from 'react';
import type { BookPageView, PageWords } from '../../../../shared/book';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { WordsItem, wordsLabel } from './WordsItem';
import { m } from '../../../lib/i18n';
import { pageLabel } from '../pageLabel';

interface Props {
  comicId: string;
  pages: BookPageView[];
}

export function WordsEditor({ comicId, pages }: Props) {
  const utils = trpc.useUtils();
  const edit = trpc.book.editWords.useMutation();
  const [savingId, setSavingId] = useState<string | null>(null);

  const save = async (page: BookPageView, wordsId: string, text: string): Promise<boolean> => {
    setSavingId(`${page.number}:${wordsId}`);
    try {
      const updated = await edit.mutateAsync({ comicId, page: page.number, wordsId, text });
      utils.book.get.setData(
        { comicId },
        (book) => book && { ...book, pages: book.pages.map((p) => (p.number === updated.number ? updated : p)) },
      );
      toast.success(updated.status === 'done' ? m.library_words_relettered() : m.library_words_saved_undrawn());
      // The script changed too: the detail page's script and page list show the new words.
      void utils.scripts.get.invalidate({ comicId });
      void utils.scripts.usage.invalidate({ comicId });
      return true;
    } catch (error) {
      toast.error(errorMessage(error) ?? m.library_words_save_failed());
      return false;
    } finally {
      setSavingId(null);
    }
  };

  return (
    <section aria-labelledby="words-editor-heading" className="comic-panel mt-6 p-5 sm:p-6">
      <h2 id="words-editor-heading" className="font-display text-3xl tracking-wide">
        {m.library_words_heading()}
      </h2>
      <p className="mt-1 text-ink/80">{m.library_words_intro()}</p>
      {pages.length === 0 ? (
        <p className="mt-4 font-bold">{m.library_words_turn_to_page()}</p>
      ) : (
        <div className={`mt-4 grid gap-6 ${pages.length === 2 ? 'lg:grid-cols-2' : ''}`}>
          {pages.map((page) => (
            <section key={page.number} aria-label={m.library_words_of_page({ page: pageLabel(page) })}>
              <h3 className="font-display text-2xl tracking-wide text-pow-dark">{pageLabel(page)}</h3>
              {page.words.length === 0 ? (
                <p className="mt-2 text-ink/80">{m.library_words_none()}</p>
              ) : (
                <ul className="mt-2 flex flex-col gap-3">
                  {page.words.map((words, i) => (
                    // Keyed by the saved text too: when it changes on the server the field starts from it.
                    <WordsItem
                      key={`${words.id}:${words.text}`}
                      words={words}
                      label={uniqueLabel(page.words, i)}
                      saving={savingId === `${page.number}:${words.id}`}
                      onSave={(text) => save(page, words.id, text)}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

/** The item's label, numbered when two balloons of a panel share speaker and kind, so each field is told apart. */
function uniqueLabel(all: PageWords[], index: number): string {
  const label = wordsLabel(all[index]);
  const same = all.filter((w) => wordsLabel(w) === label);
  return same.length > 1 ? `${label} (${same.indexOf(all[index]) + 1})` : label;
}
