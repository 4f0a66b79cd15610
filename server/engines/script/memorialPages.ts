// A book in someone's memory (answers/memorial.ts) has a shape of its own, not the adventure the other books
// are written into: the family gathers round the photo album, remembers the hero at work and at what they
// loved (the hero drawn in those memories), tells its stories, and lives the hero's dream for them (or a day of
// what they loved), back home at the end. No villain, no slapstick, no word of the loss; everyone named speaks.
// The words are copy (copy/memorial.ts); each planned page (plan.ts) gets the beat its act asks for.
import { agree, type Character } from './cast';
import {
  ASKING,
  AT_LAST,
  HERO_AT_WORK,
  HERO_REMEMBERED,
  MEMORIAL_CAPTIONS,
  MEMORIAL_SUMMARIES,
  MEMORIAL_TITLES,
  ON_THE_WAY,
  QUIET_NOW,
  QUIET_THEN,
  REMEMBERING,
  WITH_THE_HERO,
  type MemorialBeat,
} from './copy/memorial';
import { joinList } from '../answers/wording';
import { face } from './expressions';
import { heroAs, kinOf } from './familyWords';
import { candidates, type Slots } from './fill';
import { type Draft, hobbyAt, silent, whoNext } from './pageKit';
import type { PanelSpec } from './panels';
import type { PlannedPage } from './plan';
import type { Story } from './story';
import type { Line } from './tools';
import { storyWords } from './words';

/**
 * The beat of each planned page (plan.ts): the album first and the end last, the dream lived on the splash
 * page after the way there (act 4), home again (act 5), and between them memories of the hero's days and of
 * what they loved, each followed by the family's stories (they have the most to say: a long book is mostly
 * theirs).
 */
export function memorialBeats(story: Pick<Story, 'cast' | 'life'>, plan: PlannedPage[]): MemorialBeat[] {
  // A child's days are school, and a job the answers do not name is not shown: their memories are of what
  // they loved.
  const grownUp = story.cast.stage !== 'child' && story.cast.stage !== 'teen' && Boolean(story.life.job.noun);
  const cycle: MemorialBeat[] = [grownUp ? 'life' : 'hobby', 'stories', 'hobby', 'stories', 'stories'];
  let turn = 0;
  let journeys = 0;
  return plan.map((planned, i) => {
    if (i === 0) return 'gather';
    if (i === plan.length - 1) return 'end';
    if (planned.beat === 'splash') return 'moment';
    if (planned.act === 4 && journeys < 2) {
      journeys += 1;
      return 'journey';
    }
    if (planned.act === 5 && plan[i - 1].act !== 5) return 'close';
    return cycle[turn++ % cycle.length];
  });
}

/** The page's draft (its titles, summaries and panels); `number` turns through the hero's pastimes. */
export function memorialPage(story: Story, beat: MemorialBeat, number: number): Draft {
  const hobby = hobbyAt(story, number);
  const words: Slots = {
    ...storyWords(story),
    hobby: hobby?.short,
    hobbyPlace: hobby?.place ?? story.places.hobby,
    they: story.cast.pronouns.subject ?? 'they',
  };
  return {
    titles: candidates(MEMORIAL_TITLES[beat], words),
    summaries: candidates(MEMORIAL_SUMMARIES[beat], words),
    // A panel left with nothing to say (every line of its speaker said) is narrated instead: a memory of the
    // hero in the words of then, a panel of the family in those of now.
    panels: PANELS[beat](story, words).map((panel) => ({
      quietCaption: candidates(panel.action.startsWith(story.cast.hero.label) ? QUIET_THEN : QUIET_NOW, words),
      ...panel,
    })),
  };
}

type PageOf = (story: Story, words: Slots, beat?: MemorialBeat) => PanelSpec[];

/** Someone of the family telling their story ({who} and their {face}). */
const TELLING = [
  '{who}, {face}, {remembers}.',
  '{who} {turns} a page of the album, {face}.',
  '{who} {points} at an old photo, {face}.',
  '{who}, {face}, {tells} the story.',
  '{who} {holds} up an old photo, {face}.',
];
/** The verbs of TELLING, each agreeing with its teller ('The three grandkids hold up…'). */
const TELLING_VERBS = ['remembers', 'turns', 'points', 'tells', 'holds'];
/** The family together, now. */
const TOGETHER = [
  'Cups of tea on the table, the photo album open; everyone talking at once.',
  'The family round the kitchen table, old photos spread out between the cups.',
  'A box of old photos tipped out on the rug; everyone leaning in.',
  'The living room in lamplight, the album passed from hand to hand.',
];

/** The people of the answers who can speak (pets make their own noises elsewhere), least heard first. */
const tellers = (story: Story, n: number) =>
  whoNext(
    story,
    story.cast.people.filter((c) => !c.pet),
    n,
  );

/**
 * A teller's lines, with what they call the hero filled in. Two people side by side never say the same
 * sentence with a different name in it ('Grandpa loved…', 'Joe loved…'): each person of the answers has every
 * other line of a list, by their place in the cast.
 */
function said(story: Story, teller: Character, words: Slots, from: readonly string[]): Line[] {
  const turn = Math.max(0, story.cast.people.indexOf(teller)) % 2;
  const mine = from.length > 3 ? from.filter((_, i) => i % 2 === turn) : from;
  // Their own half first, in a seeded order; the other half once theirs is said (a long book, few people).
  const order = [
    ...shuffled(story, mine),
    ...shuffled(
      story,
      from.filter((line) => !mine.includes(line)),
    ),
  ];
  return candidates(order, { ...words, calls: heroAs(story, teller) ?? story.cast.hero.label });
}

/** A seeded shuffle (the book's dice). */
function shuffled<T>(story: Story, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(story.book.rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Narration for the beat. */
const caption = (words: Slots, beat: MemorialBeat) => candidates(MEMORIAL_CAPTIONS[beat], words);

/** The family now, one panel each: a child of the family asks, the others remember. */
function remembering(story: Story, words: Slots, people: Character[], setting: string): PanelSpec[] {
  return people.map((c, i) => ({
    shot: i % 2 ? 'close-up' : 'medium',
    setting,
    // Never the hero's name in a panel of now: a panel that names them draws them there.
    action: TELLING_VERBS.reduce(
      (text, verb) => text.replace(`{${verb}}`, agree(c, verb)),
      story.book
        .pick(TELLING)
        .replace('{who}', c.label)
        .replace('{face}', face(story, i % 2 ? 'moved' : 'happy')),
    ),
    say: [
      {
        who: c,
        lines: [
          ...(kinOf(story, c) === 'grandchild' ? said(story, c, words, ASKING) : []),
          ...said(story, c, words, REMEMBERING),
        ],
        prefer: true,
      },
    ],
  }));
}

/** A place with nobody in it, when the answers name no one to be there. */
const emptyPlace = (setting: string, action: string, caption: Line[]): PanelSpec => ({
  shot: 'establishing',
  setting,
  action,
  caption,
});

const PANELS: Record<MemorialBeat, PageOf> = {
  gather: (story, words) => {
    const { home } = story.places;
    const people = tellers(story, 3);
    return [
      {
        shot: 'establishing',
        setting: home,
        // The place by no one's name: a panel naming the hero draws the hero there.
        action: 'The living room on a quiet evening; family photos line the shelves.',
        caption: caption(words, 'gather'),
      },
      ...(people.length
        ? remembering(story, words, people, `${home}, round an open photo album`)
        : [
            emptyPlace(home, 'A framed photo on the shelf, in warm lamplight.', caption(words, 'gather')),
            emptyPlace(home, 'An open photo album on the table.', caption(words, 'stories')),
          ]),
    ];
  },
  life: (story, words) => {
    const H = story.cast.hero;
    const work = story.places.work;
    return [
      {
        shot: 'wide',
        setting: work,
        action: `${H.label} at ${work}, years ago, busy as ever.`,
        caption: caption(words, 'life'),
      },
      {
        shot: 'medium',
        setting: work,
        action: `${H.label}, ${face(story, 'proud')}, stops for a moment.`,
        say: [{ who: H, lines: candidates(HERO_AT_WORK, words) }],
      },
      {
        shot: 'close-up',
        setting: work,
        action: `${H.label}, ${face(story, 'happy')}.`,
        caption: caption(words, 'life'),
      },
    ];
  },
  hobby: (story, words) => {
    const H = story.cast.hero;
    const place = String(words.hobbyPlace);
    const [with1] = tellers(story, 1);
    return [
      {
        shot: 'wide',
        setting: place,
        action: `${H.label} at ${place}, years ago, happy as can be.`,
        caption: caption(words, 'hobby'),
      },
      {
        shot: 'medium',
        setting: place,
        action: with1
          ? `${H.label} and ${with1.label} side by side, ${face(story, 'happy')}.`
          : `${H.label}, ${face(story, 'happy')}.`,
        say: [
          { who: H, lines: candidates(HERO_REMEMBERED, words) },
          ...(with1 ? [{ who: with1, lines: said(story, with1, words, WITH_THE_HERO), prefer: true }] : []),
        ],
      },
      {
        shot: 'close-up',
        setting: place,
        action: `${H.label}, eyes crinkling with a smile.`,
        caption: caption(words, 'hobby'),
      },
    ];
  },
  stories: (story, words) => {
    const { home } = story.places;
    const people = tellers(story, 2);
    const opening: PanelSpec = {
      shot: 'establishing',
      setting: home,
      action: story.book.pick(TOGETHER),
      caption: caption(words, 'stories'),
    };
    return people.length
      ? [opening, ...remembering(story, words, people, home)]
      : [opening, ...PANELS.hobby(story, words).slice(0, 2)];
  },
  journey: (story, words) => {
    const people = tellers(story, 2);
    const dream = story.life.dream.to;
    const setting = dream ? 'the open road' : String(words.hobbyPlace);
    return [
      {
        shot: 'establishing',
        setting,
        // The family by name, so the art draws them (never the hero's name: that would draw the hero).
        action: people.length
          ? `${joinList(people.map((c) => c.label))} ${dream ? 'set off' : 'arrive'} together, a framed photo held.`
          : 'A framed photo on the dashboard, the way ahead bright and wide.',
        caption: caption(words, 'journey'),
      },
      ...people.map((c, i) => ({
        shot: i ? ('close-up' as const) : ('medium' as const),
        setting,
        action: `${c.label}, ${face(story, 'moved')}, ${agree(c, 'looks')} ahead.`,
        say: [{ who: c, lines: said(story, c, words, ON_THE_WAY), prefer: true }],
      })),
      ...(people.length < 2 ? [emptyPlace(setting, 'The way ahead, bright and wide.', caption(words, 'journey'))] : []),
    ];
  },
  moment: (story, words) => {
    const everyone = tellers(story, 3);
    const [first] = everyone;
    const dream = story.life.dream.to;
    const family = everyone.length ? joinList(everyone.map((c) => c.label)) : 'The whole family';
    return [
      {
        // With nobody named, a wide shot of 'the whole family' would draw the hero there: the place alone.
        shot: everyone.length ? 'wide' : 'establishing',
        setting: dream ? 'a hilltop at sunset' : String(words.hobbyPlace),
        action: `${family}, arm in arm${dream ? `, as they ${dream}` : ''}; a framed photo held high.`,
        caption: caption(words, 'moment'),
        ...(first ? { say: [{ who: first, lines: said(story, first, words, AT_LAST), prefer: true }] } : {}),
      },
    ];
  },
  end: (story, words) => PANELS.close(story, words, 'end'),
  close: (story, words, beat: MemorialBeat = 'close') => {
    const { home } = story.places;
    // Everyone named who has not spoken yet has their say here.
    const quiet = silent(story).filter((c) => !c.pet);
    const people = [...quiet, ...tellers(story, 2).filter((c) => !quiet.includes(c))].slice(0, 3);
    return [
      {
        shot: 'establishing',
        setting: home,
        action: 'Back home: a new photo on the shelf, beside the old ones.',
        caption: caption(words, beat),
      },
      ...remembering(story, words, people, home),
      ...(people.length < 2 ? [emptyPlace(home, 'The lamp glows in the window.', caption(words, beat))] : []),
    ];
  },
};
