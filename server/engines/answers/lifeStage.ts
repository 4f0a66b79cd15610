// How old the hero reads, from the answers: a pupil, a teenager, a grown-up or a retiree. It decides the
// book's register: a child's book has school instead of work and nothing adult in anyone's mouth, and a
// retiree's has pastimes instead of a working day. Read once (readAnswers) for the ideas, the script, the
// cast list and the art.
import type { LifeStage } from '../../../shared/script';
import { ageIn, schoolStage, stageOfAge } from './schoolYears';

/** Words that say the hero has retired, wherever they are: 'retired', 'pensioner', 'in retirement', 'OAP'. */
const RETIRED = /\bretired\b|\bretiree\b|\bretirement\b|\bpension(?:er|ers)?\b|\bOAP\b|\bsenior citizen\b/i;
/** Words that say a working life is behind the hero, when nothing says there is a job now. */
const WAS = new RegExp(
  String.raw`\bused to (?:be|work|run|teach|drive|own|nurse|farm|fish|sell|manage|cook|build)\b` +
    String.raw`|\bafter (?:\d+|[a-z]+(?:-[a-z]+)?) years (?:as|at|in|on|with)\b|\bformer(?:ly)?\b|\bex-[a-z]+`,
  'i',
);
const NOW_WORKS = new RegExp(
  String.raw`\b(?:now|currently|these days|nowadays)\b[^.;]*\b(?:works?|working|runs?|running` +
    String.raw`|teach(?:es|ing)?|an? (?!very\b|busy\b|happy\b|proud\b|full-time\b)\w+)`,
  'i',
);
/** A grandparent describing themselves: 'Grandma to six', 'proud nana of 4', 'granny of three'. */
const GRANDPARENT_SELF = new RegExp(
  String.raw`^(?:a\s+|proud\s+|busy\s+|full-time\s+)*(?:grandma|grandpa|granny|grandad|granddad|granda|nana` +
    '|nan|gran|grandmother|grandfather|abuela|abuelo|nonna|nonno|oma|opa|babcia|dziadek|lola|lolo' +
    String.raw`|bubbe|zayde|savta|saba)\b|\b(?:grandma|grandpa|granny|grandad|nana|grandmother` +
    String.raw`|grandfather)\s+(?:to|of)\s+\w+`,
  'i',
);
/**
 * A job answer that is only the place a child goes ('kinder', 'daycare', 'school', 'at preschool'): the hero is
 * that child. Only the whole answer: 'kindergarten teacher' and 'works at a daycare' are grown-ups.
 */
export const CHILD_PLACE_ALONE = new RegExp(
  String.raw`^(?:(?:at|in|goes to|going to)\s+)?(?:the\s+)?(?:kinder(?:garten)?|kindy|pre-?k|pre-?school` +
    String.raw`|nursery(?: school)?|day ?care|cr[eè]che|playgroup|school|primary(?: school)?|elementary(?: school)?` +
    String.raw`|grade school)[.!]*$`,
  'i',
);
/** The hero's grandchildren, in the family answer: only a grandparent has them. */
const GRANDCHILDREN = /\bgrand(?:kids?|children|child|sons?|daughters?|babies|baby)\b|\bgreat-grand/i;
const GROWN = new RegExp(
  String.raw`\b(?:wife|husband|partner|fianc[ée]e?|boyfriend|girlfriend|son|daughter|sons|daughters|kids` +
    String.raw`|children|twins|baby|stepson|stepdaughter)\b`,
  'i',
);
const PARENTS_ONLY = /\b(?:mom|mum|mommy|mummy|mammy|dad|daddy|mama|papa|parents)\b/i;
/** A first name written as a grandparent's ('Granny Maeve', 'Grandpa Joe'). */
const GRANDPARENT_NAME = /^(?:grandma|grandpa|granny|grandad|granddad|granda|nana|nan|gran)\s/i;

export function readLifeStage(answers: ReadonlyMap<string, string>, author = ''): LifeStage {
  const job = answers.get('job') ?? '';
  const family = answers.get('family') ?? '';
  const others = [...answers.entries()]
    .filter(([id]) => id !== 'job' && id !== 'family' && id !== 'friends')
    .map(([, t]) => t)
    .join(' \n ');
  if (RETIRED.test(job)) return 'senior';
  if (CHILD_PLACE_ALONE.test(job.trim())) return 'child';
  // The hero's own words about themselves come first: their school year or age, in the job answer.
  const age = ageIn(job);
  if (age !== undefined) return stageOfAge(age);
  const school = schoolStage(job);
  if (school) return school;
  if (WAS.test(job) && !NOW_WORKS.test(job)) return 'senior';
  if (GRANDPARENT_SELF.test(job) || GRANDPARENT_NAME.test(author) || GRANDCHILDREN.test(family)) return 'senior';
  // Elsewhere, only what the hero says of themselves ("I'm 8"), or a school year when no spouse or children are named.
  const firstPersonAge =
    ageIn(family, 'first-person') ?? ageIn(others, GROWN.test(family) ? 'first-person' : 'subject');
  if (firstPersonAge !== undefined) return stageOfAge(firstPersonAge);
  const elsewhere = GROWN.test(family) ? undefined : schoolStage(others);
  if (elsewhere === 'child' || elsewhere === 'teen') return elsewhere;
  // Only parents and siblings at home, at school or no job at all, and a child's kind of dream: a child.
  const schoolJob = /\b(?:school|student|class|grade)\b/i.test(job);
  if (
    PARENTS_ONLY.test(family) &&
    !GROWN.test(family) &&
    (schoolJob || !job) &&
    /\bwhen (?:i|he|she) grows? up\b|\bbe an? \w+ when\b/i.test(others)
  )
    return 'child';
  return 'adult';
}

/** Words a child's book never says, and the few a teenager's never does. */
export const NOT_FOR_CHILDREN = new RegExp(
  String.raw`\b(?:coffee|beers?|wine|drinks? (?:are|is) on|cocktails?|bar|pub|married|marry|mortgage|taxes` +
    String.raw`|hangover|bingo|five o'clock|office|retire\w*|pension|work wife|sexy|damn|hell)\b`,
  'i',
);
export const NOT_FOR_TEENS =
  /\b(?:beers?|wine|drinks? (?:are|is) on|cocktails?|pub|mortgage|hangover|married|marry|work wife|sexy)\b/i;
/** What a retiree's book never says of the hero: a working day they no longer have. */
export const NOT_FOR_RETIREES = new RegExp(
  String.raw`\b(?:at work|to work|get to work|working day|work day|workday|nine to five|daily grind` +
    "|day's work|day’s work|day job|the office|commute|clock(?:s|ing)? (?:in|out)" +
    String.raw`|five o'clock|on Monday|weekday morning)\b`,
  'i',
);

/** What a book for the hero at this stage never says. */
export function forbiddenFor(stage: LifeStage): RegExp | undefined {
  return stage === 'child'
    ? NOT_FOR_CHILDREN
    : stage === 'teen'
      ? NOT_FOR_TEENS
      : stage === 'senior'
        ? NOT_FOR_RETIREES
        : undefined;
}
