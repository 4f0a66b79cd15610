// Whether this installation can write a book in a language (docs/book.md, "The book's language"): the built-in
// writer speaks the languages shared/languages.ts marks built-in, Claude every one of them. A language neither
// speaks is refused before anything is made or saved in it, so no book is ever English labelled otherwise.
import { bookLanguage, type LanguageCode } from '../../shared/languages';
import { Invalid } from '../lib/errors';
import type { AppDeps } from './appDeps';

export const needsClaudeMessage = (code: string) => {
  const { english, native } = bookLanguage(code);
  const name = english === native ? english : `${english} (${native})`;
  return (
    `Books in ${name} are written by Claude, which this site is not set up to use. ` + 'Please choose another language.'
  );
};

/** Refuses a language neither the ideas nor the script writer of this installation writes. */
export function assertWritableLanguage(deps: Pick<AppDeps, 'ideas' | 'scriptWriter'>, code: LanguageCode): void {
  if (!deps.ideas.languages.includes(code) || !deps.scriptWriter.languages.includes(code)) {
    throw new Invalid(needsClaudeMessage(code));
  }
}
