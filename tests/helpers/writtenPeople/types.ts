// People written the way people write about someone they love, in one language, made from a grammar with a
// seeded die: the answers a visitor types on /create, and what the test knows to be true of the person
// (the writer must read it from the answers). Used by tests/unit/languageBooks.test.ts.
import type { LifeStage } from '../../../shared/script';

export interface WrittenPerson {
  author: string;
  type: 'black-and-white-manga' | '30s-50s-style';
  seed: number;
  answers: Array<{ id: 'job' | 'family' | 'friends' | 'hobbies' | 'dream' | 'genre'; answer: string }>;
  truth: {
    /** The hero's gender as the answers show it (a gendered job word, a name of one gender). */
    gender: 'f' | 'm';
    stage: LifeStage;
    /** People named in the family and friends answers. */
    people: Array<{
      name: string;
      relation: 'grandchild' | 'child' | 'spouse' | 'friend' | 'sibling' | 'pet' | 'other';
    }>;
  };
}

export interface LanguageFacts {
  code: 'es' | 'fr' | 'de' | 'pt';
  /** `n` people from the language's grammar of answers; the same rng always gives the same people. */
  people: (rng: () => number, n: number) => WrittenPerson[];
  /** English words that are also everyday words of this language ("a", "no" in Spanish; "in", "die" in German). */
  sharedWithEnglish: string[];
  /** Words that can only describe a man / a woman, which a book must not say of a hero of the other gender. */
  heroWords: { m: string[]; f: string[] };
  /** What a grandchild and a child call the hero, by the hero's gender. */
  address: { grandchild: { f: string; m: string }; child: { f: string; m: string } };
  /** Words no sentence ends on: articles, prepositions, conjunctions (from the language's grammar). */
  functionWords: string[];
  /** Words of work a child's book never uses outside the answers quoted. */
  workWords: string[];
}

export const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
