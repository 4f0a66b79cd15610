// Small shared tools of the built-in script writer: the seeded picker, the book's memory of every sentence
// already written (so no caption, summary or balloon repeats), and helpers to choose answer forms that fit.
import { shuffled, type Rng } from '../../providers/ideas/local/seeded';
import { sentence } from '../wording';

export type { Rng };
export { shuffled };

/** A candidate line: falsy entries are lines whose facts are missing and are skipped. */
export type Line = string | false | undefined | null | 0 | '';

export function pickOne<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng() * items.length) % Math.max(items.length, 1)];
}

/** The longest form of a phrase that fits `max` characters, else the shortest form. */
export function fit(forms: readonly string[] | undefined, max: number): string {
  if (!forms || forms.length === 0) return '';
  return forms.find((f) => f.length <= max) ?? forms[forms.length - 1];
}

/** Collapses whitespace and stray spaces before punctuation, so no text carries double spaces. */
export function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:…])/g, '$1')
    .replace(/(?<!\b(?:vs|Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Capt)|\.)([.!?]\s+)(\p{Ll})/gu, (_, end: string, ch: string) => end + ch.toUpperCase())
    .trim();
}

/** The sentences of a text, for the no-repeat memory: 'Hi! I am Rosa.' -> ['hi!', 'i am rosa.']. */
export function sentencesOf(text: string): string[] {
  return clean(text)
    .split(/(?<!\b(?:vs|Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Capt)\.)(?<=[.!?…])\s+/u)
    .map((s) => s.toLowerCase().replace(/[“”"']/g, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The book's memory. `take` chooses, at random among the candidates, one whose sentences were never written
 * before in this book (and that fits `max`), and remembers its sentences. When every candidate was used it
 * returns undefined and the caller leaves the line out rather than repeating itself.
 */
export class Book {
  private used = new Set<string>();
  constructor(readonly rng: Rng) {}

  isFresh(text: string): boolean {
    const list = sentencesOf(text);
    return new Set(list).size === list.length && list.every((s) => !this.used.has(s));
  }

  remember(text: string): void {
    for (const s of sentencesOf(text)) this.used.add(s);
  }

  take(candidates: readonly Line[], max = 120, end: '.' | '!' | '?' = '.'): string | undefined {
    const ok = candidates
      .filter((c): c is string => typeof c === 'string' && c.trim().length > 0)
      .map((c) => clean(/\.\.\.$|…$/.test(c.trim()) ? c : sentence(c, end)))
      .filter((c) => c.length <= max && !/undefined|\bnull\b|NaN|[<>{}]/.test(c) && this.isFresh(c));
    const unique = [...new Set(ok)];
    if (unique.length === 0) return undefined;
    const chosen = pickOne(unique, this.rng);
    this.remember(chosen);
    return chosen;
  }

  /** Like take, but in order of preference: the first fresh candidate wins. */
  first(candidates: readonly Line[], max = 120, end: '.' | '!' | '?' = '.'): string | undefined {
    for (const c of candidates) {
      if (typeof c !== 'string' || !c.trim()) continue;
      const text = clean(/\.\.\.$|…$/.test(c.trim()) ? c : sentence(c, end));
      if (text.length <= max && this.isFresh(text) && !/undefined|\bnull\b|NaN|[<>{}]/.test(text)) {
        this.remember(text);
        return text;
      }
    }
    return undefined;
  }

  pick<T>(items: readonly T[]): T {
    return pickOne(items, this.rng);
  }

  chance(p: number): boolean {
    return this.rng() < p;
  }
}
