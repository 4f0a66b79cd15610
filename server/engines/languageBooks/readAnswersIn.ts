// Reads the answers of a Spanish, French, German or Portuguese book with the language's lexicon: who the hero
// is (gender, life stage), who else is named and how they are related ("Su nieta Lucía y su perro Chispa"),
// and the job, a hobby and the dream stripped of the words that introduce them ("Es enfermera jubilada" →
// "enfermera jubilada"). What it cannot read with confidence it leaves out, and the copy words around it.
import { heroAnimal } from '../answers/animalHero';
import { isCouple, readHeroPair } from '../../../shared/heroPair';
import type { LifeStage } from '../../../shared/script';
import { styleKey } from '../script/flavour';
import type { Lexicon } from './lexicon';
import { unquoted, withoutStrayMarks } from '../words/quoteMarks';
import type { Gender, Person, Reading, StoryKind } from './types';

export interface AnswersInput {
  author?: string;
  type?: string;
  answers?: Array<{ id?: string; answer?: string }>;
}

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
/** Whole words, with boundaries that know accented letters (JavaScript's \b does not). */
const wordPattern = (words: string[], flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, flags);

const CAPITAL = /^\p{Lu}/u;
const stripPunctuation = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

function answerOf(input: AnswersInput, id: string): string {
  const found = (input.answers ?? []).find((a) => a?.id === id);
  return typeof found?.answer === 'string' ? found.answer.replace(/\s+/g, ' ').trim() : '';
}

/** A name's gender from the lexicon's lists, else its ending where the language's endings tell. */
export function nameGender(lexicon: Lexicon, name: string): Gender {
  const first = name.split(' ')[0];
  if (lexicon.femaleNames.includes(first) || lexicon.femaleNames.includes(name)) return 'f';
  if (lexicon.maleNames.includes(first)) return 'm';
  if (lexicon.namesEndInGender && first.length > 2) {
    if (/a$/u.test(first)) return 'f';
    if (/o$/u.test(first)) return 'm';
  }
  return 'x';
}

/** What a chunk of an answer says of one person: a relation word, an animal word, a title, the name. */
interface Chunk {
  relation?: { relation: Person['relation']; gender: Gender; plural?: boolean };
  species?: Person['species'];
  title?: 'f' | 'm';
  /** The animal word is a female's ("perra"). */
  female?: boolean;
  name: string[];
}

/** Relation words of several words, longest first: "petits enfants" before "enfants". */
const phrasesOf = (lexicon: Lexicon) =>
  Object.keys(lexicon.relations)
    .filter((key) => key.includes(' '))
    .sort((a, b) => b.length - a.length);

function readChunk(lexicon: Lexicon, chunk: string): Chunk {
  const read: Chunk = { name: [] };
  // A relation of several words becomes one token ("petite_fille") before the words are read one by one.
  let text = chunk;
  for (const phrase of phrasesOf(lexicon))
    text = text.replace(new RegExp(wordPattern([phrase]).source, 'giu'), (found) => found.replace(/\s+/gu, '_'));
  for (const token of text.split(/\s+/u).map(stripPunctuation).filter(Boolean)) {
    const lower = token.toLocaleLowerCase().replace(/_/g, ' ');
    const known = lexicon.relations[lower] ?? lexicon.relations[token];
    const title = lexicon.titles?.[lower];
    if (known && !read.relation) read.relation = known;
    else if (lexicon.animals[lower] && !read.species) {
      read.species = lexicon.animals[lower];
      if (lexicon.femaleAnimals?.includes(lower)) read.female = true;
    } else if (title && CAPITAL.test(token) && !read.name.length) {
      // "Doña Rosa", "Seu Lima": the title is how they are called, and tells their gender.
      read.title = title;
      read.name.push(token);
    } else if (CAPITAL.test(token) && !lexicon.notNames.has(lower) && !known && read.name.length < (read.title ? 3 : 2))
      read.name.push(token);
    else if (read.name.length) break;
  }
  // A title alone names nobody ("Frau, zwei Kinder").
  if (read.title && read.name.length === 1) {
    read.name = [];
    delete read.title;
  }
  return read;
}

/**
 * The people of one answer, chunk by chunk: "su nieta Lucía", "Óscar (su marido)", "Casado con Marta, tienen
 * una hija, Paula", "dos hijos: Ana y Tomás", "meus filhos Pedro e Ana", "dos perros, Thor y Mel". A relation
 * with no name in its chunk names the person just before it when that one had none ("Óscar (su marido)"),
 * else the next; a plural one, or an animal, every name after it until another relation or animal.
 */
function peopleIn(lexicon: Lexicon, answer: string, fallback: Person['relation']): Person[] {
  const people: Person[] = [];
  let pending: Chunk | undefined;
  let bare: Person | undefined;
  for (const text of answer.split(/[.:()]+/u).flatMap((part) => part.split(lexicon.listWords))) {
    const chunk = readChunk(lexicon, text);
    const given = chunk.name.join(' ');
    if (chunk.species || chunk.relation) {
      pending = !given || chunk.relation?.plural || chunk.species ? chunk : undefined;
      if (!given && chunk.relation && !chunk.relation.plural && bare) {
        bare.relation = chunk.relation.relation;
        if (chunk.relation.gender !== 'x') bare.gender = chunk.relation.gender;
        pending = undefined;
      }
      bare = undefined;
      if (!given) continue;
    }
    if (!given) continue;
    const from = chunk.species || chunk.relation ? chunk : pending;
    if (from === pending && pending && !pending.species && !pending.relation?.plural) pending = undefined;
    if (from?.species) {
      people.push({ name: given, gender: from.female ? 'f' : 'x', relation: 'pet', species: from.species });
      continue;
    }
    const relation = from?.relation;
    const gender = chunk.title ?? (relation && relation.gender !== 'x' ? relation.gender : nameGender(lexicon, given));
    const person: Person = { name: given, gender, relation: relation?.relation ?? fallback };
    people.push(person);
    bare = relation ? undefined : person;
  }
  return people;
}

/** An answer up to the first word that turns to someone else ("…con su marido, que está jubilado"). */
function ownPart(lexicon: Lexicon, answer: string): string {
  const turn = wordPattern(lexicon.others).exec(answer);
  return turn ? answer.slice(0, turn.index) : answer;
}

/** The hero's gender: words said of the hero first (never of "su marido"), then the name. */
function heroGender(lexicon: Lexicon, name: string, said: string[]): Gender {
  const own = said.map((answer) => ownPart(lexicon, answer)).join(' . ');
  const f = wordPattern(lexicon.feminine).test(own);
  const m = wordPattern(lexicon.masculine).test(own);
  if (f && !m) return 'f';
  if (m && !f) return 'm';
  return name ? nameGender(lexicon, name) : 'x';
}

function lifeStage(lexicon: Lexicon, answer: string, people: Person[]): LifeStage {
  const job = ownPart(lexicon, answer);
  const age = lexicon.years.exec(job);
  if (age) {
    const years = Number(age[1]);
    if (years < 13) return 'child';
    if (years < 18) return 'teen';
    if (years >= 65) return 'senior';
  }
  if (wordPattern(lexicon.stage.senior).test(job) || people.some((p) => p.relation === 'grandchild')) return 'senior';
  if (wordPattern(lexicon.stage.teen).test(job)) return 'teen';
  if (wordPattern(lexicon.stage.child).test(job) || isChildPlace(lexicon, job)) return 'child';
  return 'adult';
}

/** Whether the whole answer is a place a child goes ("Kinder", "en el kinder", "Kita"), as a parent answers. */
function isChildPlace(lexicon: Lexicon, answer: string): boolean {
  const said = answer
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  while (said.length > 1 && lexicon.functionWords.has(said[0])) said.shift();
  // A list word's hyphen or space ("pré-escola", "pré escola") reads the same.
  const place = said.join(' ');
  return lexicon.stage.childPlaces.some((p) => p.replace(/-/g, ' ') === place);
}

/** An answer's first clause with its introducing words taken off, if what is left is short enough to set. */
function phrase(
  lexicon: Lexicon,
  answer: string,
  leading: RegExp[],
  maxWords: number,
  needsLead = false,
  stops = /[.!?;\n]/u,
): string | undefined {
  // An answer typed in quotes ("«Abrir una librería.»") is read without them; a cut that leaves one mark alone
  // loses it.
  let text = withoutStrayMarks(unquoted(answer).split(stops)[0]).trim();
  let led = false;
  for (const lead of leading) {
    const next = text.replace(lead, '');
    if (next !== text) led = led || lead !== leading[0];
    text = next;
  }
  text = text.replace(/[,:;\s]+$/u, '').trim();
  // A job told in a word or two ("Abogado", "Enfermera jubilada") is its noun phrase, with or without "Es";
  // three words without the lead are too often a sentence in another language ("Es enfermera jubilada" in a
  // German book).
  if (!text || (needsLead && !led && text.split(/\s+/u).length > 2)) return undefined;
  if (text.split(/\s+/u).length > maxWords || /\d/u.test(text) || text.length > 60) return undefined;
  // The first letter lower case ("Volver a La Habana" → "volver a La Habana"), unless the phrase is a name
  // (every word capitalised, the first no verb: "Real Madrid") or the language capitalises nouns (German).
  const words = text.split(/\s+/u);
  const first = words[0];
  const article = lexicon.functionWords.has(first.toLocaleLowerCase());
  const name =
    words.length > 1 && words.every((w) => /^\p{Lu}/u.test(w)) && !lexicon.infinitive?.test(first) && !article;
  // An acronym ("PSG", "ONG") keeps its capitals.
  const acronym = first.length > 1 && first === first.toLocaleUpperCase() && /\p{Lu}/u.test(first);
  return name || acronym || (lexicon.keepsCapitals && !article) ? text : text[0].toLocaleLowerCase() + text.slice(1);
}

function storyKind(lexicon: Lexicon, genre: string, type: string | undefined): StoryKind {
  for (const [words, kind] of lexicon.kinds) if (wordPattern(words).test(genre)) return kind;
  const english: Array<[string[], StoryKind]> = [
    [['mystery', 'detective', 'crime', 'noir', 'thriller', 'spy'], 'mystery'],
    [['sci-fi', 'science fiction', 'space', 'robot', 'robots', 'cyberpunk'], 'space'],
    [['fantasy', 'magic', 'dragon', 'dragons', 'wizard'], 'magic'],
    [['horror', 'ghost', 'ghosts', 'spooky', 'vampire', 'zombie'], 'spooky'],
    [['romance', 'comedy', 'drama', 'slice of life', 'family', 'love'], 'heart'],
  ];
  for (const [words, kind] of english) if (wordPattern(words).test(genre)) return kind;
  return styleKey(type ?? '') === 'vintage' ? 'mystery' : 'adventure';
}

export function readAnswersIn(lexicon: Lexicon, input: AnswersInput): Reading {
  const typed = (typeof input?.author === 'string' ? input.author : '').replace(/\s+/g, ' ').trim().slice(0, 60);
  // Two heroes ('Ana y Luis'): the first carries the sentences, the second is beside them as the first person.
  // Not for an animal (two pets are not drawn yet: the first is the hero).
  const named = readHeroPair(typed);
  const pair = named && !heroAnimal(input) ? named : null;
  const author = named ? named.first : typed;
  const job = answerOf(input, 'job');
  const hobbies = answerOf(input, 'hobbies');
  const dream = answerOf(input, 'dream');
  // The second hero is not cast again as someone of the family ('Ana y Luis', 'su marido Luis').
  const seen = new Set<string>([author.toLocaleLowerCase(), ...(pair ? [pair.second.toLocaleLowerCase()] : [])]);
  const people = [
    ...peopleIn(lexicon, answerOf(input, 'family'), 'family'),
    ...peopleIn(lexicon, answerOf(input, 'friends'), 'friend'),
  ].filter((p) => !seen.has(p.name.toLocaleLowerCase()) && seen.add(p.name.toLocaleLowerCase()));
  // People first, then animals: the first person is the one beside the hero on most pages.
  // Babies after them, then animals.
  const after = (p: Person) => (p.relation === 'pet' ? 2 : p.relation === 'baby' ? 1 : 0);
  people.sort((a, b) => after(a) - after(b));
  if (pair) {
    const relation = isCouple(pair.first, pair.second) ? 'partner' : 'friend';
    people.unshift({ name: pair.second, gender: nameGender(lexicon, pair.second), relation });
  }
  return {
    hero: {
      name: author,
      gender: heroGender(lexicon, author, [job, hobbies, dream]),
      stage: lifeStage(lexicon, job, people),
      named: author.length > 0,
      ...(pair ? { partner: pair.second } : {}),
    },
    people: people.slice(0, 8),
    // A job stops at a comma: "Es cocinera, la mejor del barrio" is a cook.
    // A place a child goes ("kinder") is the hero's stage, not a job to set beside the name.
    job: isChildPlace(lexicon, job) ? undefined : phrase(lexicon, job, lexicon.leading.job, 5, true, /[.,!?;\n]/u),
    hobby: phrase(lexicon, hobbies, lexicon.leading.hobbies, 8),
    dream: phrase(lexicon, dream, lexicon.leading.dream, 9),
    kind: storyKind(lexicon, answerOf(input, 'genre').toLocaleLowerCase(), input?.type),
    answers: (input.answers ?? [])
      .filter((a): a is { id: string; answer: string } => typeof a?.id === 'string' && typeof a?.answer === 'string')
      .map((a) => ({ id: a.id, answer: a.answer.trim() }))
      .filter((a) => a.answer.length > 0),
  };
}
