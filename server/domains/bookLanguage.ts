// Whether this installation can write a book in a language (docs/book.md, "The book's language"): the built-in
// writer speaks the languages shared/languages.ts marks built-in, Claude every one of them. A language neither
// speaks is refused before anything is made or saved in it, so no book is ever English labelled otherwise.
import { bookLanguage, type LanguageCode } from '../../shared/languages';
import { Invalid } from '../lib/errors';
import type { AppDeps } from './appDeps';
import { said } from '../lib/said';

/** The refusal of a language only Claude writes; the browser names the language in the visitor's language. */
export const needsClaude = (code: string) => {
  const { english, native, code: languageCode } = bookLanguage(code);
  const language = english === native ? english : `${english} (${native})`;
  return said('error_needs_claude', { language, languageCode });
};
export const needsClaudeMessage = (code: string) => needsClaude(code).text;

/** Refuses a language neither the ideas nor the script writer of this installation writes. */
export function assertWritableLanguage(deps: Pick<AppDeps, 'ideas' | 'scriptWriter'>, code: LanguageCode): void {
  if (!deps.ideas.languages.includes(code) || !deps.scriptWriter.languages.includes(code)) {
    throw new Invalid(needsClaude(code));
  }
}
