// The slot table for one idea set: every grammatical form the facts allow, longest first, with seeded choices
// of which hobby, family member, friend or detail to feature, so regenerations show different details.
import type { Person, StoryFacts } from '../answers/facts';
import { joinList, withArticle } from '../answers/wording';
import { isPluralNoun } from '../answers/nouns';
import { shuffled, type Rng } from '../../lib/seededRandom';
import type { Plurals, Slot } from './template';

export type SlotTable = Partial<Record<Slot, string[]>>;

const bare = (phrase: string) => phrase.replace(/^the\s+/i, '');
/** People to feature, best first: named people, then unnamed relations, then pets (a dog can be family too). */
const strong = (people: Person[]) => [
  ...people.filter((p) => p.name && !p.pet),
  ...people.filter((p) => !p.name && !p.pet),
  ...people.filter((p) => p.pet),
];

export function buildSlots(facts: StoryFacts, villains: string[], rng: Rng): { slots: SlotTable; plural: Plurals } {
  const slots: SlotTable = {};
  const plural: Plurals = {};
  const set = (slot: Slot, forms: string[] | undefined, isPlural = false) => {
    const list = [...new Set((forms ?? []).filter(Boolean))];
    if (list.length) {
      slots[slot] = list;
      if (isPlural) plural[slot] = true;
    }
  };
  const { hero, job, dream } = facts;
  // Two heroes are named together ('Anna and Ben'), with the plural verbs of their own ideas.
  set('name', [hero.both ?? hero.call], Boolean(hero.both));
  // Never one of two heroes alone in a title ('Grandma Save the Day').
  if (hero.named) set('nameT', hero.both ? [hero.title] : [hero.title, hero.call]);
  set('genre', [facts.genre.label]);
  set('villain', villains);

  set('job', job?.noun);
  set('jobT', job?.noun);
  if (job?.head) {
    set('jobHead', [job.head]);
    set('jobHeadT', [job.head]);
  }
  set('jobDoes', job?.does);
  set('jobIs', job?.noun ? job.noun.map((n) => `is ${withArticle(n)}`) : job?.does);
  if (job?.quote) set('jobQuote', [job.quote]);
  const quirk = facts.quirks[0];
  set('quirk', quirk);
  set('quirkT', quirk);

  const hobbies = shuffled(facts.hobbies, rng);
  if (hobbies[0]) {
    set('hobby', hobbies[0].phrase, hobbies[0].plural);
    set('hobbyT', hobbies[0].phrase);
  }
  if (hobbies[1]) set('hobby2', hobbies[1].phrase, hobbies[1].plural);

  set('dreamTo', dream?.to);
  set('dreamOf', dream?.of);
  set('dreamT', dream?.title);
  if (dream?.quote) set('dreamQuote', [dream.quote]);

  const family = strong(facts.family);
  const named = family.filter((p) => p.name && !p.pet);
  // A baby is named last: a premise needs someone who can train, plot or team up with the hero.
  const isBaby = (p: (typeof family)[number]) => p.relation === 'baby';
  const famPick = shuffled(named, rng)
    .sort((a, b) => Number(isBaby(a)) - Number(isBaby(b)))
    .concat(family.filter((p) => !named.includes(p)));
  const [first] = famPick;
  if (first) {
    set('family', [first.label], first.plural);
    set('familyT', [first.name ?? first.label], first.plural);
    // The rival premise's title names the same one its text does ('family'); nobody vows to beat the hero
    // from a cot or a kennel.
    if (!first.pet && !isBaby(first)) set('rivalT', [first.name ?? `my ${first.relation}`], first.plural);
  }
  if (famPick[1]) set('family2', [famPick[1].label], famPick[1].plural);
  const friends = shuffled(strong(facts.friends), rng);
  if (friends[0]) {
    set('friend', [friends[0].label], friends[0].plural);
    set('friendT', [friends[0].name ?? friends[0].label]);
    const labels = friends.slice(0, 3).map((p) => p.label);
    set(
      'crew',
      labels.map((_, n) => joinList([hero.call, ...labels.slice(0, labels.length - n)])),
      true,
    );
  }

  const pet = shuffled(facts.pets, rng)[0];
  if (pet?.name) {
    set('pet', [pet.label, pet.name]);
    set('petT', [pet.name]);
    if (pet.relation) set('petKindT', [pet.relation]);
  }
  const petNames = new Set(facts.pets.map((p) => p.name));
  const thing = shuffled(
    facts.named.filter((t) => !petNames.has(t.name)),
    rng,
  )[0];
  if (thing) {
    set('thing', [thing.label, thing.name]);
    set('thingName', [thing.name]);
    set('thingT', [thing.name]);
    set('thingBareT', [bare(thing.name)]);
  }
  const fear = shuffled(facts.fears, rng)[0];
  if (fear) {
    set('fear', fear);
    if (!/^(?:his|her|their|its)\s/i.test(fear[0])) set('fearT', fear.map(bare));
    const plurals = fear.filter((f) => isPluralNoun(f) && !/^(?:the|his|her|their|a|an)\s/i.test(f));
    set('fearPl', plurals, true);
  }
  const love = shuffled(facts.loves, rng)[0];
  if (love) {
    set('love', love);
    if (!/^(?:his|her|their|its)\s/i.test(love[0])) set('loveT', love.map(bare));
  }
  return { slots, plural };
}
