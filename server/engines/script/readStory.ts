// Reads the story of one book from the answers (through the shared writing layer) and the chosen idea: the
// cast, the hero's life in the forms the pages use (short enough for a balloon), the places, the plot with
// its antagonist, special move and event, and the voice. Everything the page writers place comes from here,
// so a value only goes where it fits. The seeded draws happen in one fixed order (the named thing, the fear,
// the villain, the town, the move, the event): the same seed always reads the same story.
import type { Dream, StoryFacts } from '../answers/facts';
import { readAnswers } from '../answers/readAnswers';
import { sanitize } from '../answers/plainText';
import { isPluralNoun, RELATION_MEANING } from '../answers/nouns';
import { quote, titleCase, withArticle } from '../answers/wording';
import { inMemory, withoutLoss } from '../answers/memorial';
import { heroAnimal, type HeroAnimal } from '../answers/animalHero';
import { cutWords } from '../answers/textLimits';
import { forbiddenFor } from '../answers/lifeStage';
import { cutPoints } from '../answers/lineGuard';
import { readPlot, type Plot } from './plot/readPlot';
import { shuffled, type Rng } from '../../lib/seededRandom';
import { buildCast, type Character, isBaby } from './cast';
import { firstHerosPart, isCouple } from '../../../shared/heroPair';
import { readJob } from '../answers/job';
import {
  GADGET_WORDS,
  KNOWN_VILLAINS,
  MOVE_WORDS,
  TOWNS,
  genreVillains,
  hobbyPlace,
  modeFor,
  placesFor,
  styleKey,
  workplaceFor,
  type StyleKey,
} from './flavour';
import type { HeroLife, Hobby, Places, ScriptInput, Story, StoryPlot } from './story';
import { Book, fit } from './tools';

const listedAfter = (c: Character) => (c.pet ? 2 : isBaby(c) ? 1 : 0);

export function readStory(input: ScriptInput, rng: Rng): Story {
  const facts = readAnswers({ author: input.author, type: input.type as never, answers: input.answers as never });
  const style = styleKey(input.type);
  const genre = facts.genre.label;
  const book = new Book(rng);
  const p = facts.hero.pronouns;
  const pronouns = {
    possessive: p?.possessive ?? 'their',
    object: p?.object ?? 'them',
    subject: p?.subject,
    reflexive: p?.reflexive,
  };
  const H = facts.hero.call;
  const idea = ideaOf(input, facts);
  const life = readLife(input, facts, rng);
  const arc = readPlot(idea, facts);
  const rival = arc.antagonist?.person;
  // A rival from the family or friends is beaten at their own game, not blasted off a rooftop.
  const mode = rival || arc.kind === 'contest' ? 'contest' : modeFor(style, genre);
  const villain = rival ? rival.label : pickVillain(idea.description, genre, rng);
  const bare = villain.replace(/^(?:a|an|the)\s+/i, '');
  const foe = rival ? { a: rival.label, the: rival.label } : { a: villain, the: `the ${bare}` };
  const villainName = rival ? rival.label : titleCase(`the ${bare}`).replace(/^the/, 'The');

  const heroRole = life.job.noun ? `the hero, ${withArticle(life.job.noun)}` : 'the hero';
  const cast = buildCast(
    facts,
    // Two heroes' family, said as theirs ('Their twins Leo and Mia'), is both of theirs: 'one of their twins'.
    facts.hero.partner && /\btheir\b/i.test(facts.answers.get('family') ?? '') ? 'their' : pronouns.possessive,
    heroRole.slice(0, 120),
    {
      name: villainName.slice(0, 60),
      label: foe.the,
      role: rival
        ? `${pronouns.possessive} ${RELATION_MEANING[rival.relation ?? ''] ?? rival.relation ?? 'friend'} and rival`
        : mode === 'contest'
          ? 'the troublemaker'
          : 'the villain',
    },
    rival,
  );
  const ally = arc.ally
    ? [...cast.family, ...cast.friends].find(
        (c) => c.name === (arc.ally?.name ?? arc.ally?.label) || c.label === arc.ally?.label,
      )
    : undefined;
  const animal = heroAnimal(input);
  // An animal's family is the household the answers name, in the words of whoever wrote them ('my husband
  // Tom' is the writer's): to the hero they are its family.
  if (animal)
    for (const c of [...cast.family, ...cast.friends])
      if (!c.pet && cast.family.includes(c)) {
        c.drawnAs = c.role;
        c.role = `${pronouns.possessive} family`;
      }
  // Two heroes ('Anna and Ben', two beagles 'Biscuit and Pepper'): the second is at the first's side all book long,
  // first of the people; of two animals, an animal of the same kind.
  const partner = facts.hero.partner ? secondHero(facts.hero.partner, H, animal) : undefined;
  // Not cast again as someone of the family ('Anna and Ben', 'her husband Ben').
  if (partner) {
    const other = (c: Character) => c.name !== partner.name && c.short !== partner.short;
    cast.family = cast.family.filter(other);
    cast.friends = cast.friends.filter(other);
  }
  const remembered = inMemory(input);
  const people = [
    // In a book in memory of both, the second is remembered with the first, never one of those who remember.
    ...(partner && !remembered ? [partner] : []),
    // People first, then babies (who come along but cannot train or chase anyone), then animals.
    ...[...cast.family, ...cast.friends].sort((a, b) => listedAfter(a) - listedAfter(b)),
  ];

  const places = readPlaces({ facts, idea, arc, style, genre, life, town: shuffled(TOWNS, rng)[0] });
  const minions = rival
    ? `half the family, already taking sides`
    : life.fearPlural
      ? `an army of ${life.fear}`
      : places.minions;
  const plot: StoryPlot = {
    idea,
    arc,
    mode,
    foe,
    minions,
    move: specialMove(style, life, facts, H, rng),
    event: eventOf(input, arc, places.town, rng),
  };

  book.forbidden = forbiddenFor(facts.hero.stage);
  book.cuts = cutPoints([...facts.answers.values()]);
  return {
    cast: {
      ...cast,
      people,
      // Two heroes face it together: the second is the first's ally before anyone the idea names.
      ally: partner ?? ally,
      ...(partner ? { partner } : {}),
      stage: facts.hero.stage,
      named: facts.hero.named,
      pronouns,
      address: facts.hero.address,
      inMemory: remembered,
      ...(animal ? { animal } : {}),
    },
    life,
    places,
    plot,
    voice: { style, genre },
    book,
  };
}

/** A couple's words the art reads in English (panels/castLooks.ts). */
const ART_WORD: Record<string, string> = {
  oma: 'grandma',
  opa: 'grandpa',
  nana: 'grandma',
  pop: 'grandpa',
  grandad: 'grandpa',
  mam: 'mum',
  mama: 'mum',
  papa: 'dad',
};

/** The second of two heroes as the cast knows them: named in the answers, so they must speak. */
function secondHero(partner: { full: string; call: string }, H: string, animal: HeroAnimal | null): Character {
  if (animal)
    return {
      name: partner.call,
      label: partner.call,
      short: partner.call,
      role: `the hero, with ${H}`,
      voice: 'friend',
      relation: animal.species,
      plural: false,
      pet: true,
      mustSpeak: false,
    };
  // A couple ('Mum & Dad') talk as partners, anyone else ('Anna and Ben') as friends.
  const couple = isCouple(H, partner.call);
  return {
    name: partner.call,
    label: partner.call,
    short: partner.call,
    role: `the hero, with ${H}`,
    // Drawn as their own word says ('Dad' a man), never as the first hero's ('with Mum' is not a woman).
    drawnAs: couple ? (ART_WORD[partner.call.toLowerCase()] ?? partner.call.toLowerCase()) : 'the second hero',
    voice: couple ? 'partner' : 'friend',
    plural: false,
    pet: false,
    mustSpeak: true,
  };
}

/**
 * Of two heroes, the second's job beside the first's, as the answer gives each ('Anna is a vet and Ben is a
 * chef'): "is a vet, and Ben is a chef". The first's alone when the answer says nothing of the second's.
 */
function withPartnersJob(is: string | undefined, facts: StoryFacts): string | undefined {
  const partner = facts.hero.partner;
  const said = facts.answers.get('job');
  if (!is || !partner || !said) return is;
  const theirs = firstHerosPart(said, partner.full, facts.hero.full);
  if (theirs === said) return is;
  const job = readJob(theirs, partner.full, undefined).job;
  const noun = job?.noun?.[0];
  if (noun) return `${is}, and ${partner.call} is ${withArticle(fit([noun], 34))}`;
  return job?.does?.length ? `${is}, and ${partner.call} ${fit(job.does, 40)}` : is;
}

/** The idea's title and premise, cleaned and cut to fit (a title the visitor left empty is the hero's legend). */
function ideaOf(input: ScriptInput, facts: StoryFacts): StoryPlot['idea'] {
  const rawTitle = sanitize(input.idea?.title ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const title =
    (rawTitle.length <= 110 ? rawTitle : cutWords(rawTitle, 110)) || `The Legend of ${facts.hero.title || 'Our Hero'}`;
  const rawDescription = sanitize(input.idea?.description ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const description = rawDescription.length <= 190 ? rawDescription : cutWords(rawDescription, 190);
  return { title, description };
}

/**
 * The hero's job, pastimes, dream, named thing, fear and love, in forms that fit a
 * balloon. Draws the thing, then the fear.
 */
function readLife(input: ScriptInput, facts: StoryFacts, rng: Rng): HeroLife {
  const stage = facts.hero.stage;
  const pupil = stage === 'child' || stage === 'teen';
  // A pupil's 'job' answer is their school year ('a fourth-grader'): it says who they are, never a trade.
  const job = pupil
    ? facts.job?.noun
      ? { noun: facts.job.noun }
      : facts.job?.quote
        ? { quote: facts.job.quote }
        : undefined
    : facts.job;
  // A pupil's whole school role fits ('a fourth-grader and captain of the school chess club'); a trade is kept short.
  const noun = job?.noun ? fit(job.noun, pupil ? 60 : 34) : undefined;
  const jobText = [noun, job?.does?.[0], job?.noun?.[0]].filter(Boolean).join(' ');
  const school = /\b(?:at|in)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})\s*[.!]?$/u.exec(
    rawAnswer(input, 'job'),
  )?.[1];
  // A retiree's days are spent at their pastimes, not at the job they left.
  const jobPlace = pupil
    ? (school ?? 'school')
    : stage === 'senior'
      ? ((facts.hobbies[0] && hobbyPlace(facts.hobbies[0].phrase[0])) ?? 'the garden')
      : (workplaceFor(job?.does?.[0] ?? job?.noun?.[0] ?? '') ??
        workplaceFor(jobText) ??
        (job ? 'work' : 'the high street'));

  const hobbies: Hobby[] = facts.hobbies.map((h) => {
    const phrase = fit(h.phrase, 30);
    const multi = h.phrase.filter((f) => f.length <= 22);
    return {
      phrase,
      short: multi[0] ?? fit(h.phrase, 22),
      plural: h.plural,
      place: hobbyPlace(h.phrase[0]) ?? 'the park',
    };
  });
  const quoteIfUnread = (id: 'hobbies' | 'family' | 'friends', read: number) =>
    facts.given.has(id) && read === 0 ? quoted(rawAnswer(input, id)) : undefined;

  const petNames = new Set(facts.pets.map((x) => x.name));
  const thing = shuffled(
    facts.named.filter((t) => !petNames.has(t.name)),
    rng,
  )[0];
  const fearForms = shuffled(facts.fears, rng)[0];
  const fear = fearForms ? fit(fearForms, 24) : undefined;
  const dream = sharedDream(facts.dream, facts.hero.partner?.call) ?? {};
  return {
    job: {
      noun,
      a: noun ? withArticle(noun) : undefined,
      is: withPartnersJob(noun ? `is ${withArticle(noun)}` : job?.does ? fit(job.does, 40) : undefined, facts),
      quote: job?.quote ? quoted(rawAnswer(input, 'job')) : undefined,
      place: jobPlace,
      head: job?.head,
    },
    quirk: facts.quirks[0] ? fit(facts.quirks[0], 34) : undefined,
    hobbies,
    dream: {
      to: dream.to ? fit(dream.to, 50) : undefined,
      of: dream.of ? withArticleIfBare(fit(dream.of, 50)) : undefined,
      quote: dream.quote ? quoted(rawAnswer(input, 'dream')) : undefined,
    },
    thing,
    fear,
    fearPlural: Boolean(fear && isPluralNoun(fear) && !/^(?:the|his|her|their|a|an)\s/i.test(fear)),
    love: facts.loves[0] ? fit(facts.loves[0], 30) : undefined,
    quotes: {
      hobbies: quoteIfUnread('hobbies', hobbies.length),
      family: quoteIfUnread('family', facts.family.length),
      friends: quoteIfUnread('friends', facts.friends.length),
    },
  };
}

/** Home, work, the town and the genre's places (an other-world story's are in that world). */
function readPlaces(r: {
  facts: StoryFacts;
  idea: StoryPlot['idea'];
  arc: Plot;
  style: StyleKey;
  genre: string;
  life: HeroLife;
  town: string;
}): Places {
  const { facts, idea, arc, style, genre, life, town } = r;
  const H = facts.hero.call;
  const otherWorld = /\bthe moon\b/i.test(idea.description)
    ? 'the Moon'
    : /\banother world\b/i.test(`${idea.title} ${idea.description}`)
      ? 'another world'
      : /\b(?:galaxy|space)\b/i.test(idea.description)
        ? 'outer space'
        : `${withArticle(genre)} world`;
  const gp = { ...placesFor(genre) };
  if (arc.kind === 'otherWorld')
    Object.assign(gp, {
      omen: `the edge of ${otherWorld}`,
      arena: `the heart of ${otherWorld}`,
      lair: `the dark tower of ${otherWorld}`,
    });
  return {
    ...gp,
    home: facts.hero.named ? `${H}’s house`.replace(/’/, "'") : 'home',
    kitchen: facts.hero.named ? `${H}'s kitchen` : 'the kitchen at home',
    work: life.job.place,
    hobby: life.hobbies[0]?.place ?? 'the park',
    town,
    training: style === 'manga' ? 'a waterfall in the mountains' : 'the back yard',
    otherWorld,
  };
}

/** The special move (manga) or contraption (vintage), named after the first hobby, the thing, the job or the hero. */
function specialMove(style: StyleKey, life: HeroLife, facts: StoryFacts, H: string, rng: Rng): string {
  const moveWord = shuffled(style === 'manga' ? MOVE_WORDS : GADGET_WORDS, rng)[0];
  const [mainHobby] = life.hobbies;
  let move: string;
  if (mainHobby) move = `${titleCase(mainHobby.short)} ${moveWord}`;
  else if (life.thing) move = `${titleCase(life.thing.name.replace(/^the\s+/i, ''))} ${moveWord}`;
  else if (life.job.head) move = `${titleCase(life.job.head)} ${moveWord}`;
  else move = `${titleCase(facts.hero.named ? H : 'Hero')} ${moveWord}`;
  return cutWords(move, 44);
}

/** A contest with its name, up to three words before the kind: 'the Hollow Creek Bake-Off'. */
const NAMED_CONTEST = new RegExp(
  String.raw`\b(?:the\s+)?((?:\p{L}[\p{L}'’-]*\s+){0,3}(?:tournament|fair|cup|championship|contest` +
    String.raw`|competition|games|show|festival|bake-?off|olympics))\b`,
  'iu',
);

/** A contest the story builds to: one the idea names ('the Grand Tournament'), or the dream's, or the town's fair. */
function eventOf(input: ScriptInput, arc: Plot, town: string, rng: Rng): string {
  const eventWord = shuffled(['Summer Fair', 'Harvest Fair', 'Founders’ Day Fair', 'Grand Talent Show'], rng)[0];
  // Or the contest the dream is about ('winning the county fair', 'the Kraków pierogi festival').
  const CONTEST =
    /\b(?:tournament|fair|cup|championship|contest|competition|games|show|festival|bake-?off|olympics)\b/i;
  const dreamEvent = NAMED_CONTEST.exec(rawAnswer(input, 'dream'))?.[1];
  const namedEvent =
    arc.elements.find((e) => CONTEST.test(e)) ??
    (dreamEvent && !/^(?:a|an|my|his|her)\s/i.test(dreamEvent)
      ? dreamEvent.replace(/^(?:win|winning|beat|at)\s+/i, '')
      : undefined);
  return namedEvent ? `the ${namedEvent.replace(/^the\s+/i, '')}` : `the ${town} ${eventWord}`;
}

/** The raw answer for an id, as plain text (first non-empty), to quote answers the shared reader could not parse. */
function rawAnswer(input: ScriptInput, id: string): string {
  for (const a of Array.isArray(input.answers) ? input.answers : []) {
    if (a?.id?.toString().trim().toLowerCase() !== id) continue;
    const text = withoutLoss(sanitize(a.answer).replace(/\n/g, ' '));
    if (/[\p{L}\p{N}]/u.test(text)) return text;
  }
  return '';
}

/** An answer quoted whole, never cut short (a cut quote misquotes the person); too long to quote is none. */
function quoted(raw: string, max = 150): string | undefined {
  const q = quote(raw, max);
  return q && !q.endsWith('…”') && /[\p{L}\p{N}]/u.test(q) ? q : undefined;
}

const OWN_VILLAIN = new RegExp(
  String.raw`\b(?:first case|first client|the reason|nemesis|enemy|against` +
    String.raw`|from)\s*:?\s+((?:the|a|an)\s+[a-z-]+(?:\s+[a-z-]+){0,2})\s*[!.?]?$`,
);

function pickVillain(description: string, genre: string, rng: Rng): string {
  const lower = description.toLowerCase();
  const named = KNOWN_VILLAINS.find((v) => lower.includes(v.replace(/^(?:a|an|the)\s+/, '')));
  if (named) return named;
  const rival = /\b(?:a|an)\s+((?:[a-z-]+\s+)?rival)\b/.exec(lower);
  if (rival) return withArticle(rival[1]);
  // The premise's own villain: 'First case: the hedgehog snatcher!', 'The reason: an evil sorcerer!'.
  const own = OWN_VILLAIN.exec(lower);
  if (own && !/\b(?:and|or|of|to|in|on|at|for|with|town|fair|contest|show)$/.test(own[1])) return own[1];
  return shuffled(genreVillains(genre), rng)[0];
}

/** A one-word dream is a thing: 'boat' -> 'a boat' (not 'dreaming about boat'); 'sailing' and 'pumpkins' stay. */
function withArticleIfBare(phrase: string): string {
  return /^\p{Ll}+$/u.test(phrase) && !/ing$/.test(phrase) && !isPluralNoun(phrase) ? withArticle(phrase) : phrase;
}

/** "put the band back together", "bring the family together": the verb's own together. */
const TOGETHER_OF_ITS_VERB = new RegExp(
  String.raw`\b(?:put|puts|putting|bring|brings|bringing|get|gets|getting|pull|pulling|piece|keep|hold|gather|stick` +
    String.raw`|tie|glue|band|come)\b.*\btogether$`,
  'i',
);

/**
 * Two heroes' dream "to open a restaurant by the sea together", as the story says it (mostly in the first hero's
 * mouth): "with Ben" ("One day I'm going to open a restaurant by the sea with Ben", never "… together" alone).
 * The ideas keep the answer's words ("Anna and Ben share one dream: to open a restaurant … together").
 */
function sharedDream(dream: Dream | undefined, partner: string | undefined): Dream | undefined {
  if (!dream || !partner) return dream;
  // "put the band back together", "bring the family together": a together that belongs to its verb stays.
  const withPartner = (phrases: string[] | undefined) =>
    phrases?.map((phrase) =>
      TOGETHER_OF_ITS_VERB.test(phrase) ? phrase : phrase.replace(/\s+together$/i, ` with ${partner}`),
    );
  return { ...dream, to: withPartner(dream.to), of: withPartner(dream.of) };
}
