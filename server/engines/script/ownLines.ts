// Lines made of this person's own details, for the balloons a page wrote only stock lines for: what the hero
// says or thinks with their hobbies, job, dream, people and rival in it, and what their people say back. The
// book's memory takes one never said before; these are why no two people's books read alike.
import { capitalize, possessive } from '../answers/wording';
import { calledBy, type Character } from './cast';
import type { BalloonKind as Kind } from '../../../shared/script';
import type { Line } from './tools';
import { heroSays, type Story } from './story';
import { aboutMe } from './dialogue';

const HE_RELATION = new RegExp(
  '^(?:son|brother|husband|dad|daddy|father|grandpa|granda|grandad|uncle|boyfriend|nephew' +
    '|grandson|stepdad|stepson|bro|priest)$',
);
const SHE_RELATION = new RegExp(
  '^(?:daughter|sister|wife|mom|mum|mammy|mother|grandma|granny|nana|aunt|auntie|girlfriend' +
    '|niece|granddaughter|stepmom|stepdaughter|sis|babcia|nun)$',
);

/** He, she or they for someone from the answers, by their relation. */
function subjectOf(c: { relation?: string; plural: boolean }): string {
  if (c.plural) return 'they';
  if (HE_RELATION.test(c.relation ?? '')) return 'he';
  if (SHE_RELATION.test(c.relation ?? '')) return 'she';
  return 'they';
}

/** The job as the hero speaks of it: a retired bus driver was a bus driver. */
function jobWords(story: Story): { head?: string; was?: string } {
  const noun = story.life.job.noun;
  if (noun && /^retired\s+/i.test(noun)) return { was: noun.replace(/^retired\s+/i, '') };
  return { head: story.life.job.head };
}

/** What someone is to the hero, from their cast role: 'grandkid', 'friend, a priest' -> 'friend'. */
function relationWord(story: Story, c: Character): string | undefined {
  const word = c.role.replace(new RegExp(`^(?:${story.cast.pronouns.possessive}|their)\\s+`), '').split(/[,\s]/)[0];
  return word && word !== 'family' ? word : undefined;
}

const hobbyN = (story: Story, n: number) =>
  story.life.hobbies.length ? story.life.hobbies[Math.max(0, n) % story.life.hobbies.length].phrase : undefined;
const mine = (story: Story, phrase: string | undefined) => phrase && heroSays(story.cast, phrase, 'me');
const yours = (story: Story, phrase: string | undefined) => phrase && heroSays(story.cast, phrase, 'you');

/** The hero's own lines for a balloon of this kind. */
export function heroOwnLines(story: Story, kind: Kind, act: number): Line[] {
  // Said by the hero: 'riding my scooter', not 'riding her scooter'.
  const h0 = mine(story, hobbyN(story, 0));
  const h1 = story.life.hobbies.length > 1 ? mine(story, hobbyN(story, 1)) : undefined;
  const foe = story.plot.foe.the;
  // Said to the antagonist: 'martian robot', not 'the martian robot'.
  const foeV = foe.replace(/^the\s+/i, '');
  const { head: job, was } = jobWords(story);
  const town = story.places.town;
  const dreamTo = story.life.dream.to && heroSays(story.cast, story.life.dream.to, 'me');
  const dreamOf = story.life.dream.of && heroSays(story.cast, story.life.dream.of, 'me');
  const [c0, c1] = story.cast.people.filter((c) => !c.pet);
  const [p0, p1] = [c0?.short, c1?.short];
  const firstPet = story.cast.people.find((c) => c.pet);
  const pet = firstPet?.short;
  // Called by what they are: 'Pigeons, with me!', never 'The pigeons, with me!'.
  const petCalled = firstPet && capitalize(calledBy(firstPet));
  const thing = story.life.thing?.name;
  const school = story.cast.stage === 'child' || story.cast.stage === 'teen';
  const named = story.cast.named;
  if (act === 1) {
    // Everyday life, before the trouble starts: nobody has heard of the antagonist yet.
    return [
      h0 &&
        (kind === 'thought' ? `Only a few more hours until ${h0}.` : `Later: ${h0}. Nothing gets in the way of that.`),
      h1 && `If there's time after ${h0}, then ${h1}.`,
      school
        ? `One more day at ${story.places.work}. I can do one more day.`
        : job && `Another day as a ${job}. Let's go.`,
      was && `Years as a ${was}, and I still wake up at six.`,
      dreamTo && `One day I'm going to ${dreamTo}. I mean it.`,
      p0 && `${p0} will never believe what I'm planning.`,
      petCalled && `${petCalled}, don't look at me like that.`,
      thing && `Morning, ${thing}.`,
      `Nothing ever happens in ${town}. Nothing at all.`,
      named && `Up and at 'em, ${story.cast.hero.label}.`,
      named &&
        (kind === 'thought'
          ? `Another ordinary day for ${story.cast.hero.label}. Or is it?`
          : `Right. ${story.cast.hero.label} is ready for the day.`),
    ];
  }
  if (act === 5) {
    return [
      h0 && `Tomorrow, back to ${h0}. Some things never change.`,
      dreamTo && `Next stop: ${dreamTo}.`,
      p0 && `${p0}, you were amazing out there.`,
      petCalled && `${petCalled}, you're ${firstPet?.plural ? 'heroes' : 'a hero'} too.`,
      `${town} feels different now. Better.`,
      named && `Not bad, ${story.cast.hero.label}. Not bad at all.`,
      school
        ? `Wait until they hear about this at ${story.places.work}.`
        : job
          ? `Back to being a ${job} on Monday. A famous one.`
          : was && `Not bad for a retired ${was}.`,
    ];
  }
  if (kind === 'thought' || kind === 'whisper') {
    return [
      h0 && `Think about ${h0}. Steady hands. Breathe.`,
      h1 && `I'd give anything to be ${/ing\b/.test(h1.split(' ')[0]) ? h1 : `at ${h1}`} right now.`,
      job && `No ${job} training covers this.`,
      job && `If I can get through a day as a ${job}, I can get through this.`,
      was && `All those years as a ${was}. Nothing scared me then either.`,
      dreamTo && `I still have to ${dreamTo}. I can't stop here.`,
      dreamOf && `All this, and I still dream of ${dreamOf}.`,
      c0 && `What would ${p0} say if ${subjectOf(c0)} could see me now?`,
      p1 && `${p1} is counting on me. Keep going.`,
      pet && `Even ${pet} would be braver than this.`,
      thing && `Hang on, ${thing}. I'm coming.`,
      `${capitalize(foe)} doesn't know who they're dealing with.`,
      // Talking to yourself by name, as heroes do.
      named && `Come on, ${story.cast.hero.label}. You can do this.`,
      named && `Focus, ${story.cast.hero.label}. One thing at a time.`,
      named && `Deep breath, ${story.cast.hero.label}. Then go.`,
      `${town} deserves better than ${foe}.`,
    ];
  }
  return [
    h0 && `Years of ${h0} taught me one thing: never quit.`,
    h0 && `You want to see what ${h0} really looks like? Watch this!`,
    h1 && `Nobody said ${h1} would come in handy. Until today.`,
    job && `I'm a ${job}. I've handled worse before lunch.`,
    was && `I was a ${was} for years. I've handled worse before lunch.`,
    job && `Try being a ${job} for a week, ${foeV}. Then talk to me.`,
    dreamTo && `I'm going to ${dreamTo}. ${capitalize(foe)} won't stop me.`,
    dreamOf && `I didn't come this far to give up on ${dreamOf}.`,
    p0 && `${p0}, stay close. This is where it gets interesting.`,
    p1 && `Cover me, ${p1}!`,
    petCalled && `${petCalled}, with me!`,
    thing && `${thing} and me, against the world.`,
    `This is for ${town}, ${foeV}!`,
    named && `${story.cast.hero.label} is here! Nobody panic!`,
    named && `Nobody messes with ${story.cast.hero.label}, ${foeV}!`,
    `You picked the wrong town, ${foeV}.`,
    h0 && `${capitalize(foeV)}, meet ${h0}!`,
    h0 && `${capitalize(h0)}, don't fail me now!`,
    p0 && `For ${p0}! For ${town}!`,
    p1 && `This one's for you, ${p1}!`,
    was && `Here's something from my ${was} days, ${foeV}!`,
    job && `Every ${job} in ${town} would be proud of this one!`,
  ];
}

/** What someone from the answers says to the hero, with the hero's details in it. */
export function castOwnLines(story: Story, c: Character, act: number): Line[] {
  if (c.pet) return [];
  const H = story.cast.hero.label;
  const h0 = yours(story, hobbyN(story, story.cast.people.indexOf(c)));
  const { head: job, was } = jobWords(story);
  const dreamTo = story.life.dream.to && aboutMe(heroSays(story.cast, story.life.dream.to, 'you'), c);
  const foe = story.plot.foe.the;
  const town = story.places.town;
  if (c === story.cast.villain) {
    // Every one of these is said to the hero by name: not in a book in their memory.
    if (story.cast.inMemory) return [];
    if (act === 1) return [`Enjoy ${town} while you can, ${H}.`];
    return [
      h0 && `${capitalize(h0)}? That's all you've got, ${H}?`,
      job && `Go back to being a ${job}, ${H}.`,
      was && `Go back to your retirement, ${H}.`,
      dreamTo && `You'll never ${dreamTo}, ${H}. Not while I'm here.`,
      `${story.places.town} was mine before you woke up this morning, ${H}.`,
    ];
  }
  if (act === 1) {
    return [
      h0 && `${capitalize(h0)} again today, ${H}? Of course it is.`,
      story.cast.stage === 'child' || story.cast.stage === 'teen'
        ? `Don't be late for ${story.places.work}, ${H}!`
        : job
          ? `How was the life of a ${job} today, ${H}?`
          : was && `Still up at dawn like a ${was}, ${H}?`,
      dreamTo && `Still planning to ${dreamTo}, ${H}?`,
      `Big plans today, ${H}? You've got that look.`,
    ];
  }
  const other = story.cast.people.find((p) => p !== c && !p.pet)?.short;
  if (act === 5) {
    return [
      `I'm telling everyone in ${town} about this, ${H}.`,
      other && `Wait until ${other} hears the whole story, ${H}.`,
      other && `I knew you could do it, ${H}. I told ${other} so.`,
      `Next time, ${H}, you take me with you.`,
      `Did you see the look on ${possessive(foe)} face, ${H}?`,
      h0 && `Same time tomorrow, ${H}? ${capitalize(h0)}, like always.`,
      h0 && `After all that, ${H}, you still want to go ${/ing\b/.test(h0.split(' ')[0]) ? h0 : `back to ${h0}`}?`,
      dreamTo && `Now go and ${dreamTo}, ${H}. You've earned it.`,
      relationWord(story, c) && `Proudest ${relationWord(story, c)} in ${town}, right here.`,
    ];
  }
  return [
    h0 && `You've been practising ${h0} for years, ${H}. Use it!`,
    h0 && `Remember ${h0}? Same thing. Just bigger.`,
    job && `You're the best ${job} I know, ${H}. This is nothing.`,
    was &&
      `You drove through worse as a ${was}, ${H}. This is nothing.`.replace(
        'drove through worse',
        /driver/.test(was) ? 'drove through worse' : 'got through worse',
      ),
    dreamTo && `You still have to ${dreamTo}, ${H}. So win.`,
    `${capitalize(foe)} has no idea what ${H} can do.`,
    other && `${other} and I are right behind you, ${H}.`,
    `Whatever happens, ${H}, ${town} is with you.`,
    h0 && `Think of ${h0}, ${H}. Steady.`,
    `I've known ${H} forever. ${capitalize(foe)} doesn't stand a chance.`,
    relationWord(story, c) && `I'm ${possessive(H)} ${relationWord(story, c)}. Nobody messes with ${H}.`,
  ];
}
