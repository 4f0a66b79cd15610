// Three story ideas in a built-in language other than English, from the language's idea copy: each names a
// foe and a prize of the story kind the genre answer asks for, which the script writer finds again in the
// chosen idea's words (chooseNoun), so an idea and its book never contradict. Seeded like the English ideas;
// the templates of recent sets are avoided while enough others fit.
import { inMemory } from '../answers/memorial';
import { heroAnimal } from '../answers/animalHero';
import type { Idea } from '../../../shared/schemas';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '../../../shared/limits';
import { seededRandom, seededUuid, shuffled } from '../../lib/seededRandom';
import { BUILT_IN } from './builtInLanguages';
import { bookWords, heroCast, typeset } from './bookWords';
import { readAnswersIn, type AnswersInput } from './readAnswersIn';
import type { WriterLanguage } from './types';

export interface IdeaSetIn {
  ideas: Idea[];
  keys: string[];
}

export function ideasIn(
  language: WriterLanguage,
  input: AnswersInput,
  seed: number,
  count: number,
  avoid: readonly string[] = [],
): IdeaSetIn {
  const { lexicon, copy } = BUILT_IN[language];
  const rng = seededRandom(seed);
  const reading = readAnswersIn(lexicon, input);
  const kind = copy.kinds[reading.kind];
  const foes = shuffled(kind.foes, rng);
  const prizes = shuffled(kind.prizes, rng);
  // A book in someone's memory is offered ideas that fit it (copy/<language>/memorial.ts).
  // An animal for a hero gets ideas it can live (copy/<language>/animal.ts).
  const templates = inMemory(input ?? {})
    ? copy.memorial.ideas
    : heroAnimal(input ?? {})
      ? copy.animal.ideas
      : copy.ideas;
  const fresh = shuffled(templates, rng).sort((a, b) => Number(avoid.includes(a.key)) - Number(avoid.includes(b.key)));
  const ideas: Idea[] = [];
  const keys: string[] = [];
  for (const template of fresh) {
    if (ideas.length >= count) break;
    const cast = heroCast(
      reading,
      copy,
      lexicon,
      foes[ideas.length % foes.length],
      prizes[ideas.length % prizes.length],
    );
    const words = bookWords(copy, reading, cast);
    const title = template.title(words);
    const description = template.description(words);
    if (!title || !description || title.length > MAX_TITLE_LENGTH || description.length > MAX_DESCRIPTION_LENGTH)
      continue;
    ideas.push({ id: seededUuid(rng), title: typeset(copy, title), description: typeset(copy, description) });
    keys.push(template.key);
  }
  return { ideas, keys };
}
