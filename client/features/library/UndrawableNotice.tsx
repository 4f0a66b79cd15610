// Tells the owner, before they order, which pages left out a character no font can draw (a rare symbol, a
// private-use character pasted from another app): where it is, and that changing those words fixes it.
// Worded here in the page's language (the print check words it too: server/engines/print/preflight.ts); the
// pages come with their labels in that language too.
import { codePointOf, type BookPageView, type UndrawableLetters } from '../../../shared/book';
import { m } from '../../lib/i18n';

function undrawableText(page: BookPageView, letters: UndrawableLetters): string {
  const where =
    letters.panel === null ? page.label : m.library_undrawable_panel({ page: page.label, panel: letters.panel + 1 });
  const shown = letters.characters.map((c) => m.library_undrawable_letter({ letter: c, code: codePointOf(c) }));
  return m.library_undrawable_text({ where, letters: shown.join(', '), count: letters.characters.length });
}

export function UndrawableNotice({ pages }: { pages: BookPageView[] }) {
  const messages = pages.flatMap((page) => page.undrawable.map((letters) => undrawableText(page, letters)));
  if (!messages.length) return null;
  return (
    <div role="alert" className="mb-4 rounded-lg border-2 border-ink bg-zap/30 p-3">
      <p className="font-bold">{m.library_undrawable_heading()}</p>
      <ul className="mt-1 list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
