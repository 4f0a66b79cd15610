// The built-in script writer as a provider: the whole book at once, in a few milliseconds.
import { scriptSchema } from '../../../shared/script';
import { writeLocalScript } from '../../engines/script/writeLocalScript';
import type { ScriptWriterProvider } from './scriptWriter';
import { bookLanguage, writableLanguages } from '../../../shared/languages';

export const localScriptWriter: ScriptWriterProvider = {
  name: 'local',
  paid: false,
  languages: writableLanguages(false),
  async write(request, { progress }) {
    // Its sentences are English: it never writes a book labelled another language.
    if (!bookLanguage(request.language).builtIn) {
      throw new Error(`The built-in writer does not write ${request.language}`);
    }
    // Validated like any writer's output: a bug in a template shows up as a clear failure, not a bad book.
    const script = scriptSchema.parse(writeLocalScript(request));
    progress(script.pages.length, request.pages);
    return { script, writer: 'local', reason: null };
  },
};
