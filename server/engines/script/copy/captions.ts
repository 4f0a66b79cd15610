// The narrators' copy, by moment of the story: manga keeps captions terse and dramatic; the vintage style
// talks like a radio serial announcer ("Meanwhile...", "Will our hero survive?"). Slots: fill.ts.
import type { StyleKey } from '../flavour';

export type CaptionKey =
  | 'open'
  | 'work'
  | 'hobbies'
  | 'evening'
  | 'omen'
  | 'challenge'
  | 'decision'
  | 'clash'
  | 'train'
  | 'trial'
  | 'chase'
  | 'setback'
  | 'rally'
  | 'eve'
  | 'showdown'
  | 'splash'
  | 'aftermath'
  | 'celebrate'
  | 'dream'
  | 'coda'
  | 'later';

/** Candidates for both styles, or each style's own. */
export type StyledCopy = readonly string[] | Readonly<Record<StyleKey, readonly string[]>>;

/** Every caption but the work day's (copy/everyday.ts). */
export const CAPTIONS: Record<Exclude<CaptionKey, 'work'>, StyledCopy> = {
  open: {
    manga: [
      'The town of {town}. A morning like any other.',
      '{town}. Nobody here knows it yet, but a legend lives on this street.',
      'Every legend starts somewhere. This one starts in {town}.',
    ],
    vintage: [
      'Our story begins in the peaceful town of {town}...',
      "It's a fine morning in {town}, and all is well. For now!",
      'Meet {hero}, the pride of {town}!',
    ],
  },
  hobbies: [
    "{afterTheDay}, it's all about {hobbyList}.",
    '{hero|poss} favorite things in the world: {hobbyList}.',
    '{hero|poss} favorite pastime, in {their} own words: {quotes.hobbies}.',
  ],
  evening: {
    manga: ['Night falls over {town}.', 'That night, the stars look strangely bright.'],
    vintage: ['That evening, as the radio plays softly...', 'Night falls on {town}. But not for long!'],
  },
  omen: {
    manga: [
      'Then, without warning, the sky over {town} splits open.',
      'A shadow moves across {omen}.',
      'Something is coming. {hero} can feel it.',
    ],
    vintage: [
      'Meanwhile, across town, a sinister plan is hatching!',
      'Little does {hero} know that danger lurks in {omen}!',
      "But what's this? Trouble is brewing in {omen}!",
    ],
  },
  challenge: {
    manga: [
      '{?premise}And so it begins. This is {aGenreStory}, after all.',
      'Every {genre} story needs {antagonist}. This one just arrived.',
    ],
    vintage: [
      '{?premise}And so begins {aGenreStory} for the ages!',
      'Every {genre} story needs {antagonist}. This one just arrived.',
    ],
  },
  decision: {
    manga: ['The choice is made. There is no turning back.', '{hero} makes a decision.'],
    vintage: ['Will {hero} take up the challenge? You bet!', "There's only one thing to do, and {hero} knows it!"],
  },
  clash: {
    manga: ['The first clash! It is over in seconds.', 'Round one goes to {foe.the}.'],
    vintage: ['Can it be? Is this the end of our hero?', 'Round one goes to {foe.the}!'],
  },
  train: {
    manga: [
      'Day after day, the training continues.',
      'Sweat. Blisters. More sweat.',
      'The training arc begins!',
      'Hours become days. Days become a montage.',
      'The training grows harder.',
    ],
    vintage: [
      'Morning, noon and night, {hero} practices!',
      'Meanwhile, the practice goes on!',
      'Hour after hour, our hero drills!',
      'No time to lose! Every minute counts!',
      'Practice makes perfect, folks!',
    ],
  },
  trial: {
    manga: ['A new trial awaits.', 'The path grows steeper.', 'Another obstacle. Another lesson.'],
    vintage: ["But our hero's troubles are only beginning!", 'What fresh peril is this?', 'Danger at every turn!'],
  },
  chase: {
    manga: ['No time to think. Only time to run!', 'The chase is on!'],
    vintage: ['A chase through the streets of {town}!', 'Hold on to your hats, folks!'],
  },
  setback: {
    manga: ['And then, everything falls apart.', 'The worst has happened.'],
    vintage: ['Disaster strikes! Is all lost?', 'Dark days for our hero...'],
  },
  rally: {
    manga: ['In the darkest hour, a voice.', '{hero} remembers why this matters.'],
    vintage: ['But wait! Help comes from where you least expect it!', 'Never count out {hero}, folks!'],
  },
  eve: {
    manga: ['The night before the final battle.', 'Tomorrow, everything is decided.'],
    vintage: ['The night before the big day...', 'Tomorrow is the day! Tune in, folks!'],
  },
  showdown: {
    manga: [
      'The final battle. “{title}” comes down to this.',
      'Everything “{title}” promised comes down to this moment.',
    ],
    vintage: ['And now, the moment of truth in “{title}”!', 'The big showdown of “{title}” is here, folks!'],
  },
  splash: { manga: ['This is it!', 'Now!'], vintage: ['And then...!', 'Look! Up there!'] },
  aftermath: {
    manga: ['Silence. Then, slowly, the dust settles.', "It's over."],
    vintage: ["And just like that, it's over!", 'Victory!'],
  },
  celebrate: {
    manga: ['That evening, {town} celebrates.', 'Word spreads fast in {town}.'],
    vintage: ['Extra, extra! {hero} saves the day!', 'That night, all of {town} turns out to celebrate!'],
  },
  dream: [
    "And the dream to {dream.to}? It's closer than ever.",
    'And the dream of {dream.of}? Closer than ever.',
    'And the dream, {dream.quote}? Closer than ever.',
    'Some dreams take a lifetime. This one took a comic book.',
  ],
  coda: {
    manga: ['Some days later.', 'Later, back where it all began.'],
    vintage: ['A few days later...', 'And so, life in {town} goes back to normal. Almost!'],
  },
  later: { manga: ['The next morning.', 'Life goes on.'], vintage: ['The next morning...', 'Later that week...'] },
};
