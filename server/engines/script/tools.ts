// Small shared tools of the built-in script writer: the seeded picker, the book's memory of every sentence
// already written (so no caption, summary or balloon repeats), and helpers to choose answer forms that fit.
import { pickOne, type Rng } from '../../lib/seededRandom';
import { fixArticles, sentence } from '../answers/wording';
import { lineFault } from '../answers/lineGuard';

/** A candidate line: falsy entries are lines whose facts are missing and are skipped. */
export type Line = string | false | undefined | null | 0 | '';

/** The longest form of a phrase that fits `max` characters, else the shortest form. */
export function fit(forms: readonly string[] | undefined, max: number): string {
  if (!forms || forms.length === 0) return '';
  return forms.find((f) => f.length <= max) ?? forms[forms.length - 1];
}

/**
 * Collapses whitespace and stray spaces before punctuation, so no text carries double spaces, and a sentence
 * that ends in a quote ending itself gets no second end mark.
 */
export function clean(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.!?;:…])/g, '$1')
      // A quote that ends its own sentence ends the caption's too: 'the dream, “Will I fly?”? Closer' and
      // 'in her words: “Never give up!”.' lose the mark a template put after it.
      .replace(/([.!?…！？؟])([”"’»」』])[.!?](?=\s|$)/gu, '$1$2')
      .replace(
        /(?<!\b(?:vs|Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Capt)|\.)([.!?]\s+)(\p{Ll})/gu,
        (_, end: string, ch: string) => end + ch.toUpperCase(),
      )
      .trim()
  );
}

/** The sentences of a text, for the no-repeat memory: 'Hi! I am Rosa.' -> ['hi!', 'i am rosa.']. */
export function sentencesOf(text: string): string[] {
  return clean(text)
    .split(/(?<!\b(?:vs|Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Capt)\.)(?<=[.!?…])\s+/u)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[“”"']/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** Whether a text has this name as a word of its own ('Nan' in 'Thanks, Nan!', not in 'Nancy'). */
export function namesWord(text: string, name: string): boolean {
  const letter = /\p{L}/u;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!letter.test(text[at - 1] ?? '') && !letter.test(text[at + name.length] ?? '')) return true;
  }
  return false;
}

/** A line said to someone by name: 'Again! Faster!' -> 'Again, Rosa! Faster!'; undefined when it would not read. */
export function addressed(line: string, name: string): string | undefined {
  // A line that names them already needs no second call ('Three cheers for Nan, Nan!').
  if (namesWord(line, name)) return undefined;
  const m = /^([^.!?…]*?[\p{L}\p{N})])([.!?])(\s|$)/u.exec(line);
  if (
    !m ||
    m[1].split(/\s+/).length < 2 ||
    m[1].includes(',') ||
    (/^(?:Hey|Oh|Okay|Ok|Well|So|Hmph|Ha|Wait|Look|Yes|No)\b[^,]*$/.test(m[1]) && m[1].split(/\s+/).length < 2)
  )
    return undefined;
  return `${m[1]}, ${name}${m[2]}${line.slice(m[1].length + 1)}`;
}

/**
 * The book's memory. `take` chooses, at random among the candidates, one whose sentences were never written
 * before in this book (and that fits `max`), and remembers its sentences. When every candidate was used it
 * returns undefined and the caller leaves the line out rather than repeating itself.
 */
export class Book {
  private used = new Set<string>();
  /**
   * Words of this person's answers and idea (names, hobbies, the job, the dream, the rival): a line with one is theirs.
   */
  personal?: RegExp;
  /**
   * Lines nothing in this book's answers is in: a book may say at most this many more (docs/book.md
   * "What makes a script good": no shared pool).
   */
  genericBalloons = 1;
  /** What must never be said in this book (adult things, for a child hero). */
  forbidden?: RegExp;
  /** Where the answers' phrases must not stop (lineGuard's cutPoints). */
  cuts: RegExp[] = [];
  /** Who has spoken, and how often: everyone named in the answers gets a line before the book ends. */
  private spoke = new Map<string, number>();
  /** Page titles used so far (lower case): no two pages share one. */
  readonly titles = new Set<string>();
  constructor(readonly rng: Rng) {}

  private verdicts = new Map<string, boolean>();

  /** How many balloons this speaker has had so far. */
  spokeCount(name: string): number {
    return this.spoke.get(name) ?? 0;
  }

  /** Counts a balloon for this speaker. */
  heard(name: string): void {
    this.spoke.set(name, this.spokeCount(name) + 1);
  }

  /** The last guard: a line this book may print at all (nothing forbidden, nothing cut short, no dangling end). */
  reads(text: string): boolean {
    let ok = this.verdicts.get(text);
    if (ok === undefined) {
      ok = !/undefined|\bnull\b|NaN|[<>{}]/.test(text) && !this.forbidden?.test(text) && !lineFault(text, this.cuts);
      this.verdicts.set(text, ok);
    }
    return ok;
  }

  isPersonal(text: string): boolean {
    return Boolean(this.personal?.test(text));
  }

  isFresh(text: string): boolean {
    const list = sentencesOf(text);
    return new Set(list).size === list.length && list.every((s) => !this.used.has(s));
  }

  remember(text: string): void {
    for (const s of sentencesOf(text)) this.used.add(s);
  }

  /** The candidates as finished sentences that may be said here, in their order. */
  private usable(candidates: readonly Line[], max: number, end: '.' | '!' | '?'): string[] {
    return candidates
      .filter((c): c is string => typeof c === 'string' && c.trim().length > 0)
      .map((c) => fixArticles(clean(/\.\.\.$|…$/.test(c.trim()) ? c : sentence(c, end))))
      .filter((c) => this.allowed(c, max));
  }

  private allowed(text: string, max: number): boolean {
    return text.length <= max && this.reads(text) && this.isFresh(text);
  }

  /**
   * A balloon's line: one of this person's own when any candidate is; a line with nothing of theirs only
   * while the book's small allowance lasts (so two people's books never read alike), else none.
   */
  private own(ok: string[], balloon: boolean | string): string[] {
    // Answers with nothing to build lines from leave the stock lines as the only ones there are.
    if (!balloon || !this.personal) return ok;
    const personal = ok.filter((c) => this.isPersonal(c));
    if (personal.length) return personal;
    // Said to someone by name, a stock line becomes a line between these two people.
    const spoken =
      typeof balloon === 'string'
        ? ok.map((c) => addressed(c, balloon)).filter((c): c is string => Boolean(c) && this.allowed(c!, 120))
        : [];
    if (spoken.length) return spoken;
    return this.genericBalloons > 0 ? ok : [];
  }

  private chose(chosen: string, balloon: boolean | string): string {
    if (balloon && !this.isPersonal(chosen)) this.genericBalloons -= 1;
    this.remember(chosen);
    return chosen;
  }

  take(
    candidates: readonly Line[],
    max = 120,
    end: '.' | '!' | '?' = '.',
    balloon: boolean | string = false,
  ): string | undefined {
    const unique = this.own([...new Set(this.usable(candidates, max, end))], balloon);
    if (unique.length === 0) return undefined;
    return this.chose(pickOne(unique, this.rng), balloon);
  }

  /** Like take, but in order of preference: the first fresh candidate wins. */
  first(
    candidates: readonly Line[],
    max = 120,
    end: '.' | '!' | '?' = '.',
    balloon: boolean | string = false,
  ): string | undefined {
    const [text] = this.own(this.usable(candidates, max, end), balloon);
    return text === undefined ? undefined : this.chose(text, balloon);
  }

  pick<T>(items: readonly T[]): T {
    return pickOne(items, this.rng);
  }

  chance(p: number): boolean {
    return this.rng() < p;
  }
}
