// Dialogue: what each kind of character says on each occasion, in their voice (a parent nags, a partner
// teases, kids shout, a pet barks), filled only with answer phrases in forms that fit the sentence. Every call
// returns several candidates; the book's memory picks one never said before.
import { type Character, isBaby } from './cast';
import { EXCLAIM } from './flavour';
import { kinOf } from './familyWords';
import { heroSays, type Story } from './story';
import { isPluralNoun } from '../answers/nouns';
import { escapeRegExp } from '../answers/phrases';
import type { Line } from './tools';

export type Occasion = 'greet' | 'tease' | 'worry' | 'encourage' | 'coach' | 'help' | 'celebrate' | 'farewell';

/** A hobby said to the hero: 'riding your scooter'. */
const hobbyOf = (story: Story, i = 0) => {
  const phrase = story.life.hobbies[i % Math.max(story.life.hobbies.length, 1)]?.phrase;
  return phrase && heroSays(story.cast, phrase, 'you');
};

/** A phrase said by someone it names: 'beat Reg at the leek show', said by Reg, is 'beat me at the leek show'. */
export function aboutMe(phrase: string, c: Character): string {
  return phrase.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(c.short)}(?![\\p{L}'’])`, 'gu'), 'me');
}

/** An animal's sounds by its kind ('beagle', 'cat'); an unknown kind gets a generic happy noise. */
export function animalSounds(kind: string): string[] {
  return /dog|pup|corgi|poodle|labrador|beagle|pug|chihuahua|dachshund|terrier|retriever|spaniel|collie|husky/.test(
    kind,
  )
    ? ['Woof!', 'Woof! Woof!', 'Arf?', 'Grrr... WOOF!', 'Awoooo!', 'Yip!', 'Wuff.']
    : /cat|kitten|kitty/.test(kind)
      ? ['Mrrrow.', 'Meow?', 'Hsssss!', 'Purrrrr.', 'Mew!', 'Mrrp.', 'MEOW!']
      : /fish/.test(kind)
        ? ['Blub.', 'Blub, blub!', 'Blub?', 'BLUB!', 'Bloop.', '...Blub.']
        : /parrot|budgie|cockatiel|canary/.test(kind)
          ? ['Squawk!', 'Pretty bird!', 'SQUAWK! Danger!', 'Hello! Hello!', 'Tweet?', 'Rawk!']
          : /goose|duck|chicken|hen|rooster/.test(kind)
            ? ['Honk!', 'Quack?', 'Bawk!', 'HONK! HONK!', 'Cluck.', 'Honk...']
            : /pigeon|dove/.test(kind)
              ? ['Coo!', 'Coo-coo.', 'Crrroo?', 'COO!', 'Prrrp.', 'Coo...']
              : /bird|finch|sparrow|robin/.test(kind)
                ? ['Tweet!', 'Cheep!', 'Tweet tweet!', 'Chirp?', 'Peep.', 'TWEET!']
                : /horse|pony/.test(kind)
                  ? ['Neigh!', 'Whinny!', 'Snort.', 'NEIGH!', 'Hrrmph.', 'Nicker.']
                  : /llama|alpaca/.test(kind)
                    ? ['Hmmm.', 'Mmm?', 'Hum!', 'Mwa.', 'Hmmmm!', 'Mm.']
                    : /turtle|tortoise/.test(kind)
                      ? ['Munch.', 'Hmph.', 'Crunch.', 'Hiss.', 'Mmm.', 'Munch, munch.']
                      : ['Squeak!', 'Squeak?', 'Sniff, sniff.', 'Chirp!', 'Hrrmph.', 'Eep!'];
}

/** A pet's lines: the sounds of its kind (a worried pet skips the happy ones). */
function petLines(c: Character, occasion: Occasion): Line[] {
  const sound = animalSounds(c.relation ?? '');
  return occasion === 'worry' ? sound.slice(2) : sound;
}

/** Whether someone says only sounds: a pet, or a baby ('our baby Noah' does not talk in sentences yet). */
export const babbles = (c: Character) => c.pet || isBaby(c);

/** A baby's sounds (a worried baby cries). */
function babyLines(occasion: Occasion): Line[] {
  return occasion === 'worry'
    ? ['Waaah!', 'Uh-oh.', 'Waaah! Waaah!', 'Hic!']
    : ['Ga!', 'Goo goo!', 'Ba-ba-ba!', 'Hee hee!', 'Ah-boo!', 'Wheee!'];
}

export function lines(story: Story, c: Character, occasion: Occasion): Line[] {
  if (c.pet) return petLines(c, occasion);
  if (babbles(c)) return babyLines(occasion);
  const H = story.cast.hero.label;
  const we = c.plural ? 'we' : 'I';
  const us = c.plural ? 'us' : 'me';
  const hobby = hobbyOf(story, story.cast.people.indexOf(c));
  const job = story.life.job.noun;
  const dreamTo = story.life.dream.to && aboutMe(heroSays(story.cast, story.life.dream.to, 'you'), c);
  const dreamOf = story.life.dream.of && aboutMe(heroSays(story.cast, story.life.dream.of, 'you'), c);
  const foe = story.plot.foe.the;
  const v = c.voice;
  // A senior's sons and daughters are grown-ups: they fuss over the hero, they do not ask to stay home from
  // school. Grandchildren, and the children of a younger hero, talk as children.
  const grown = v === 'child' && story.cast.stage === 'senior' && kinOf(story, c) === 'child';
  const kid = v === 'child' && !grown;
  const spouse =
    story.cast.pronouns.subject === 'he'
      ? 'husband'
      : story.cast.pronouns.subject === 'she'
        ? 'wife'
        : 'favorite person';
  const ex = () => story.book.pick(EXCLAIM[story.voice.style]);
  const pools: Record<Occasion, Line[]> = {
    greet: [
      v === 'parent' && `Did you eat breakfast, ${H}? You never eat breakfast.`,
      v === 'parent' && `You look tired, ${H}. Are you sleeping at all?`,
      v === 'grandparent' && `Come here and let me pinch those cheeks, ${H}.`,
      v === 'grandparent' && hobby && `In my day we didn't have ${hobby}. We had chores.`,
      v === 'partner' && `Morning, sunshine. The coffee's on.`,
      v === 'partner' && hobby && `You were talking in your sleep again. Something about ${hobby}.`,
      kid && `${c.plural ? 'We' : 'I'} made breakfast! It's mostly cereal.`,
      kid && `Can ${we} stay home today? Please? Pleeease?`,
      grown && `${c.plural ? 'We' : 'I'} brought groceries. And yes, you needed them.`,
      grown && `Up since five again? Of course you were.`,
      v === 'sibling' && `You're hogging the bathroom again, ${H}!`,
      v === 'sibling' && `Guess who ate the last cookie? Not me. Definitely not me.`,
      (v === 'relative' || v === 'friend') && `Morning, ${H}! Got a minute? It's important. Sort of.`,
      (v === 'relative' || v === 'friend') && `Look who's up early!`,
    ],
    tease: [
      hobby && `You and ${hobby} again? Just marry it already.`,
      hobby && `Bet you can't go one whole day without ${hobby}.`,
      dreamOf && `Let me guess. You're thinking about ${dreamOf} again.`,
      job && `Is this what ${c.plural ? 'they' : 'people'} mean by a hard-working ${job}?`,
      `${H}, you've got that look again. The scheming one.`,
      `Five minutes. You said five minutes, two hours ago.`,
      v === 'sibling' && `Mom always liked you best. It's so unfair.`,
      v === 'partner' && `This is why I married you. Mostly.`,
    ],
    worry: [
      v === 'parent' && `${foe}? Oh no. Take a warm coat, at least.`,
      v === 'parent' && `I didn't raise you to fight ${foe}. But I did raise you to win.`,
      v === 'grandparent' && `Back in my day we'd have chased ${foe} off with a broom.`,
      v === 'partner' && `Promise me you'll be home for dinner.`,
      v === 'partner' && `If anything happens to you, I'm eating your dessert. Forever.`,
      kid && `Are you going to be okay? Really okay?`,
      grown && `Call ${us} the minute it's over. The minute.`,
      v === 'sibling' && `Nobody gets to beat you up except me. Go get ${foe}.`,
      v === 'friend' && `I've got a bad feeling about this, ${H}.`,
      v === 'friend' && `Whatever happens, ${we}'ve got your back.`,
      `Be careful out there, ${H}.`,
      `${ex()} This is really happening, isn't it?`,
    ],
    encourage: [
      v === 'parent' && `You've been stubborn since the day you were born, ${H}. Use it.`,
      v === 'grandparent' && `I've seen you fall down a hundred times. You always get up.`,
      v === 'partner' && `I fell for the bravest person I know. Go prove me right.`,
      kid && `You always tell ${us} never to give up!`,
      grown && `You raised ${us} never to give up. Your turn.`,
      v === 'sibling' && `If you quit now, I'm telling everyone. Everyone.`,
      v === 'friend' && `We didn't come this far to watch you quit, ${H}!`,
      v === 'friend' && hobby && `Remember ${hobby}? You never gave up on that. Not once.`,
      dreamTo && `What about your dream? You're going to ${dreamTo}, remember?`,
      dreamOf && `You told ${us} about ${dreamOf} a thousand times. Don't stop now.`,
      `Get up, ${H}. The story isn't over.`,
      `You're not done yet, ${H}. Not even close.`,
      `Hey. Look at me. You've got this.`,
      `Nobody else could do this. Only you, ${H}.`,
    ],
    coach: [
      `Again! Faster!`,
      `Bend your knees. No, the other knees.`,
      // 'Your salsa dancing is sloppy', never 'your doing the crossword is sloppy': a short pastime, or a thing.
      hobby &&
        !/\b(?:your|my|his|her|their)\b/.test(hobby) &&
        (hobby.split(' ').length <= 2 || !/^\p{L}+ing\b/u.test(hobby)) &&
        `Your ${hobby} ${!/^\p{L}+ing\b/u.test(hobby) && isPluralNoun(hobby) ? 'are' : 'is'} sloppy today. Again!`,
      `Breathe in. Breathe out. Now hit it!`,
      `That was terrible. Do it again, but less terrible.`,
      `Ten more! Then ten more after that!`,
      `Not bad, ${H}. Not good either, but not bad.`,
      `${ex()} Did you see that?`,
    ],
    help: [
      `Go, ${H}! ${c.plural ? 'We' : 'I'}'ll hold them off!`,
      `Now, ${H}! Do it now!`,
      `Nobody messes with ${H}! Nobody!`,
      `You can do this, ${H}!`,
      `${ex()} Look out, ${H}!`,
      kid && `Get ${foe}! Get 'em!`,
      grown && `Go on! Show ${foe} how it's done!`,
      v === 'parent' && `That's my kid out there!`,
      v === 'grandparent' && `Give 'em what for, ${H}!`,
      v === 'partner' && `That's my ${spouse} out there!`,
    ],
    celebrate: [
      v === 'parent' && `That's my kid! Did everyone see that?`,
      v === 'grandparent' && `I knew it all along. I told everyone at bingo.`,
      v === 'partner' && `My hero. Literally, this time.`,
      kid && `That was the coolest thing EVER!`,
      grown && `${c.plural ? "We're" : "I'm"} telling the whole family. Twice.`,
      v === 'sibling' && `Fine. You're the cool one. For today.`,
      v === 'friend' && `Drinks are on ${H}!`,
      v === 'friend' && `I'm telling this story at every party for the rest of my life.`,
      v === 'relative' && `The whole family is talking about you, ${H}!`,
      `${ex()} You did it, ${H}!`,
      `Three cheers for ${H}!`,
    ],
    farewell: [
      `Same time tomorrow, ${H}?`,
      `Don't stay out too late, ${H}.`,
      `See you later, hero.`,
      `Save some adventure for the rest of us.`,
    ],
  };
  return pools[occasion];
}

/** The antagonist's lines. Contest mode keeps them petty, not evil. */
export function villainLines(story: Story, occasion: 'arrive' | 'taunt' | 'win' | 'lose'): Line[] {
  const lines = antagonistLines(story, occasion);
  // In a book in someone's memory nobody threatens them by name.
  const H = story.cast.hero.label;
  return story.cast.inMemory ? lines.filter((line) => typeof line !== 'string' || !line.includes(H)) : lines;
}

function antagonistLines(story: Story, occasion: 'arrive' | 'taunt' | 'win' | 'lose'): Line[] {
  const H = story.cast.hero.label;
  const hobby = hobbyOf(story);
  const laugh = story.voice.style === 'manga' ? 'Hmph. Fufufu...' : 'Nyeh-heh-heh!';
  if (story.plot.mode === 'contest') {
    return {
      arrive: [
        `This year, ${story.plot.event} is mine. Mine!`,
        `Well, well. If it isn't ${H}.`,
        `Nobody wins in this town without going through me.`,
      ],
      taunt: [
        hobby && `${hobby}? How adorable. How very amateur.`,
        `You haven't got a chance, ${H}.`,
        `I've already polished my trophy shelf.`,
        laugh,
      ],
      win: [
        `Ha! Better luck next year, ${H}.`,
        `Oops. Did I do that? Silly me.`,
        `Looks like somebody's going home empty-handed.`,
      ],
      lose: [
        `Impossible! I practiced for weeks!`,
        `Fine. FINE. Next year, ${H}. Next year!`,
        `I... I suppose that was rather good.`,
      ],
    }[occasion];
  }
  return {
    arrive: [
      `So you're the famous ${H}. I expected someone taller.`,
      `At last, ${H}. I've been waiting for you.`,
      `Bow before me, ${H}!`,
      `${laugh} This town is mine now.`,
    ],
    taunt: [
      hobby && `${hobby}? That's your weapon? How quaint.`,
      `Give up, ${H}. You can't win.`,
      `Is that all you've got?`,
      laugh,
      `You're nothing but a speed bump, ${H}.`,
    ],
    win: [
      `${laugh} Too slow, ${H}!`,
      `Did you really think it would be that easy?`,
      `Run home, ${H}. Run home while you still can.`,
    ],
    lose: [`No! This can't be! Not like this!`, `Curse you, ${H}!`, `I'll be back! Probably! After a nap!`],
  }[occasion];
}
