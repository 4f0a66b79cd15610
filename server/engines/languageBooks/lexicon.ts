// What the answer reader needs to know of a language (one file per language in lexicons/): its family words,
// its animals, the words that tell a person's gender and life stage, and the openings of an answer that are
// not its content ("Es…", "Le encanta…", "Sie träumt davon…"). Word lists are matched as whole words
// (readAnswersIn.ts builds the patterns: JavaScript's \b does not know accented letters).
import type { Gender, Relation, Species, StoryKind } from './types';

export interface Lexicon {
  /**
   * Family and friend words in lower case, singular and plural: "nieta", "nietos", "Oma"; a key may be several
   * words ("petite fille", "petits enfants"), matched before the single words in it.
   */
  relations: Record<string, { relation: Relation; gender: Gender; plural?: boolean }>;
  /** Animal words in lower case, singular and plural. */
  animals: Record<string, Species>;
  /** The animal words that say the animal is female ("perra", "chienne", "Hündin"), lower case. */
  femaleAnimals?: string[];
  /** Words that, said of the hero, make the hero a woman ("jubilada", "ella") or a man (lower case). */
  feminine: string[];
  masculine: string[];
  /** German writes every noun with a capital: a phrase from an answer keeps its first letter as written. */
  keepsCapitals?: boolean;
  /** The ending of an infinitive ("Conocer Japón" is a verb first, lower-cased; "Real Madrid" is a name). */
  infinitive?: RegExp;
  /** Titles before a name that tell its gender ("Don", "Doña", "Seu", "Dona", "Herr", "Frau"), lower case. */
  titles?: Record<string, 'f' | 'm'>;
  /** Given names whose gender their ending does not tell ("Carmen", "Isabel", "José"). */
  /** Words after which a gendered word is about someone else: "su marido", "con su hija". */
  others: string[];
  femaleNames: string[];
  maleNames: string[];
  /** Whether a final -a / -o says a name's gender (Spanish and Portuguese: María, Pedro). */
  namesEndInGender: boolean;
  /**
   * Life stage cues in the job answer (lower case), as phrases that say it of the hero ("va al colegio", not
   * "colegio": a teacher works at one). "senior" also when the hero has grandchildren. `childPlaces`: where a
   * child goes ("kinder", "Kita", "maternelle"), which say the hero is a child only as the whole answer, with
   * its articles and prepositions ("en el kinder"), not inside one ("maestra de kinder").
   */
  stage: { child: string[]; teen: string[]; senior: string[]; childPlaces: string[] };
  /** "años", "Jahre", "ans", "anos": an age written with a number. */
  years: RegExp;
  /** Openings that are not part of the answer's phrase, tried in order, each once. */
  leading: { job: RegExp[]; hobbies: RegExp[]; dream: RegExp[] };
  /** "y", "und", "et", "e" and the other words a list is joined with. */
  listWords: RegExp;
  /** Words a name is introduced with ("llamado", "namens"), or that are never names when capitalised. */
  notNames: Set<string>;
  /** Genre words of the language, to the story kind they ask for (checked after the English genre names). */
  kinds: Array<[string[], StoryKind]>;
  /** Words a line never ends on: articles, prepositions, conjunctions. */
  functionWords: Set<string>;
}

/**
 * A word list written as text, wrapped where it fits: the words are split on spaces and line breaks, and a word
 * of several words is written with "_" between them ("novela_negra" is "novela negra").
 */
export const words = (list: string): string[] =>
  list
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/_/g, ' '));

/**
 * A pattern too long for one line, written as a template over several (String.raw: backslashes as in a RegExp
 * literal): a line break and the indentation after it are not part of the pattern.
 */
export const pattern =
  (flags: string) =>
  (source: TemplateStringsArray, ...values: unknown[]): RegExp =>
    new RegExp(String.raw(source, ...values).replace(/\n\s*/g, ''), flags);
