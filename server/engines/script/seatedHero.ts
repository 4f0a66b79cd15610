// A hero who uses a wheelchair (answers/heroAids.ts) is never written doing what they would not do that way:
// in the pictures' actions and the captions, the hero's own clauses race instead of sprinting, roll instead
// of walking, sit tall instead of standing, launch their chair over a gap instead of leaping it. The art draws
// them in the chair whatever the words (panels/heroPoses.ts inWheelchair); this keeps the words with it.
import { escapeRegExp } from '../answers/phrases';
import type { StoryPage } from '../../../shared/script';

type Swap = [RegExp, (possessive: string) => string];

/** The hero's verbs, as one subject ('Maya sprints') and as several ('Maya and Dev sprint'). */
const SWAPS: Array<{ one: Swap[]; many: Swap[] }> = [
  {
    one: [
      [/\b(?:sprints|runs|dashes|jogs)\b/, () => 'races'],
      [/\bwalks\b/, () => 'rolls'],
      [/\bleaps(?: over)?\b/, (p) => `launches ${p} chair over`],
      [/\bjumps(?: over)?\b/, () => 'pops a wheelie over'],
      [/\bkneels\b/, (p) => `slumps in ${p} chair`],
      [/\bstands up\b/, () => 'sits up'],
      [/\bstands\b/, () => 'waits'],
      [/\bstops mid-step\b/, () => 'stops mid-roll'],
    ],
    many: [
      [/\b(?:sprint|run|dash|jog)\b/, () => 'race'],
      [/\bwalk\b/, () => 'roll'],
    ],
  },
];

/** ', standing tall' and the like, said of the hero anywhere in their clause. */
const ASIDES: Swap[] = [
  [/\bstanding tall\b/, () => 'sitting tall'],
  [/\bon (?:her|his|their) feet\b/, (p) => `in ${p} chair`],
  [/\bmid-step\b/, () => 'mid-roll'],
];

/** One clause with the hero as its subject, the verbs swapped; other clauses as they were. */
function seatClause(clause: string, hero: string, possessive: string): string {
  const subject = new RegExp(`^(\\s*)(${escapeRegExp(hero)})(\\s+and\\s+[^;,.]+?)?(?=\\s+\\p{Ll})`, 'u');
  const found = subject.exec(clause);
  if (!found) return clause;
  const head = found[0];
  let rest = clause.slice(head.length);
  const swaps = SWAPS.flatMap((s) => (found[3] ? s.many : s.one));
  for (const [pattern, word] of swaps) {
    if (pattern.test(rest)) {
      rest = rest.replace(pattern, word(possessive));
      break;
    }
  }
  for (const [pattern, word] of ASIDES) rest = rest.replace(pattern, word(possessive));
  return head + rest;
}

/** Every action and caption of the book, its hero's own clauses seated. */
export function seatHero(pages: StoryPage[], hero: string, possessive: string): void {
  const seat = (text: string) =>
    text
      .split(/(?<=[;.!?])/)
      .map((clause) => seatClause(clause, hero, possessive))
      .join('');
  for (const page of pages) {
    for (const panel of page.panels) {
      panel.action = seat(panel.action);
      if (panel.caption) panel.caption = seat(panel.caption);
    }
  }
}
