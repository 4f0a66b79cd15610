// The story world of one book: the facts read from the answers (through the shared writing layer), put into
// the forms the pages use (short enough for a balloon), plus the places, the antagonist, the special move and
// the climax's payoff. Everything the page writers place comes from here, so a value only goes where it fits.
import type { NamedThing, StoryFacts } from '../facts';
import { readAnswers } from '../readAnswers';
import { sanitize } from '../plainText';
import { isPluralNoun } from '../nouns';
import { quote, titleCase, withArticle } from '../wording';
import { cutWords } from '../textLimits';
import { buildCast, type Cast, type Character } from './cast';
import { readPlot, type Plot } from '../plot/readPlot';
import { RELATION_MEANING } from '../nouns';
import { forbiddenFor } from '../lifeStage';
import { cutPoints } from '../lineGuard';
import type { LifeStage } from '../../../shared/script';
import { shuffled, type Rng } from '../../lib/seededRandom';
import { Book, fit } from './tools';
import {
  GADGET_WORDS, KNOWN_VILLAINS, MOVE_WORDS, TOWNS, genreVillains, hobbyPlace, modeFor, placesFor, styleKey, workplaceFor,
  type GenrePlaces, type Mode, type StyleKey,
} from './flavour';

export interface ScriptInput {
  author: string;
  type: string;
  answers: { id: string; answer: string }[];
  idea: { title: string; description: string };
  pages?: number;
  seed: number;
  /** Details the owner marked as musts (the writer shows every detail; Claude's acts are checked for these). */
  mustUse?: string[];
}

export interface Hobby {
  /** For sentences: 'baking sourdough with Gerald' cut to fit. */
  phrase: string;
  /** For names and titles: 'baking sourdough'. */
  short: string;
  plural: boolean;
  place: string;
}

export interface World extends Cast {
  style: StyleKey;
  mode: Mode;
  facts: StoryFacts;
  book: Book;
  rng: Rng;
  /** What sentences call the hero, and their pronouns ('their' when unknown). */
  H: string;
  pos: string;
  obj: string;
  genre: string;
  idea: { title: string; description: string };
  /** How old the hero reads: a child's book has school, not work, and nothing adult in it. */
  stage: LifeStage;
  /** The act being written, so lines fit the moment (nobody defies the rival before the rival appears). */
  act: number;
  /** The chosen idea read as a plot: its kind, rival, stake and named elements drive the acts. */
  plot: Plot;
  /** The person the idea names beside the hero (who learns the secret, the partner, the master). */
  ally?: Character;
  /** Where an other-world story happens: 'another world', 'the Moon', 'an adventure world'. */
  otherWorld: string;
  job: { noun?: string; a?: string; is?: string; quote?: string; place: string; head?: string };
  quirk?: string;
  hobbies: Hobby[];
  hobbyQuote?: string;
  familyQuote?: string;
  friendsQuote?: string;
  dream: { to?: string; of?: string; quote?: string };
  thing?: NamedThing;
  fear?: string;
  fearPlural: boolean;
  love?: string;
  places: GenrePlaces & { home: string; kitchen: string; work: string; hobby: string; town: string; training: string };
  /** The villain with its article forms: 'a rogue AI' / 'the rogue AI'. */
  foe: { a: string; the: string };
  minions: string;
  /** Manga: 'Baking Sourdough Meteor Strike'; vintage: a contraption or the hobby itself. */
  move: string;
  /** Contest mode: the event the story builds to ('the Cedar Springs Summer Fair'). */
  event: string;
  /** Everyone but the hero and the villain, people before pets. */
  people: Character[];
}

/** The raw answer for an id, as plain text (first non-empty), to quote answers the shared reader could not parse. */
function rawAnswer(input: ScriptInput, id: string): string {
  for (const a of Array.isArray(input.answers) ? input.answers : []) {
    if (a?.id?.toString().trim().toLowerCase() !== id) continue;
    const text = sanitize(a.answer).replace(/\n/g, ' ');
    if (/[\p{L}\p{N}]/u.test(text)) return text;
  }
  return '';
}

/** An answer quoted whole, never cut short (a cut quote misquotes the person); too long to quote is none. */
function quoted(raw: string, max = 150): string | undefined {
  const q = quote(raw, max);
  return q && !q.endsWith('…”') && /[\p{L}\p{N}]/u.test(q) ? q : undefined;
}

function pickVillain(description: string, genre: string, rng: Rng): string {
  const lower = description.toLowerCase();
  const named = KNOWN_VILLAINS.find((v) => lower.includes(v.replace(/^(?:a|an|the)\s+/, '')));
  if (named) return named;
  const rival = /\b(?:a|an)\s+((?:[a-z-]+\s+)?rival)\b/.exec(lower);
  if (rival) return withArticle(rival[1]);
  // The premise's own villain: 'First case: the hedgehog snatcher!', 'The reason: an evil sorcerer!'.
  const own = /\b(?:first case|first client|the reason|nemesis|enemy|against|from)\s*:?\s+((?:the|a|an)\s+[a-z-]+(?:\s+[a-z-]+){0,2})\s*[!.?]?$/.exec(lower);
  if (own && !/\b(?:and|or|of|to|in|on|at|for|with|town|fair|contest|show)$/.test(own[1])) return own[1];
  return shuffled(genreVillains(genre), rng)[0];
}

/** A one-word dream is a thing: 'boat' -> 'a boat' (not 'dreaming about boat'); 'sailing' and 'pumpkins' stay. */
function withArticleIfBare(phrase: string): string {
  return /^\p{Ll}+$/u.test(phrase) && !/ing$/.test(phrase) && !isPluralNoun(phrase) ? withArticle(phrase) : phrase;
}

/** A phrase about the hero said to the hero ('his pumpkins' -> 'your pumpkins') or by the hero ('my pumpkins'). */
export function spoken(w: World, phrase: string, who: 'you' | 'me'): string {
  if (w.pos === 'their') return phrase;
  return phrase.replace(new RegExp(`\\b${w.pos}\\b`, 'g'), who === 'you' ? 'your' : 'my').replace(new RegExp(`\\b${w.facts.hero.pronouns?.reflexive}\\b`, 'g'), who === 'you' ? 'yourself' : 'myself');
}

export function buildWorld(input: ScriptInput, rng: Rng): World {
  const facts = readAnswers({ author: input.author, type: input.type as never, answers: input.answers as never });
  const style = styleKey(input.type);
  const genre = facts.genre.label;
  let mode = modeFor(style, genre);
  const book = new Book(rng);
  const p = facts.hero.pronouns;
  const pos = p?.possessive ?? 'their';
  const obj = p?.object ?? 'them';
  const H = facts.hero.call;

  const rawTitle = sanitize(input.idea?.title ?? '').replace(/\s+/g, ' ').trim();
  const title = (rawTitle.length <= 110 ? rawTitle : cutWords(rawTitle, 110)) || `The Legend of ${facts.hero.title || 'Our Hero'}`;
  const rawDescription = sanitize(input.idea?.description ?? '').replace(/\s+/g, ' ').trim();
  const description = rawDescription.length <= 190 ? rawDescription : cutWords(rawDescription, 190);

  const stage = facts.hero.stage;
  const pupil = stage === 'child' || stage === 'teen';
  // A pupil's 'job' answer is their school year ('a fourth-grader'): it says who they are, never a trade.
  const job = pupil ? (facts.job?.noun ? { noun: facts.job.noun } : facts.job?.quote ? { quote: facts.job.quote } : undefined) : facts.job;
  // A pupil's whole school role fits ('a fourth-grader and captain of the school chess club'); a trade is kept short.
  const noun = job?.noun ? fit(job.noun, pupil ? 60 : 34) : undefined;
  const jobText = [noun, job?.does?.[0], job?.noun?.[0]].filter(Boolean).join(' ');
  const school = /\b(?:at|in)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})\s*[.!]?$/u.exec(rawAnswer(input, 'job'))?.[1];
  // A retiree's days are spent at their pastimes, not at the job they left.
  const jobPlace = pupil ? school ?? 'school' : stage === 'senior' ? (facts.hobbies[0] && hobbyPlace(facts.hobbies[0].phrase[0])) ?? 'the garden' : workplaceFor(job?.does?.[0] ?? job?.noun?.[0] ?? '') ?? workplaceFor(jobText) ?? (job ? 'work' : 'the high street');

  const hobbies: Hobby[] = facts.hobbies.map((h) => {
    const phrase = fit(h.phrase, 30);
    const multi = h.phrase.filter((f) => f.length <= 22);
    return { phrase, short: multi[0] ?? fit(h.phrase, 22), plural: h.plural, place: hobbyPlace(h.phrase[0]) ?? 'the park' };
  });
  const hobbyRaw = rawAnswer(input, 'hobbies');
  const hobbyQuote = facts.given.has('hobbies') && hobbies.length === 0 ? quoted(hobbyRaw) : undefined;
  const familyQuote = facts.given.has('family') && facts.family.length === 0 ? quoted(rawAnswer(input, 'family')) : undefined;
  const friendsQuote = facts.given.has('friends') && facts.friends.length === 0 ? quoted(rawAnswer(input, 'friends')) : undefined;

  const petNames = new Set(facts.pets.map((x) => x.name));
  const thing = shuffled(facts.named.filter((t) => !petNames.has(t.name)), rng)[0];
  const fearForms = shuffled(facts.fears, rng)[0];
  const fear = fearForms ? fit(fearForms, 24) : undefined;
  const love = facts.loves[0] ? fit(facts.loves[0], 30) : undefined;

  const plot = readPlot({ title, description }, facts);
  const rival = plot.antagonist?.person;
  // A rival from the family or friends is beaten at their own game, not blasted off a rooftop.
  if (rival || plot.kind === 'contest') mode = 'contest';
  const villain = rival ? rival.label : pickVillain(description, genre, rng);
  const bare = villain.replace(/^(?:a|an|the)\s+/i, '');
  const foe = rival ? { a: rival.label, the: rival.label } : { a: villain, the: `the ${bare}` };
  const villainName = rival ? rival.label : titleCase(`the ${bare}`).replace(/^the/, 'The');

  const heroRole = noun ? `the hero, ${withArticle(noun)}` : 'the hero';
  const cast = buildCast(facts, pos, heroRole.slice(0, 120), {
    name: villainName.slice(0, 60),
    label: foe.the,
    role: rival ? `${pos} ${RELATION_MEANING[rival.relation ?? ''] ?? rival.relation ?? 'friend'} and rival` : mode === 'contest' ? 'the troublemaker' : 'the villain',
  }, rival);
  const ally = plot.ally ? [...cast.family, ...cast.friends].find((c) => c.name === (plot.ally?.name ?? plot.ally?.label) || c.label === plot.ally?.label) : undefined;
  const otherWorld = /\bthe moon\b/i.test(description) ? 'the Moon' : /\banother world\b/i.test(`${title} ${description}`) ? 'another world' : /\b(?:galaxy|space)\b/i.test(description) ? 'outer space' : `${withArticle(genre)} world`;

  const gp = { ...placesFor(genre) };
  const town = shuffled(TOWNS, rng)[0];
  const home = facts.hero.named ? `${H}’s house`.replace(/’/, "'") : 'home';
  const kitchen = facts.hero.named ? `${H}'s kitchen` : 'the kitchen at home';
  const mainHobby = hobbies[0];
  const fearPlural = Boolean(fear && isPluralNoun(fear) && !/^(?:the|his|her|their|a|an)\s/i.test(fear));
  const minions = rival ? `half the family, already taking sides` : fearPlural ? `an army of ${fear}` : gp.minions;

  let move: string;
  const moveWord = shuffled(style === 'manga' ? MOVE_WORDS : GADGET_WORDS, rng)[0];
  if (mainHobby) move = `${titleCase(mainHobby.short)} ${moveWord}`;
  else if (thing) move = `${titleCase(thing.name.replace(/^the\s+/i, ''))} ${moveWord}`;
  else if (job?.head) move = `${titleCase(job.head)} ${moveWord}`;
  else move = `${titleCase(facts.hero.named ? H : 'Hero')} ${moveWord}`;
  move = cutWords(move, 44);

  const eventWord = shuffled(['Summer Fair', 'Harvest Fair', 'Founders’ Day Fair', 'Grand Talent Show'], rng)[0];
  // A contest the idea names ('the Grand Tournament', 'the World's Fair') is the event the story builds to.
  // Or the contest the dream is about ('winning the county fair', 'the Kraków pierogi festival').
  const CONTEST = /\b(?:tournament|fair|cup|championship|contest|competition|games|show|festival|bake-?off|olympics)\b/i;
  const dreamEvent = /\b(?:the\s+)?((?:\p{L}[\p{L}'’-]*\s+){0,3}(?:tournament|fair|cup|championship|contest|competition|games|show|festival|bake-?off|olympics))\b/iu.exec(rawAnswer(input, 'dream'))?.[1];
  const namedEvent = plot.elements.find((e) => CONTEST.test(e)) ?? (dreamEvent && !/^(?:a|an|my|his|her)\s/i.test(dreamEvent) ? dreamEvent.replace(/^(?:win|winning|beat|at)\s+/i, '') : undefined);
  const dream = facts.dream ?? {};
  const people = [...cast.family, ...cast.friends].sort((a, b) => Number(a.pet) - Number(b.pet));
  if (plot.kind === 'otherWorld') Object.assign(gp, { omen: `the edge of ${otherWorld}`, arena: `the heart of ${otherWorld}`, lair: `the dark tower of ${otherWorld}` });
  const world: World = {
    ...cast,
    style, mode, facts, book, rng, H, pos, obj, genre, stage, act: 1,
    idea: { title, description },
    plot, ally, otherWorld,
    job: {
      noun,
      a: noun ? withArticle(noun) : undefined,
      is: noun ? `is ${withArticle(noun)}` : job?.does ? fit(job.does, 40) : undefined,
      quote: job?.quote ? quoted(rawAnswer(input, 'job')) : undefined,
      place: jobPlace,
      head: job?.head,
    },
    quirk: facts.quirks[0] ? fit(facts.quirks[0], 34) : undefined,
    hobbies, hobbyQuote, familyQuote, friendsQuote,
    dream: { to: dream.to ? fit(dream.to, 50) : undefined, of: dream.of ? withArticleIfBare(fit(dream.of, 50)) : undefined, quote: dream.quote ? quoted(rawAnswer(input, 'dream')) : undefined },
    thing, fear, fearPlural, love,
    places: { ...gp, home, kitchen, work: jobPlace, hobby: mainHobby?.place ?? 'the park', town, training: style === 'manga' ? 'a waterfall in the mountains' : 'the back yard' },
    foe, minions, move,
    event: namedEvent ? `the ${namedEvent.replace(/^the\s+/i, '')}` : `the ${town} ${eventWord}`,
    people,
  };
  book.forbidden = forbiddenFor(stage);
  book.cuts = cutPoints([...facts.answers.values()]);
  return world;
}

