// A hero who uses a wheelchair (answers/heroAids.ts) is never written doing what they would not do that way:
// in the pictures' actions and the captions, the hero's own clauses race instead of sprinting, roll instead
// of walking, sit tall instead of standing, launch their chair over a gap instead of leaping it. The art draws
// them in the chair whatever the words (panels/heroPoses.ts inWheelchair); this keeps the words with it. One who
// walks with crutches, a stick or a frame hurries instead of sprinting and makes it across instead of leaping
// (the art draws those as walks: panels/heroAidArt.ts aidedPose).
import { escapeRegExp } from '../answers/phrases';
import type { StoryPage } from '../../../shared/script';
import { WALKING_AIDS, type HeroAid } from '../../../shared/heroAids';

type Swap = [RegExp, (possessive: string) => string];

/**
 * The hero's verb right after the subject, as one subject ('Maya sprints') and as several ('Maya and Dev
 * sprint'). Figures of speech stay ('stands up to the bully', 'stands guard', 'jumps for joy').
 */
const ONE: Swap[] = [
  [/^\s+(?:sprints|runs|dashes|jogs)\b/, () => ' races'],
  [/^\s+walks\b/, () => ' rolls'],
  [/^\s+paces\b/, () => ' wheels about'],
  [/^\s+leaps(?: over)?\b/, (p) => ` launches ${p} chair over`],
  [/^\s+jumps(?: over)?\b(?! for joy)/, () => ' pops a wheelie over'],
  [/^\s+kneels\b/, (p) => ` leans forward in ${p} chair`],
  [/^\s+stands up\b(?! to)/, () => ' sits up'],
  [/^\s+stands\b(?! (?:up|guard|by|for|firm|out|still|tall|alone|ready))/, () => ' waits'],
  [/^\s+stops mid-step\b/, () => ' stops mid-roll'],
];
const MANY: Swap[] = [
  [/^\s+(?:sprint|run|dash|jog)\b/, () => ' race'],
  [/^\s+walk\b/, () => ' roll'],
];

/** Someone who walks with crutches, a stick or a frame: no sprint, no leap. */
const WALKING_ONE: Swap[] = [
  [/^\s+(?:sprints|runs|dashes|jogs)\b/, () => ' hurries'],
  [/^\s+leaps over\b/, () => ' makes it over'],
  [/^\s+leaps\b/, () => ' makes it across'],
  [/^\s+jumps over\b/, () => ' gets over'],
];
const WALKING_MANY: Swap[] = [[/^\s+(?:sprint|run|dash|jog)\b/, () => ' hurry']];

/** ', standing tall' and the like, said of the hero in their own clause. */
const asides = (possessive: string): Swap[] => [
  [/\bstanding tall\b/, () => 'sitting tall'],
  [new RegExp(`\\bon ${possessive} feet\\b`), (p) => `in ${p} chair`],
  [/\bmid-step\b/, () => 'mid-roll'],
];

/** One clause with the hero as its subject, the verbs swapped; other clauses as they were. */
function seatClause(clause: string, hero: string, possessive: string, walking = false): string {
  const subject = new RegExp(`^(\\s*)(${escapeRegExp(hero)})(\\s+and\\s+[^;,.]+?)?(?=\\s+\\p{Ll})`, 'u');
  const found = subject.exec(clause);
  if (!found) return clause;
  const head = found[0];
  let rest = clause.slice(head.length);
  const swaps = walking ? (found[3] ? WALKING_MANY : WALKING_ONE) : found[3] ? MANY : ONE;
  for (const [pattern, word] of swaps) {
    if (pattern.test(rest)) {
      rest = rest.replace(pattern, word(possessive));
      break;
    }
  }
  if (!walking) for (const [pattern, word] of asides(possessive)) rest = rest.replace(pattern, word(possessive));
  return head + rest;
}

/**
 * Every action and caption of the book, its hero's own clauses seated. A book in another language seats only
 * its actions (`captions: false`): they are English, the art's and the painter's directions, and its captions
 * are not.
 */
export function seatHero(pages: StoryPage[], hero: string, possessive: string, captions = true, walking = false): void {
  const seat = (text: string) =>
    text
      .split(/(?<=[;.!?])/)
      .map((clause) => seatClause(clause, hero, possessive, walking))
      .join('');
  for (const page of pages) {
    for (const panel of page.panels) {
      panel.action = seat(panel.action);
      if (captions && panel.caption) panel.caption = seat(panel.caption);
    }
  }
}

/** Someone's clauses kept with the aids they live with: seated in a wheelchair, walking with the others. */
export function keepWithAids(
  pages: StoryPage[],
  who: string,
  possessive: string,
  aids: readonly HeroAid[],
  captions = true,
): void {
  if (aids.includes('wheelchair')) seatHero(pages, who, possessive, captions);
  else if (WALKING_AIDS.some((aid) => aids.includes(aid))) seatHero(pages, who, possessive, captions, true);
}
