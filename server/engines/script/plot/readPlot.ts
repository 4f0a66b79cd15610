// The plot of a chosen idea: what kind of story it promises (a contest, a rival, a secret, another world...),
// who or what stands against the hero, and the named things the story must show. Built from the idea's own
// words, so an idea from the built-in generator, one written by Claude and one the visitor edited all become
// the same structure, and the script's acts are built on it (docs/book.md "What makes a
// script good": the idea drives the plot).
import type { StoryFacts, Person } from '../../answers/facts';
import { sanitize } from '../../answers/plainText';
import { escapeRegExp } from '../../answers/phrases';
import { inTeam, rulesOutFor, type RuledOut } from './premiseRules';

const PLOT_KINDS = [
  'rival',
  'secret',
  'contest',
  'mystery',
  'otherWorld',
  'menace',
  'training',
  'quest',
  'destiny',
  'team',
] as const;
export type PlotKind = (typeof PLOT_KINDS)[number];

export interface PlotAntagonist {
  /** How sentences name it: 'Babcia Halina', 'the mad scientist', 'the giant geese'. */
  label: string;
  /** The cast member it is, when the idea names someone from the answers as the rival. */
  person?: Person;
  /** True when the idea itself names it (the story must show it by that name). */
  fromIdea: boolean;
}

export interface Plot {
  kind: PlotKind;
  title: string;
  premise: string;
  antagonist?: PlotAntagonist;
  /** What is at stake, in the idea's words: the contest's subject, the secret, the other world, the stolen thing. */
  stake?: string;
  /** Someone from the answers the idea names besides the rival (the one who learns the secret, the partner). */
  ally?: Person;
  /** Words of the idea the story must show: its names and its stake. */
  elements: string[];
  /** People from the answers the premise puts beside the hero ('Maeve and Dolores form a masked squad'). */
  team: Person[];
  /** Beats the premise rules out (premiseRules.ts): a teammate who learns the secret late, or turns rival. */
  rulesOut: ReadonlySet<RuledOut>;
}

const KIND_PATTERNS: Array<[PlotKind, RegExp]> = [
  [
    'secret',
    new RegExp(
      String.raw`\bsecret(?:ly)?\b(?! weapon| art| mission| training| technique| recipe)(?<!\bin secret)` +
        String.raw`|\bdisguise|\bmasked (?:hero|avenger|protector|marvel|squad)\b|\blearns? the truth` +
        String.raw`|\blearns?\b.+\bis\b|\bby night\b|\bdouble life|\bhidden identity`,
    ),
  ],
  [
    'contest',
    new RegExp(
      String.raw`\bduel\b|\btournament\b|\bcontest\b|\bchampion(?:ship)?\b|\bcompetition\b|\bfair\b` +
        String.raw`|\bbake-?off\b|\brace\b|\bshowdown\b|\bwinner takes all`,
    ),
  ],
  [
    'mystery',
    new RegExp(
      String.raw`\bwho stole\b|\bdetective\b|\bprivate eyes?\b|\bmystery\b|\bcase\b|\bstolen\b|\bmissing\b` +
        String.raw`|\bknew too much\b|\bcaper\b|\bclue`,
    ),
  ],
  [
    'otherWorld',
    new RegExp(
      String.raw`\banother world\b|\bother world\b|\bsummoned\b|\breborn\b|\bisekai\b|\bportal\b|\bspace\b` +
        String.raw`|\bmoon\b|\bstars\b|\bplanet\b|\bblasts? off\b|\bgalaxy\b|\brealm\b|\bdimension\b|\bmecha\b`,
    ),
  ],
  [
    'menace',
    new RegExp(
      String.raw`\battack\b|\bbeware\b|\bterror\b|\bgiant\b|\binva(?:de|sion)\b|\bmad scientist\b` +
        String.raw`|\bfinal boss\b|\brobot\b|\bdoom\b|\bperils?\b|\bthreat|\bmonster|\bvillain|\bstrikes\b`,
    ),
  ],
  [
    'training',
    new RegExp(
      String.raw`\btraining\b|\btrains?\b|\bacademy\b|\bmastery\b|\bsparring\b|\bforbidden (?:art|martial)` +
        String.raw`|\bsensei\b|\bmaster(?:s)?\b|\bmartial art`,
    ),
  ],
  [
    'quest',
    new RegExp(
      String.raw`\bquest\b|\bjourney\b|\broad to\b|\bor bust\b|\boperation\b|\bfollows? the dream\b` +
        String.raw`|\bsets? out\b|\bvoyage\b|\bexpedition\b`,
    ),
  ],
  ['destiny', /\bprophecy\b|\bdestiny\b|\bchosen\b|\bheir\b|\bawaken|\blegend|\bpower\b|\bmeteor\b|\bforetold\b/],
  ['team', /\bteam\b|\bsquad\b|\bclub\b|\bto the rescue\b|\bbonds\b|\bpartners?\b|\btogether\b|\bcrew\b/],
];

/** The plot kind an idea's words promise; 'quest' when nothing matches (every idea is a journey of some kind). */
function plotKindOf(text: string): PlotKind {
  const lower = text.toLowerCase();
  for (const [kind, re] of KIND_PATTERNS) if (re.test(lower)) return kind;
  return 'quest';
}

/** Whether the idea names a person from the answers: by name, or by label ('my mom', 'Babcia Halina'). */
function named(text: string, person: Person): boolean {
  const keys = [person.name, person.label, person.name?.split(' ').pop()].filter((k): k is string =>
    Boolean(k && k.length > 1),
  );
  return keys.some((k) => new RegExp(`(?<![\\p{L}])${escapeRegExp(k)}(?![\\p{L}])`, 'iu').test(text));
}

/** The phrase after a marker, up to the end of its clause: 'a duel of salsa dancing. Winner…' -> 'salsa dancing'. */
function after(text: string, marker: RegExp): string | undefined {
  const m = new RegExp(
    `${marker.source}\\s+(.+?)(?:[.!?,;:]|\\s+(?:and|but|while|until|just|before|all for)\\b|$)`,
    'iu',
  ).exec(text);
  const phrase = m?.[1]?.trim();
  return phrase && phrase.split(/\s+/).length <= 7 ? phrase : undefined;
}

/**
 * Proper names inside the idea's sentences (not the first word of one, not the
 * hero's): 'the Grand Tournament', 'Morocco'.
 */
function properNames(premise: string, hero: string): string[] {
  const heroWords = new Set(hero.toLowerCase().split(/\s+/));
  const found =
    premise.match(/(?<=[\p{L},:;]\s+(?:the\s+)?)\p{Lu}[\p{L}'’-]+(?:\s+(?:of\s+)?\p{Lu}[\p{L}'’-]+)*/gu) ?? [];
  return [...new Set(found.map((n) => n.replace(/['’]s$/u, '')))].filter(
    (n) =>
      n.length > 2 &&
      !n.split(/\s+/).every((w) => heroWords.has(w.toLowerCase())) &&
      !/^(?:Extra|Chapter|First|Next|Only|Can|Too)$/.test(n),
  );
}

/**
 * The idea names this person as the hero's rival: 'Rival Is Rosa',
 * 'vs. Bernie', 'Rosa vows to beat', 'Rosa challenges'.
 */
function rivalIn(text: string, person: Person): boolean {
  const keys = [person.name, person.label]
    .filter((k): k is string => Boolean(k))
    .map(escapeRegExp)
    .join('|');
  if (!keys) return false;
  return new RegExp(
    `(?:Rivals? (?:Is|Are)|vs\\.?|versus|against)\\s+(?:${keys})(?![\\p{L}])` +
      `|(?<![\\p{L}])(?:${keys})\\s+(?:vows? to beat|challenges?|(?:and \\S+ )?clash)|turned rivals`,
    'iu',
  ).test(text);
}

const STAKE_MARKERS: Partial<Record<PlotKind, RegExp[]>> = {
  contest: [
    /\b(?:duel|contest|tournament|battle|competition|showdown|race) of/,
    /\bto beat \S+(?: \S+)? at/,
    /\bto a/,
    /\bwins?/,
  ],
  rival: [/\bto beat \S+(?: \S+)? at/, /\b(?:duel|contest|battle) of/, /\bclash over/, /\bbeat \S+ at/],
  secret: [
    /\bBy night[,:](?: the city's| a| an)?/,
    /\bsecretly,?(?: a| an)?/,
    /\bIn truth, \S+(?: \S+)? is(?: a| an)?/,
    /\bthat \S+(?: \S+)? is/,
  ],
  mystery: [/\bwho stole/, /\bstole/, /\bfind/],
  otherWorld: [/\b(?:to|into|in) (?=another world|the moon|space|a world)/, /\bruns on/],
  menace: [/\b(?:attack on|beware the|terror of)/, /\bvs\.?/],
  quest: [/\ball for/, /\bquest for/, /\bfor/],
  destiny: [/\bdestiny:/, /\bforetells \S+ destiny:/],
  training: [/\bmasters?(?: a| an)?/, /\bin/],
};

function readStake(kind: PlotKind, title: string, premise: string): string | undefined {
  for (const marker of STAKE_MARKERS[kind] ?? []) {
    const found = after(premise, marker) ?? after(title, marker);
    if (found && !/^(?:the |a |an )?(?:hero|story|truth|day)$/i.test(found)) return found.replace(/^(?:a|an)\s+/i, '');
  }
  if (kind === 'otherWorld') return /another world/i.test(`${title} ${premise}`) ? 'another world' : undefined;
  return undefined;
}

/** Reads the plot of an idea, with the answers' people to recognise a rival or an ally from the family. */
export function readPlot(idea: { title?: string; description?: string } | undefined, facts: StoryFacts): Plot {
  const title = sanitize(idea?.title ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const premise = sanitize(idea?.description ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const text = `${title}. ${premise}`;
  const people = [...facts.family, ...facts.friends, ...facts.pets].filter(
    (p, i, all) => all.findIndex((q) => q.label === p.label) === i,
  );
  const mentioned = people.filter((p) => named(text, p));
  let kind: PlotKind = plotKindOf(`${title} ${premise}`);
  // 'X vows to beat H', 'H vs. X': a rival from the answers; a contest whose rival is a person named there.
  // A teammate is never the rival ('Ngozi and Florence team up…' makes no rival of Florence).
  const rivalPerson = mentioned.find((p) => !p.pet && rivalIn(text, p) && !inTeam(text, facts.hero, p));
  // Only someone from the answers makes a rivalry ('a treasure-hunting rival' is the genre's villain).
  if (rivalPerson) kind = 'rival';
  const learner = /\b(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\s+(?:learns?|discovers?|finds? out)\b/u.exec(
    text,
  )?.[1];
  const team = mentioned.filter((p) => !p.pet && inTeam(text, facts.hero, p));
  const ally =
    (learner ? mentioned.find((p) => p !== rivalPerson && named(learner, p)) : undefined) ??
    team.find((p) => p !== rivalPerson) ??
    mentioned.find((p) => p !== rivalPerson && !learner) ??
    undefined;

  const stake = readStake(kind, title, premise);
  const antagonist: PlotAntagonist | undefined = rivalPerson
    ? { label: rivalPerson.label, person: rivalPerson, fromIdea: true }
    : undefined;
  const elements = [
    ...mentioned.map((p) => p.name ?? p.label),
    ...properNames(premise, facts.hero.full || facts.hero.call),
    ...(stake ? [stake] : []),
    ...(/another world/i.test(text) ? ['another world'] : []),
    ...(/\bmasked hero\b/i.test(text) ? ['masked hero'] : []),
  ].filter((e, i, all) => all.findIndex((x) => x.toLowerCase() === e.toLowerCase()) === i);
  return { kind, title, premise, antagonist, stake, ally, elements, team, rulesOut: rulesOutFor(team, learner) };
}
