// The words that make a line this person's own: their names and their people's, the key words of their
// hobbies, job, dream, named things and fears (read as answerDetails reads an answer), and a rival from the
// answers (the idea's template words are not theirs). The book's memory prefers lines with one of them, so
// two people's books do not share their balloons (docs/book.md "What makes a script good": no shared pool).
import { detailsOf } from '../answers/answerDetails';
import { escapeRegExp } from '../answers/phrases';
import type { Story } from './story';

export function personalWords(story: Story): RegExp | undefined {
  const names = [
    story.cast.hero,
    ...story.cast.family,
    ...story.cast.friends,
    ...(story.plot.arc.antagonist ? [story.cast.villain] : []),
  ]
    .flatMap((c) => [c.name, c.short])
    .filter((n) => story.cast.named || n !== story.cast.hero.name)
    .flatMap((n) => n.split(/\s+/))
    .filter((n) => n.length >= 2 && /^\p{Lu}/u.test(n) && !/^(?:The|Mom|Dad|Mr|Mrs|Ms|Dr)$/.test(n));
  const phrases = [
    ...story.life.hobbies.map((h) => h.phrase),
    story.life.job.noun,
    story.life.job.head,
    story.life.quirk,
    story.life.dream.to,
    story.life.dream.of,
    story.life.thing?.name,
    story.life.thing?.kind,
    story.life.fear,
    story.life.love,
  ];
  const words = phrases
    .flatMap((p) => (p ? detailsOf(p) : []))
    .flatMap((d) => d.split(/\s+/))
    .filter((x) => x.length >= 4);
  const nameList = [...new Set(names.map((x) => escapeRegExp(x.toLowerCase())))];
  const wordList = [...new Set(words.map((x) => x.toLowerCase()))];
  if (!nameList.length && !wordList.length) return undefined;
  // Names whole ('Li' is not in 'little'); other words by their stem ('pumpkins' in 'pumpkin pie').
  const stems = wordList.map((x) => escapeRegExp(x.length > 5 ? x.slice(0, x.length - 2) : x));
  const parts = [
    nameList.length && `(?:${nameList.join('|')})(?![\\p{L}])`,
    stems.length && `(?:${stems.join('|')})`,
  ].filter(Boolean);
  return new RegExp(`(?<![\\p{L}])(?:${parts.join('|')})`, 'iu');
}
