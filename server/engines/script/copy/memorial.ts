// The copy of a book in someone's memory (answers/memorial.ts, memorialPages.ts): warm, told by the people who
// love them, never a word of the loss itself, no villain and no slapstick. Slots: fill.ts and words.ts, and the
// page's own: {hobby} (one of the hero's pastimes), {teller} (who speaks), {calls} (what the teller calls the
// hero: 'Grandpa' for a grandchild, the name for a wife), {they} and {were} (the hero's subject and its verb).

/** A page of the book, by what it does (memorialPages.ts picks one for each planned page). */
export type MemorialBeat = 'gather' | 'life' | 'hobby' | 'stories' | 'journey' | 'moment' | 'close' | 'end';

export const MEMORIAL_TITLES: Record<MemorialBeat, readonly string[]> = {
  gather: ['Remembering {hero}', 'The Photo Album', '{hero|poss} Story'],
  life: ['Working Days', 'A Good Day’s Work', '{hero} at Work', 'Every Day', 'Busy Years', 'Nine to Five, and More'],
  hobby: [
    '{hobby|title} Days',
    'Happy Places',
    'Days Like These',
    'The Best of Times',
    'Sunny Days',
    'Just Like Old Times',
    'One More Time',
  ],
  stories: [
    'Do You Remember?',
    'Family Stories',
    'Stories of {hero}',
    'The Ones We Tell',
    'More Stories',
    'And Another Thing',
    'That Time When…',
    'Told Again',
    'The Album',
    'Laughing Still',
    'Favourite Pictures',
    'Once More',
  ],
  journey: ['The Journey', 'On the Way', 'For {hero}', 'Nearly There'],
  moment: ['This One’s for You', 'At Last', 'Together'],
  close: ['Home', 'Home Again', 'Keeping the Stories'],
  end: ['Always With Us', 'The Story Goes On'],
};

export const MEMORIAL_SUMMARIES: Record<MemorialBeat, readonly string[]> = {
  gather: [
    'The family opens the photo album and begins the story of {hero}.',
    'Everyone gathers at {home} to remember {hero}.',
  ],
  life: [
    'A look back at {hero|poss} days as {job.a}.',
    'A look back at {hero|poss} everyday, as the family remembers it.',
    'The family remembers {hero} at work.',
    'Another memory of {hero|poss} working days.',
  ],
  hobby: ['{hero} at {hobbyPlace}, doing what {they} loved most: {hobby}.', 'Another memory of {hero} and {hobby}.'],
  stories: [
    'Each of the family tells a favourite story of {hero}.',
    'More stories of {hero}, and more laughter.',
    'The album turns another page, and the stories keep coming.',
    'Everyone remembers {hero} a little differently.',
  ],
  journey: [
    'The family sets off to {dream.to}, the way {hero} always wanted.',
    'On the way, for {hero}.',
    'The family spends the day at {hobbyPlace}, for {hero}.',
  ],
  moment: ['At last, together, for {hero}.'],
  close: [
    'Back home, {hero|poss} story goes on in everyone who loves {them}.',
    'Home again, with new stories to keep.',
  ],
  end: ['The end of the book, and not the end of {hero|poss} story.'],
};

/** Narration, by beat. */
export const MEMORIAL_CAPTIONS: Record<MemorialBeat, readonly string[]> = {
  gather: [
    'This is the story of {hero}, told by the people who love {them}.',
    'Every family has its stories. These are {hero|poss}.',
    '{title}. {premise}',
  ],
  life: [
    'Years ago… {hero} was {job.a}.',
    'In {their} own words: {job.quote}',
    'Day after day, {hero} gave it {their} all.',
    'That was {hero}: always busy, always there.',
    'Those were busy years for {hero}.',
    'Everyone who worked with {hero} has a story too.',
  ],
  hobby: [
    'Nothing made {hero} happier than {hobby}.',
    '{hobby|cap} was {their} happy place.',
    'Whenever there was time, there was {hobby}.',
    'It was always like this with {hero}.',
  ],
  stories: [
    'Everyone has a story about {hero}.',
    'And then there was the time…',
    'The stories get better every time they are told.',
    'Some stories are told again and again.',
  ],
  journey: [
    '{hero} always said {they} would {dream.to} one day.',
    'So the family went, for {them}.',
    'Every mile of the way, {hero} was with them.',
    'A day of {hobby}, the way {hero} liked it.',
  ],
  moment: ['For {hero}.', 'At last.'],
  close: [
    'Some people stay with us always. {hero} is one of them.',
    'Home again, with a new story to tell about {hero}.',
    'Every photo on that shelf has a story, and {hero} is in most of them.',
  ],
  end: ['{hero}. Always with us.', 'The end. But never the end of {hero|poss} story.'],
};

// The lines carry something of this person (their pastime, work, dream): a book says at most one line that
// could be anyone's (tools.ts Book), so two families' books never read alike.

/** What the family says of the hero, now. */
export const REMEMBERING: readonly string[] = [
  '{calls} loved {hobby}. Nobody did it like {them}.',
  '{calls} taught me everything I know about {hobby}.',
  'Every time I try {hobby}, I think of {calls}.',
  '{calls} could talk about {hobby} for hours.',
  '{calls} made {hobby} look easy.',
  '{hobby|cap} with {calls} was the best part of the week.',
  'I can still hear {calls} laughing over {hobby}.',
  'Look at {calls} in this one, {hobby} as always!',
  'Nobody was prouder to be {job.a} than {calls}.',
  '{calls} always said {they} would {dream.to} one day.',
  '{calls} never stopped talking about it: {dream.to}, one day.',
  'We were so lucky to have {calls}.',
  '{calls} and {hobby}: you never saw one without the other.',
  'Nobody else I know loved {hobby} like {calls}.',
  '{calls} would be up first for {hobby}, every time.',
  'The best days were {hobby} days with {calls}.',
  // Lines with no name in them, for a grandchild whose word for the hero the answers do not give.
  'Nobody loved {hobby} more. Nobody.',
  '{hobby|cap} days were the best days.',
  '{calls} loved {love}. Always did.',
  'You could always count on {calls} for {love}.',
  'Everyone in {town} knew {calls}.',
  'Ask anyone in {town} about {calls}. They all have a story.',
  '{calls} and {thing.label}! Remember?',
  'I still think of {calls} every time I pass {work}.',
  '{calls} put {their} whole heart into being {job.a}.',
];

/** What a child of the family asks. */
export const ASKING: readonly string[] = [
  'Was {calls} really that good at {hobby}?',
  'Tell me about {calls} and {hobby} again!',
  'Did {calls} really want to {dream.to}?',
];

/** On the way to the dream (or a day of the hero's pastime), and at it. */
export const ON_THE_WAY: readonly string[] = [
  '{calls} always wanted to {dream.to}.',
  '{calls} would have loved to {dream.to}. So we will.',
  'For {calls}: today we {dream.to}.',
  'A whole day of {hobby}, the way {calls} liked it.',
  '{calls} would be first in line for {hobby}.',
];
export const AT_LAST: readonly string[] = [
  'You always wanted to {dream.to}, {calls}. We did it for you.',
  'This one’s for you, {calls}: {hobby}, all of us together.',
  'This one’s for you, {calls}.',
];

/** The hero, in a memory. */
export const HERO_REMEMBERED: readonly string[] = [
  'Come on, then. Time for {hobby}!',
  'There’s nothing like {hobby} on a good day.',
  'One day I’ll {myDream.to}. You’ll see.',
  'Watch closely. This is how {hobby} is done.',
  '{hobby|cap} again tomorrow? Go on, then.',
  'When I {myDream.to}, you’re all coming with me.',
];
/** Someone of the family beside the hero, in a memory. */
export const WITH_THE_HERO: readonly string[] = [
  'Wait for me, {calls}!',
  'Show me again, {calls}! How do you do {hobby} like that?',
  'Can we do {hobby} again tomorrow, {calls}?',
  'You make {hobby} look easy, {calls}.',
];
/** The hero at work, in a memory. */
export const HERO_AT_WORK: readonly string[] = [
  'Another good day’s work as {job.a}.',
  'Best job in the world, being {job.a}.',
  'Home soon. Then {hobby}!',
  'Nearly done. Then it’s {hobby} time.',
  'Work first, {hobby} after. That’s the rule.',
];

/** Narration for a panel of now whose speaker has nothing fresh left to say. */
export const QUIET_NOW: readonly string[] = [
  'Some memories need no words.',
  'A smile says it all.',
  'They laugh until they cry, and then laugh again.',
  'One photo leads to another, and another.',
  'The kettle goes on again.',
  'Every picture tells a story.',
  'For a moment, it is as if {hero} is right there.',
  'Nobody wants the evening to end.',
  'Another page, another story.',
  'There is always one more story about {hero}.',
  'Years go by; the stories stay.',
  'Some things you never forget.',
  'A memory as clear as yesterday.',
  'Everyone remembers it a little differently.',
  'That look! Everyone knows that look.',
  'Still the best story in the album.',
  '{hobby|cap}: there is always a story in it.',
  'Somebody finds the photo everyone was looking for.',
  'The album is nearly full. The stories are not.',
  'It is late, and nobody minds.',
  'Outside, the street lights come on.',
  'A photo goes round the room, then round again.',
];
/** Narration for a memory of the hero whose line has been said. */
export const QUIET_THEN: readonly string[] = [
  'Just a day like any other. The best kind.',
  'Happy as anyone could be.',
  'That was {hero}, all over.',
  'Nobody did it quite like {hero}.',
  'Time flies when it is {hobby} time.',
  'Another good day, in a life full of them.',
  'Simple things, done with a whole heart.',
  'Some days stay with you. This was one.',
  'The sort of day you keep for ever.',
  'Nothing fancy. Just {hero}, doing what {they} loved.',
  'Moments like this one made a life.',
  'Look at that smile.',
];
