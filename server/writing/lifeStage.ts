// How old the hero reads, from the answers: a pupil, a teenager, a grown-up or a retiree. It decides the
// book's register: a child's book has school instead of work and nothing adult in anyone's mouth.
import type { LifeStage } from '../../shared/script';
import type { StoryFacts } from './facts';

const CHILD = /\b(?:[1-6](?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)\s+(?:grade|class|year)\b|\b(?:grade|year|class|p)\s?[1-6]\b|\bkindergarten\b|\bnursery\b|\bprimary school\b|\belementary\b|\bpupil\b|\b(?:[3-9]|1[0-2])\s?(?:years? old|yo|year-old)\b|\bscoil\b|\bgrundschule\b|\bécole\b|\bescuela primaria\b/i;
const TEEN = /\b(?:[7-9]|1[0-2])(?:th)\s+grade\b|\b(?:seventh|eighth|ninth|tenth|eleventh|twelfth)\s+grade\b|\bhigh school (?:student|junior|senior|freshman|sophomore)\b|\b(?:freshman|sophomore)\b|\bteen(?:ager)?\b|\b1[3-9]\s?(?:years? old|yo|year-old)\b|\bsixth form\b|\byear (?:[7-9]|1[0-3])\b|\bgcses?\b|\bmiddle school\b|\bsecondary school\b/i;
const SENIOR = /\bretired\b|\bretiree\b|\bretirement\b|\bpension(?:er)?\b|\bgrand(?:kids|children|son|daughter|child|kid)s?\b|\bgreat-grand/i;
const PARENTS_ONLY = /\b(?:mom|mum|mommy|mummy|mammy|dad|daddy|mama|papa|parents)\b/i;
const GROWN = /\b(?:wife|husband|partner|fianc[ée]e?|boyfriend|girlfriend|son|daughter|kids|children|twins|baby)\b/i;

export function readLifeStage(facts: StoryFacts, answers: ReadonlyMap<string, string>): LifeStage {
  const job = answers.get('job') ?? '';
  const family = answers.get('family') ?? '';
  const all = [...answers.values()].join(' \n ');
  if (SENIOR.test(job) || SENIOR.test(family)) return 'senior';
  if (TEEN.test(job) || (TEEN.test(all) && !GROWN.test(family))) return 'teen';
  if (CHILD.test(job) || (CHILD.test(all) && !GROWN.test(family))) return 'child';
  // Only parents and siblings at home, at school or no job at all, and a child's kind of dream: a child.
  const schoolJob = /\b(?:school|student|class|grade)\b/i.test(job);
  if (PARENTS_ONLY.test(family) && !GROWN.test(family) && (schoolJob || !facts.job) && /\bwhen (?:i|he|she) grows? up\b|\bbe an? \w+ when\b/i.test(all)) return 'child';
  return 'adult';
}

/** Words a child's book never says, and the few a teenager's never does. */
export const NOT_FOR_CHILDREN = /\b(?:coffee|beers?|wine|drinks? (?:are|is) on|cocktails?|bar|pub|married|marry|mortgage|taxes|hangover|bingo|five o'clock|office|retire\w*|pension|work wife|sexy|damn|hell)\b/i;
export const NOT_FOR_TEENS = /\b(?:beers?|wine|drinks? (?:are|is) on|cocktails?|pub|mortgage|hangover|married|marry|work wife|sexy)\b/i;
