// The embedded ideas provider: no key, no network. It remembers, per input, the templates of the last few sets
// (a small bounded LRU in memory) and asks the generator to avoid them, so "regenerate" never repeats an idea
// within three sets while enough other templates fit.
import { createHash } from 'node:crypto';
import type { GenerateIdeasInput } from '../../../shared/schemas';
import { generateLocalIdeaSet } from '../../engines/ideas/localIdeas';
import type { IdeasProvider } from './ideasProvider';
import { writableLanguages } from '../../../shared/languages';
import { IDEAS_PER_SET } from '../../../shared/limits';
import { isWriterLanguage } from '../../engines/languageBooks/builtInLanguages';
import { ideasIn } from '../../engines/languageBooks/ideasIn';

/** Inputs remembered; the oldest is forgotten first. */
const MAX_INPUTS = 500;
/** Sets remembered per input: the next set avoids all of their templates. */
const SETS_REMEMBERED = 2;

interface RememberedSet {
  seed?: number;
  /** The avoid list this set was made with, so a repeated request (same seed) gets the very same set. */
  avoid: string[];
  keys: string[];
}

/** Recent sets per input hash, in least-recently-used order (a Map keeps insertion order). */
export class RecentTemplates {
  private readonly recent = new Map<string, RememberedSet[]>();

  constructor(
    private readonly maxInputs = MAX_INPUTS,
    private readonly sets = SETS_REMEMBERED,
  ) {}

  static keyOf(input: GenerateIdeasInput): string {
    const answers = (Array.isArray(input?.answers) ? input.answers : []).map((a) => [a?.id, a?.answer]);
    return createHash('sha256')
      .update(JSON.stringify([input?.author, input?.type, answers, input?.language ?? 'en']))
      .digest('base64url');
  }

  /** Template keys to avoid for a new set, oldest first; a seed seen before gets its original avoid list. */
  avoidFor(key: string, seed?: number): string[] {
    const sets = this.recent.get(key);
    if (!sets) return [];
    this.recent.delete(key);
    this.recent.set(key, sets);
    const again = seed === undefined ? undefined : sets.find((set) => Object.is(set.seed, seed));
    return again ? again.avoid : sets.flatMap((set) => set.keys);
  }

  remember(key: string, keys: string[], seed?: number, avoid: string[] = []): void {
    const previous = (this.recent.get(key) ?? []).filter((set) => seed === undefined || !Object.is(set.seed, seed));
    const sets = [...previous, { seed, avoid, keys }].slice(-this.sets);
    this.recent.delete(key);
    this.recent.set(key, sets);
    while (this.recent.size > this.maxInputs) this.recent.delete(this.recent.keys().next().value!);
  }

  get size(): number {
    return this.recent.size;
  }
}

/** Three ideas by the built-in writer of the book's language: English, or Spanish, French, German, Portuguese. */
export function localIdeaSet(input: GenerateIdeasInput, seed: number, avoid: readonly string[] = []) {
  const language = input?.language ?? 'en';
  return isWriterLanguage(language)
    ? ideasIn(language, input, seed, IDEAS_PER_SET, avoid)
    : generateLocalIdeaSet(input, seed, { avoid });
}

export function createLocalIdeasProvider(memory = new RecentTemplates()): IdeasProvider {
  return {
    name: 'local',
    paid: false,
    languages: writableLanguages(false),
    async generate(input, seed) {
      const key = RecentTemplates.keyOf(input);
      const avoid = memory.avoidFor(key, seed);
      const set = localIdeaSet(input, seed, avoid);
      memory.remember(key, set.keys, seed, avoid);
      return { ideas: set.ideas, source: 'local' };
    },
  };
}

export const localIdeasProvider: IdeasProvider = createLocalIdeasProvider();
