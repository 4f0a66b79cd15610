// The words of the last page, "About {hero}": a few short, true sentences from the visitor's answers, read
// with the same fact reader as the ideas and the script, so they never contradict the story.
import type { CastMember } from '../../../shared/script';
import { readAnswers } from '../../engines/answers/readAnswers';
import type { StoryFacts } from '../../engines/answers/facts';
import type { BookType } from '../../../shared/styles';
import { joinNames, matterWords } from '../../engines/words/matterWords';
import { inMemory } from '../../engines/answers/memorial';
import { heroAnimal, type HeroAnimal } from '../../engines/answers/animalHero';

const MAX_LINES = 6;

export function aboutHeroLines(
  input: { author: string; type: BookType; answers: { id: string; answer: string }[] },
  cast: CastMember[],
  language = 'en',
): string[] {
  if (language !== 'en') return aboutInOtherLanguage(cast, language, inMemory(input));
  const facts = readAnswers(input);
  const name = facts.hero.call;
  if (inMemory(input)) return rememberedLines(facts, name, cast);
  // An animal has no job: what it is stands first, and its pastimes are its days'.
  const animal = heroAnimal(input);
  const first = animal ? kindLine(animal, name) : jobLine(facts, name);
  const lines = [first, hobbyLine(facts, name, animal), dreamLine(facts, name), peopleLine(cast)].filter(
    (l): l is string => Boolean(l),
  );
  const { both } = facts.hero;
  lines.push(
    both
      ? `${both} are the stars of this book, and of every page in it.`
      : `${name} is the star of this book, and of every page in it.`,
  );
  return lines.slice(0, MAX_LINES);
}

/**
 * A book in another language: the built-in reader's sentences are English, so the page says what holds in
 * any language, from the script Claude wrote in it: who else is in the story, and whose book it is.
 */
function aboutInOtherLanguage(cast: CastMember[], language: string, remembered: boolean): string[] {
  const words = matterWords(language);
  const first = cast.find((c) => c.isHero);
  const hero = first?.name || words.someone;
  // The second of two heroes is named with the others ('Ana y Luis': "También en la historia: Luis…").
  const others = cast
    .filter((c) => c !== first)
    .slice(0, 3)
    .map((c) => c.name);
  const last = remembered ? words.heart(hero) : words.star(hero);
  return [...(others.length ? [words.alsoInTheStory(joinNames(words, others))] : []), last];
}

function jobLine(facts: StoryFacts, name: string): string | undefined {
  const does = facts.job?.does?.[0];
  if (does) return `${name} ${does}.`;
  const noun = facts.job?.noun?.[0];
  if (noun) return `${name} is ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}.`;
  return undefined;
}

function kindLine(animal: HeroAnimal, name: string): string {
  return `${name} is ${/^[aeiou]/i.test(animal.word) ? 'an' : 'a'} ${animal.word}.`;
}

function hobbyLine(facts: StoryFacts, name: string, animal: HeroAnimal | null): string | undefined {
  // The whole pastime when it is short ('drawing unicorns', not 'drawing'), else its shorter whole form.
  const hobbies = facts.hobbies
    .slice(0, 2)
    .map((h) => h.phrase.find((form) => form.length <= 30) ?? h.phrase[h.phrase.length - 1]);
  if (hobbies.length === 0) return undefined;
  // A pupil has school, not work; a retiree has neither (the life stage the story was written for).
  const stage = facts.hero.stage;
  const when = animal
    ? 'Most days'
    : stage === 'child' || stage === 'teen'
      ? 'After school'
      : stage === 'senior'
        ? 'These days'
        : 'Away from work';
  return `${when}, ${name} loves ${hobbies.join(' and ')}.`;
}

function dreamLine(facts: StoryFacts, name: string): string | undefined {
  const to = facts.dream?.to?.[0];
  if (to) return `One day, ${name} means to ${to}.`;
  const of = facts.dream?.of?.[0];
  return of ? `${name} dreams of ${of}.` : undefined;
}

function peopleLine(cast: CastMember[]): string | undefined {
  const others = cast.filter((c) => !c.isHero).slice(0, 3);
  if (others.length === 0) return undefined;
  const names = others.map((c) => c.name);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `With thanks to ${list}, who ${others.length === 1 ? 'is' : 'are'} in the story too.`;
}

/** The page of a book in memory of its hero: what they were and loved, told in the past, by the people who tell it. */
function rememberedLines(facts: StoryFacts, name: string, cast: CastMember[]): string[] {
  const noun = facts.job?.noun?.[0];
  const hobbies = facts.hobbies
    .slice(0, 2)
    .map((h) => h.phrase.find((form) => form.length <= 30) ?? h.phrase[h.phrase.length - 1]);
  const to = facts.dream?.to?.[0];
  const tellers = cast
    .filter((c) => !c.isHero && c.kind !== 'animal')
    .slice(0, 3)
    .map((c) => c.name);
  const list =
    tellers.length > 1 ? `${tellers.slice(0, -1).join(', ')} and ${tellers[tellers.length - 1]}` : tellers[0];
  return [
    noun && `${name} was ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}.`,
    hobbies.length && `${name} loved ${hobbies.join(' and ')}.`,
    to && `${name} always wanted to ${to}.`,
    list && `Told with love by ${list}.`,
    `${name} is the heart of this book, and of every page in it.`,
  ].filter((l): l is string => typeof l === 'string');
}
