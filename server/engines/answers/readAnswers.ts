// readAnswers: the visitor's input -> StoryFacts. The single place answers become phrases, so the idea
// generator and the script writer describe the same hero the same way.
import type { GenerateIdeasInput } from '../../../shared/schemas';
import { styleOrDefault } from '../../../shared/styles';
import type { AnswerId, NamedThing, Person, StoryFacts } from './facts';
import { sanitize } from './plainText';
import { decapitalizeFirst } from './wording';
import { detectPronouns, pronounsOf } from './pronouns';
import { readHeroName } from './hero';
import { firstHerosPart } from '../../../shared/heroPair';
import { readJob } from './job';
import { readHobbies } from './activities';
import { readDream } from './dream';
import { readPeople } from './people';
import { withoutLoss } from './memorial';
import { grandparentAsPartner, grandparentOfTheChildren, withoutOthersPossessives } from './relationAnchors';
import { readGenre } from './genre';
import { readFears, readLoves, readNamed } from './details';
import { looksEnglish } from './language';
import { PETS } from './nouns';
import { readLifeStage } from './lifeStage';
import { genderInAnswers, readFamilyAddress } from './familyAddress';

/**
 * Answers that mean 'no answer' (or leaked placeholders) are treated as not given; 'NaN' is one, 'Nan' a grandmother.
 */
const JUNK =
  /^(?:undefined|null|none|n\/?a|nothing|nope|no|idk|dunno|test|asdf|-+|\?+|\.+|x+|tbd|skip|pass|nil|void)$/i;
const ANSWER_IDS: readonly AnswerId[] = ['job', 'family', 'friends', 'hobbies', 'dream', 'genre'];

/** The first non-empty answer per question id, as plain text (junk and placeholders are no answer). */
export function answerTexts(input: Partial<GenerateIdeasInput> | undefined): Map<AnswerId, string> {
  const answers = new Map<AnswerId, string>();
  for (const entry of Array.isArray(input?.answers) ? input.answers : []) {
    const id = typeof entry?.id === 'string' ? (entry.id.trim().toLowerCase() as AnswerId) : undefined;
    // 'Mr. Whiskers' -> 'Mr Whiskers': a title's full stop is not the end of a sentence.
    // The sentence that tells of a loss is not material for the story (memorial.ts).
    const text = withoutLoss(sanitize(entry?.answer).replace(/\b(Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Capt)\./g, '$1'));
    if (
      id &&
      ANSWER_IDS.includes(id) &&
      text &&
      /[\p{L}\p{N}]/u.test(text) &&
      !JUNK.test(text) &&
      !/^(?:NaN|nan)$/.test(text) &&
      !answers.has(id)
    )
      answers.set(id, text);
  }
  return answers;
}

export function readAnswers(input: Partial<GenerateIdeasInput> | undefined): StoryFacts {
  // The style's default genre (shared/styles.ts) stands in when no genre was given; odd types get the first style's.
  const defaultGenre = styleOrDefault(input?.type).defaultGenre;
  const name = readHeroName(input?.author);
  const answers = answerTexts(input);
  // Pronouns the answers use, else those of what the hero or the family calls them
  // ('Grandma to six', 'retired postman', 'abuela').
  // A possessive about someone else ('her son Staś and his wife') says nothing of the hero.
  // Of two heroes, what an answer says of the second ('… and Ben makes his own pasta') is not the first's either.
  const aboutTheHero = [...answers].map(([id, t]) =>
    id === 'family'
      ? withoutOthersPossessives(t, undefined)
      : name.partner && id !== 'friends'
        ? firstHerosPart(t, name.full, name.partner.full)
        : t,
  );
  const pronouns = detectPronouns(aboutTheHero) ?? pronounsOf(genderInAnswers(answers, name.full, undefined));

  // Named things are read first, so 'sailing her little boat called the Bedpan
  // Express' reads 'sailing the Bedpan Express'.
  const named: NamedThing[] = [];
  const text = new Map<AnswerId, string>();
  for (const [id, raw] of answers) {
    if (id === 'family' || id === 'friends' || !looksEnglish(raw)) {
      text.set(id, raw);
      continue;
    }
    const found = readNamed(raw);
    for (const thing of found.things) if (!named.some((t) => t.name === thing.name)) named.push(thing);
    // Sentence-case answers ('Dentist who sings') read mid-sentence as 'dentist who sings'.
    text.set(id, decapitalizeFirst(found.text));
  }
  // Two heroes: what an answer says of the second ('… and Dad fixes boilers') is not the first's job or pastime.
  const partner = name.partner;
  const get = (id: AnswerId) => {
    const said = text.get(id) ?? '';
    return partner && id !== 'family' && id !== 'friends' ? firstHerosPart(said, name.full, partner.full) : said;
  };

  const { job, quirk } = answers.has('job') ? readJob(get('job'), name.full, pronouns) : {};
  // A grandparent word in the family of a parent who is not a grandparent (not retired, none of the words) is
  // their children's grandparent; in a grandparent's family it is their partner.
  const asGrandparent = grandparentAsPartner(
    readPeople(get('family'), name.full, name.call, 'family', pronouns),
    get('family'),
    pronouns,
  );
  const stage = readLifeStage(answers, name.full);
  const family = stage === 'senior' ? asGrandparent : grandparentOfTheChildren(asGrandparent, get('family'));
  const friends = readPeople(get('friends'), name.full, name.call, 'friends', pronouns);
  const pets: Person[] = [...family, ...friends].filter((p) => p.pet && p.name);
  for (const thing of named) {
    const head = thing.kind.split(' ').pop() ?? '';
    if (PETS.has(head) && !pets.some((p) => p.name === thing.name)) {
      pets.push({ name: thing.name, relation: head, label: thing.label, plural: false, pet: true });
    }
  }
  const englishTexts = [...text.entries()].filter(([id, t]) => id !== 'genre' && looksEnglish(t)).map(([, t]) => t);
  const fears = englishTexts.flatMap((t) => readFears(t, pronouns)).slice(0, 3);
  const loves = englishTexts.flatMap((t) => readLoves(t, pronouns)).slice(0, 3);
  const genreLabel = answers.has('genre') ? readGenre(get('genre')) : undefined;

  const facts: StoryFacts = {
    hero: {
      ...name,
      named: name.full !== '',
      pronouns,
      stage,
      address: readFamilyAddress(answers, name.full, pronouns),
    },
    job,
    hobbies: answers.has('hobbies') ? readHobbies(get('hobbies'), name.full, pronouns) : [],
    dream: answers.has('dream') ? readDream(get('dream'), name.full, pronouns) : undefined,
    family,
    friends,
    pets,
    genre: { label: genreLabel ?? defaultGenre, given: Boolean(genreLabel) },
    named,
    fears,
    loves,
    quirks: quirk ? [quirk] : [],
    given: new Set(answers.keys()),
    answers,
  };
  return facts;
}
