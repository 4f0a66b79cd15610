// The built-in script writers as a provider: the whole book at once, in a few milliseconds — English by its
// own writer (engines/script), Spanish, French, German and Portuguese by engines/languageBooks.
import { scriptSchema } from '../../../shared/script';
import { writeLocalScript } from '../../engines/script/writeLocalScript';
import type { ScriptWriterProvider } from './scriptWriter';
import { bookLanguage, writableLanguages } from '../../../shared/languages';
import { isWriterLanguage } from '../../engines/languageBooks/builtInLanguages';
import { writeBookIn } from '../../engines/languageBooks/writeBookIn';

export const localScriptWriter: ScriptWriterProvider = {
  name: 'local',
  paid: false,
  languages: writableLanguages(false),
  async write(request, { progress }) {
    // It writes only the languages it has copy for: never a book labelled a language it is not in.
    const language = request.language ?? 'en';
    if (!bookLanguage(language).builtIn || (language !== 'en' && !isWriterLanguage(language))) {
      throw new Error(`The built-in writer does not write ${language}`);
    }
    // Validated like any writer's output: a bug in a template shows up as a clear failure, not a bad book.
    const script = scriptSchema.parse(
      isWriterLanguage(language) ? writeBookIn(language, request) : writeLocalScript(request),
    );
    progress(script.pages.length, request.pages);
    return { script, writer: 'local', reason: null };
  },
};
