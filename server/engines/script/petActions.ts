// What an animal in the cast does in a picture: its species' own moves (a parrot flaps and perches, a dog
// wags and bounds), never a person's gestures — no hand on heart, no raised toast, no arm grabbed.
import { agree, type Character, isBaby } from './cast';
import type { Story } from './story';

const GROUPS: Array<[RegExp, (name: string, hero: string) => string[]]> = [
  [
    /parrot|budgie|cockatiel|canary|bird|macaw|owl|goose|duck|chicken|hen|rooster|pigeon|dove/,
    (n, h) => [
      `${n} flaps up onto ${h}'s shoulder, feathers ruffled.`,
      `${n} hops along the back of a chair, head cocked.`,
      `${n} spreads both wings wide with a screech.`,
      `${n} preens one wing, watching everything.`,
    ],
  ],
  [
    /dog|pup|puppy|corgi|poodle|labrador|beagle|pug|chihuahua|dachshund|terrier|retriever|spaniel|collie|husky/,
    (n, h) => [
      `${n} bounds in, tail wagging so hard the whole dog wiggles.`,
      `${n} sits at ${h}'s feet, ears up, tail thumping.`,
      `${n} sniffs the air and barks once.`,
      `${n} rolls over for a belly rub.`,
    ],
  ],
  [
    /cat|kitten|kitty/,
    (n, h) => [
      `${n} stretches on the windowsill, tail flicking.`,
      `${n} winds around ${h}'s ankles.`,
      `${n} watches from on top of the fridge, unimpressed.`,
      `${n} pounces on a shadow.`,
    ],
  ],
  [
    /fish/,
    (n) => [
      `${n} blows a row of bubbles in the bowl.`,
      `${n} does a quick lap of the bowl.`,
      `${n} stares out through the glass, fins fluttering.`,
    ],
  ],
  [/bee/, (n) => [`${n} buzz in a golden cloud.`, `${n} hum around the hive in a busy swirl.`]],
];

/** Whether a picture's action starts with this animal (or baby) alone, not with a list of who is there. */
export function isPetAction(action: string, pet: Character): boolean {
  return [pet.label, pet.short, pet.name].some(
    (n) => n && action.startsWith(n) && !/^(?:,\s+(?:\p{Lu}|the\s)| and )/u.test(action.slice(n.length)),
  );
}

/** A baby in the picture: what a baby does, never a grown-up's gesture. */
const BABY = (n: string, h: string) => [
  `${n} gurgles in ${h}'s arms, grabbing at everything.`,
  `${n} waves a rattle from the pram.`,
  `${n} claps two tiny hands and squeals.`,
  `${n} naps through all of it, fists curled.`,
  `${n} stares, wide-eyed, from the baby carrier.`,
];

/** An action for a pet, in its species' way, or for a baby, near the hero. */
export function petAction(story: Story, pet: Character): string {
  const kind = (pet.relation ?? '').toLowerCase();
  const make =
    (isBaby(pet) ? BABY : undefined) ??
    GROUPS.find(([re]) => re.test(kind))?.[1] ??
    ((n: string, h: string) => [
      `${n} scurries up beside ${h}, whiskers twitching.`,
      `${n} peeks out, nose twitching.`,
    ]);
  // Several of them ('the pigeons') flap, not flaps.
  const actions = make(pet.label, story.cast.hero.label).map((action) =>
    pet.plural ? `${pet.label} ${agree(pet, action.slice(pet.label.length + 1))}` : action,
  );
  return story.book.pick(actions);
}
