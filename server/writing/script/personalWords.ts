// The words that make a line this person's own: their names and their people's, the words of their hobbies,
// job, dream, named things and fears, and a rival from the answers (the idea's template words are not theirs). The book's memory prefers
// lines with one of them, so two people's books do not share their balloons (BOOK.md, no shared pool).
import type { World } from './world';

const COMMON = new Set(`the and with from that this have what your about into over under their there they them then than
when where which while will would could should very just like some more most much many also only even ever every
never always again other another been being were was are is for not but all any our out off its his her hers him she
he you who how why too yes no nor one two three four five six first last best good great little big old new day days
time times story hero town city world life work home thing things people person really well`.split(/\s+/));

function words(text: string | undefined): string[] {
  if (!text) return [];
  return (text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).filter((w) => w.length >= 4 && !COMMON.has(w.toLowerCase()));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function personalWords(w: Omit<World, 'book'> | World): RegExp | undefined {
  const names = [w.hero, ...w.family, ...w.friends, ...(w.plot.antagonist ? [w.villain] : [])]
    .flatMap((c) => [c.name, c.short])
    .filter((n) => w.facts.hero.named || n !== w.hero.name)
    .flatMap((n) => n.split(/\s+/))
    .filter((n) => n.length >= 2 && /^\p{Lu}/u.test(n) && !/^(?:The|Mom|Dad|Mr|Mrs|Ms|Dr)$/.test(n));
  const phrases = [
    ...w.hobbies.map((h) => h.phrase),
    w.job.noun, w.job.head, w.quirk, w.dream.to, w.dream.of, w.thing?.name, w.thing?.kind, w.fear, w.love,
  ];
  const nameList = [...new Set(names.map((x) => escape(x.toLowerCase())))];
  const wordList = [...new Set(phrases.flatMap(words).map((x) => x.toLowerCase()))];
  if (!nameList.length && !wordList.length) return undefined;
  // Names whole ('Li' is not in 'little'); other words by their stem ('pumpkins' in 'pumpkin pie').
  const stems = wordList.map((x) => escape(x.length > 5 ? x.slice(0, x.length - 2) : x));
  const parts = [nameList.length && `(?:${nameList.join('|')})(?![\\p{L}])`, stems.length && `(?:${stems.join('|')})`].filter(Boolean);
  return new RegExp(`(?<![\\p{L}])(?:${parts.join('|')})`, 'iu');
}
