// A safety net, as the English writer has: an answer whose words the pages did not use is quoted whole, in the
// language's quotation marks, in a caption on an early page with room (the person's own words, never cut).
import type { StoryPage } from '../../../shared/script';
import type { BookCopy, Words } from './copy';
import { typeset } from './bookWords';
import { endsWithOwnMark, quotedWords } from '../words/quoteMarks';
import { visibleText } from '../script/visibleText';
import type { Reading } from './types';

const QUOTED = new Set(['job', 'family', 'friends', 'hobbies', 'dream']);

/** An answer's words that carry its meaning: four letters or more, not articles and prepositions. */
export function keyWords(answer: string, functionWords: Set<string>): string[] {
  return answer
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && !functionWords.has(word));
}

export function quoteUnused(
  pages: StoryPage[],
  reading: Reading,
  copy: BookCopy,
  words: Words,
  functionWords: Set<string>,
): void {
  for (const { id, answer } of reading.answers) {
    if (!QUOTED.has(id)) continue;
    const seen = visibleText(pages).toLocaleLowerCase();
    const keys = keyWords(answer, functionWords);
    if (!keys.length || keys.filter((k) => seen.includes(k)).length * 2 >= keys.length) continue;
    const [open, close] = copy.quotes;
    // The caption's own full stop after the marks (Spanish, French, German and Portuguese set it there), unless
    // the words end their sentence themselves (a question, an exclamation).
    const quoted = quotedWords(answer);
    const end = endsWithOwnMark(quoted) ? '' : '.';
    const caption = typeset(copy, `${copy.quote(id, `${open}${quoted}${close}`, words)}${end}`);
    if (caption.length > 200) continue;
    const early = pages.filter((p) => p.act <= 3).flatMap((p) => p.panels);
    const free = early.find((p) => !p.caption);
    if (free) free.caption = caption;
    else {
      const roomy = early.find((p) => (p.caption?.length ?? 0) + caption.length < 199);
      if (roomy) roomy.caption = `${roomy.caption} ${caption}`;
    }
  }
}
