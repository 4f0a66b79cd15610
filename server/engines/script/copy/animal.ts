// The copy of a book whose hero is an animal (answers/animalHero.ts, animalPages.ts): the hero thinks in
// thought balloons and speaks only in its kind's sounds; the family talks to it as people talk to their pets;
// narration tells the rest. Never coffee, work or a job: an animal's day is meals, walks, naps and its own
// pastimes. Said of any kind of animal (a beagle, a parrot, a tortoise): no tails, paws or noses but through
// the species' verbs. Slots: fill.ts and words.ts, and the page's own: {kind} (the answers' word: 'beagle'),
// {hobby}, {hobbyPlace}, {who} (the family member in the panel), {moves} and {looks} (the species' verbs).
// Each beat's lines come first; the book's own lines (ANY_*) when a long book has said them all.

/** A page of the book, by what it does (animalPages.ts picks one for each planned page). */
export type AnimalBeat =
  | 'morning'
  | 'play'
  | 'family'
  | 'trouble'
  | 'search'
  | 'clue'
  | 'dream'
  | 'rescue'
  | 'celebrate'
  | 'home';

export const ANIMAL_TITLES: Record<AnimalBeat, readonly string[]> = {
  morning: ['Rise and Shine', 'Breakfast Time', 'Up Before Everyone', 'Good Morning, {hero}', 'Wake Up, Everyone!'],
  play: ['{hobby|title}!', 'The Best Game', 'Just Five More Minutes', 'Playtime', 'Out to Play', 'Pure Joy'],
  family: ['The Family', 'Cuddle Time', 'Who’s a Good {kind|title}?', 'Home Sweet Home', 'Best Friends', 'The Pack'],
  trouble: ['Uh-Oh', 'Something Is Wrong', 'Trouble at Home', 'A Job for {hero}'],
  search: ['On the Trail', 'This Way!', 'Closer…', 'Across {town}', 'Not Giving Up', 'Onward', 'The Long Way Round'],
  clue: ['A Clue!', 'What’s This?', 'Hmm…', 'The Missing Piece', 'Getting Warmer'],
  dream: ['Forty Winks', 'Sweet Dreams', 'A Little Nap', 'Dreaming Big', 'Somewhere Over the Sofa'],
  rescue: ['{hero} Saves the Day', 'Found It!', 'The Big Moment'],
  celebrate: ['Hooray for {hero}!', 'The Hero of {town}', 'Treats All Round', 'A Hero’s Welcome', 'Party Time'],
  home: ['Home Again', 'Best Day Ever', 'Sweet Dreams, {hero}'],
};

export const ANIMAL_SUMMARIES: Record<AnimalBeat, readonly string[]> = {
  morning: ['{hero} wakes the whole house, the way {hero} always does.', 'Morning at {home}, and {hero} is first up.'],
  play: [
    '{hero} at {hobbyPlace}: {hobby}, the best thing in the world.',
    'A happy hour of {hobby}.',
    'A break from the adventure, for {hobby}.',
    '{hero} does what {hero} loves best.',
  ],
  family: [
    '{hero} and the family, together at {home}.',
    'Time with the people {hero} loves most.',
    'A quiet moment with the family.',
    'The family and {hero}: a team.',
  ],
  trouble: ['{premise}', 'Something goes wrong at {home}, and only {hero} seems to notice.'],
  search: [
    '{hero} follows the trail across {town}.',
    'The trail goes on, and so does {hero}.',
    'Street after street, {hero} keeps going.',
    'The family struggles to keep up with {hero}.',
    '{hero} takes the long way round, and the trail with it.',
  ],
  clue: [
    '{hero} finds a clue nobody else would have noticed.',
    'A clue, and the trail turns.',
    'Another clue, and {hero} is getting closer.',
  ],
  dream: [
    'A short rest, and a big dream: {dream.of}.',
    '{hero} stops for a nap and dreams.',
    'Forty winks for {hero}.',
  ],
  rescue: ['{hero} saves the day.', 'At last, {hero} finds what everyone was looking for.'],
  celebrate: [
    'The family cheers for {hero}.',
    'Everyone in {town} hears what {hero} did.',
    'A party for the hero of the day.',
  ],
  home: ['Back home, {hero} curls up, tired and happy.', 'The end of a big day for {hero}.'],
};

/** Narration, by beat. */
export const ANIMAL_CAPTIONS: Record<AnimalBeat, readonly string[]> = {
  morning: [
    '{title}. {premise}',
    'Meet {hero}. Every morning at {home} starts the same way: with {them}.',
    'At {home}, the day begins when {hero} says so.',
    'Some alarm clocks ring. This one is called {hero}.',
  ],
  play: [
    '{hero|poss} favourite thing in the whole world: {hobby}.',
    'At {hobbyPlace}, {hero} is in charge.',
    'Nobody loves {hobby} like {hero} does.',
    'Time flies at {hobbyPlace}.',
  ],
  family: [
    'Home is wherever the family is.',
    'The best spot in the house: right next to the family.',
    '{hero} knows every lap in the house, and which one is softest.',
    'A family of {family}, and {hero} at the heart of it.',
  ],
  trouble: ['{premise}', 'Then, one day, trouble.', 'Something is not right at {home}.'],
  search: [
    'No trail stays hidden from {hero} for long.',
    'Across {town}, one step ahead of everyone.',
    'The others can barely keep up.',
    'Street after street, {hero} never gives up.',
    'Past the shops, past the park, past the bakery (with difficulty).',
  ],
  clue: ['A clue!', 'Most people would walk right past it. Not {hero}.', 'The trail turns here.'],
  dream: ['Even heroes need a nap.', 'In {hero|poss} dreams: {dream.of}.', 'Just forty winks. Maybe fifty.'],
  rescue: ['And there it is.', 'This is {hero|poss} moment.'],
  celebrate: ['Word gets around {town}.', 'A hero, with a family to prove it.', 'The whole street comes to see.'],
  home: ['{hero} and the family, home again.', 'The end. Until tomorrow’s adventure.'],
};

/** What the hero thinks, by beat (thought balloons: an animal says nothing in words). */
export const HERO_THINKS: Record<AnimalBeat, readonly string[]> = {
  morning: [
    'Breakfast. Breakfast. BREAKFAST.',
    'Everyone is still asleep. Not for long.',
    'A new day! Best day ever, probably.',
    'Is it time for {hobby}? It feels like time for {hobby}.',
    'Why is everyone so slow in the mornings?',
  ],
  play: [
    '{hobby|cap}. Best thing in the whole world.',
    'Nobody does {hobby} like me.',
    'Just five more minutes. Or fifty.',
    'One day: {myDream.to}. Today: {hobby}.',
    'I could do this all day. I might.',
  ],
  family: [
    'My family. My whole world.',
    'If I sit very still, {who} will share.',
    'This is the best spot. It is mine.',
    'I can smell toast on {who}. I approve.',
    'They would be lost without me. Clearly.',
  ],
  trouble: ['Something is wrong. I can tell.', 'Leave this one to me.', 'Leave it to me.', 'Nobody panic.'],
  search: [
    'This way! I think. Yes. This way!',
    'The trail goes on. So do I.',
    'Focus. Focus. Not now, {hobby}.',
    'Closer. Closer!',
    'Left? Right? Left.',
    'I smell… the bakery. Focus!',
  ],
  clue: ['Aha.', 'Now THAT is interesting.', 'I knew it!', 'Everyone missed this. Except me.'],
  dream: ['Mmm… {myDream.of}…', 'Just resting my eyes.', 'One day. One day.'],
  rescue: ['Found it!', 'Nobody can hide anything from me.', 'Ta-da!'],
  celebrate: ['Am I a good {kind}? I think I am a good {kind}.', 'Treats all round. Mostly for me.', 'I’ll take it.'],
  home: ['Best. Day. Ever.', 'Right where I belong.', 'Tomorrow: {myDream.to}. Maybe.', 'Home.'],
};

/** What the family says to the hero (as people talk to their pets), by beat. */
export const TO_THE_HERO: Record<AnimalBeat, readonly string[]> = {
  morning: [
    'Good morning, {hero}! Yes, breakfast is coming.',
    '{hero}, it is six in the morning!',
    'All right, all right, we’re up!',
    'Five more minutes, {hero}. Please.',
  ],
  play: ['Go on, {hero}! Go get it!', 'Look at {them} go!', '{hero}, you’ll wear yourself out!', 'Careful, {hero}!'],
  family: [
    'Who’s a good {kind}? You are!',
    'Come here, {hero}. Cuddle time.',
    'Best {kind} in the world, that’s who.',
    'We love you, {hero}.',
  ],
  trouble: ['It was right here! Has anyone seen it?', 'Oh no. What do we do now?', '{hero}? Do you know something?'],
  search: ['Where is {hero} going?', 'Follow {hero}!', '{hero}, wait for us!', 'Slow down, {hero}!'],
  clue: ['What have you got there, {hero}?', 'Is that… a clue?', 'Good spotting, {hero}!'],
  dream: ['Shh. {hero} is dreaming.', 'Look, {hero} is asleep. Bless.'],
  rescue: ['{hero}, you did it!', 'I don’t believe it. Good {kind}!', 'You found it!'],
  celebrate: ['Extra treats tonight, {hero}.', 'Our hero!', 'We’d be lost without you, {hero}.', 'Three cheers!'],
  home: ['Night night, {hero}.', 'Sweet dreams, little hero.', 'What a day, {hero}. What a day.'],
};

/** The hero's doings in a picture, by beat ({moves} and {looks}: its species' way). */
export const HERO_DOES: Record<AnimalBeat, readonly string[]> = {
  morning: [
    '{hero} {moves} into the bedroom, wide awake.',
    '{hero} waits by the door, ready for anything.',
    '{hero} sits by the breakfast table, hopeful.',
  ],
  play: [
    '{hero} at {hobbyPlace}, {hobby}.',
    '{hero} {moves} across {hobbyPlace}, full of joy.',
    '{hero} {moves} round and round, delighted.',
    '{hero} {looks} at everything at {hobbyPlace}.',
  ],
  family: ['{hero} curls up beside {who}.', '{hero} {looks} up at {who}, hopeful.', '{hero} gets a cuddle from {who}.'],
  trouble: ['{hero} {looks} all around, on alert.', '{hero} {looks} at the empty spot where it should be.'],
  search: [
    '{hero} {moves} along the trail, never losing it.',
    '{hero} stops, {looks} left and right, then on.',
    '{hero} {moves} past a row of shops, the family behind.',
    '{hero} {moves} round a corner, sure of the way.',
  ],
  clue: [
    '{hero} {looks} at something small on the ground.',
    '{hero} {moves} back to look again.',
    '{hero} {looks} at something under a bench.',
  ],
  dream: ['{hero} curled up in a patch of sunshine, eyes closed.', '{hero} asleep, smiling in {their} sleep.'],
  rescue: ['{hero} stands proud beside what was lost; the family runs up.'],
  celebrate: [
    '{hero} in the middle of the family, very pleased indeed.',
    '{hero}, held up by {who} for everyone to see.',
  ],
  home: ['{hero} curled up on the sofa, eyes closing.', '{hero} asleep in {their} favourite spot.'],
};

/** The place the page opens on, by beat (no hero named: the picture shows the place). */
export const PLACE_SHOTS: Record<AnimalBeat, readonly string[]> = {
  morning: [
    'Early light at {home}; the curtains still drawn.',
    'The house at dawn, everyone still asleep.',
    'The kitchen at {home}, first thing.',
  ],
  play: [
    '{hobbyPlace|cap} on a bright day.',
    'Sunshine over {hobbyPlace}, the grass still wet.',
    '{hobbyPlace|cap}, with nobody else about.',
    'A breezy afternoon at {hobbyPlace}.',
  ],
  family: [
    'The living room at {home}, warm and lamp-lit.',
    'A cosy evening at {home}.',
    'The sofa at {home}, cushions everywhere.',
  ],
  trouble: ['{home|cap}, turned upside down: cushions off, drawers open.', 'The hallway at {home}, very quiet.'],
  search: [
    'The streets of {town}, busy with people.',
    'A path through {town}, going on and on.',
    'The market square in {town}.',
    'A bridge over the river in {town}.',
    'A quiet lane at the edge of {town}.',
  ],
  clue: [
    'A quiet corner of {town}.',
    'The pavement outside a row of shops in {town}.',
    'A bench by the bus stop in {town}.',
  ],
  dream: ['A sunny windowsill at {home}.', 'A soft cushion in a warm corner.', 'A basket by the radiator.'],
  rescue: ['The far end of {town}, where nobody thought to look.'],
  celebrate: ['{home|cap}, with streamers up and the family all there.', 'The whole family gathered in the garden.'],
  home: ['{home|cap} at night, one window still lit.', 'The house, quiet again after a big day.'],
};

/** The hero up close, by beat (said of any animal). */
export const HERO_CLOSE: Record<AnimalBeat, readonly string[]> = {
  morning: ['{hero}, eyes bright and hopeful.', '{hero}, up close, wide awake.'],
  play: ['{hero}, happy as can be.', '{hero}, out of breath and delighted.', '{hero}, pleased with {them}self.'],
  family: ['{hero}, eyes half closed, perfectly content.', '{hero}, looking very pleased.', '{hero}, cosy and warm.'],
  trouble: ['{hero}, on alert.', '{hero}, very still, thinking hard.'],
  search: [
    '{hero}, eyes fixed on the way ahead.',
    '{hero}, determined.',
    '{hero}, not giving up.',
    '{hero}, on the case.',
  ],
  clue: ['{hero}, head on one side, thinking.', '{hero}, eyes wide.', '{hero}, very interested indeed.'],
  dream: ['{hero}, fast asleep, twitching a little.', '{hero}, dreaming, with a smile.'],
  rescue: ['{hero}, proud as anything.'],
  celebrate: ['{hero}, the happiest animal in {town}.', '{hero}, looking very pleased indeed.'],
  home: ['{hero}, fast asleep.', '{hero}, eyes closing, one last look at the family.'],
};

/** The hero's thoughts of any page, once its beat's are said (a long book). */
export const ANY_THOUGHTS: readonly string[] = [
  'Was that a crinkle? That sounded like a snack crinkle.',
  'Nobody tells me anything.',
  'I am being very patient. Everyone notice.',
  'Hmm. Suspicious.',
  'Onwards. Snacks later. Definitely snacks later.',
  'I have a good feeling about this.',
  'This is my kind of day.',
  'Nothing gets past me.',
  'Do they know how lucky they are? They do not.',
  'One thing at a time. Then snacks.',
  'I was born for this.',
  'Brave face. Brave face.',
  'If anyone needs me, I will be right here. Being brilliant.',
  'Note to self: more naps.',
  'Everything smells interesting today.',
  'I do not need help. Mostly.',
  'Keep calm. Carry on.',
  'Where did everyone go? Oh. There they are.',
  'Was that my name? It sounded like my name.',
  'I should get a medal for this.',
  'This is going very well, if I say so myself.',
  'Hmm. Interesting. Very interesting.',
  'Did somebody say treats?',
  'Left a bit. Right a bit. Perfect.',
  'Not bad. Not bad at all.',
  'I have been waiting all day for this.',
  'The family would never manage without me.',
  'Shh. Thinking.',
  'Almost. Almost…',
  'One more try. For the family.',
];

/** What the family says to the hero on any page, once the beat's lines are said. */
export const ANY_TO_THE_HERO: readonly string[] = [
  'What are you up to, {hero}?',
  'That’s our {hero}.',
  'Good {kind}, {hero}.',
  'Where would we be without you, {hero}?',
  '{hero}! Not again!',
  'I love you, you silly {kind}.',
  'Okay, {hero}, lead the way.',
  'You always know, don’t you, {hero}?',
  'Look at you go, {hero}!',
  'Who taught you that, {hero}?',
  'You clever {kind}.',
  'Stay close, {hero}.',
  'Is this the way, {hero}?',
  'I should have known you’d find it, {hero}.',
  'Wait for me, {hero}!',
  'Easy, {hero}. Easy.',
  'Of course. Of course it’s {hero}.',
  'Best {kind} ever. I mean it.',
];

/** Narration for any page, once the beat's is said. */
export const ANY_CAPTIONS: readonly string[] = [
  'Meanwhile…',
  'A little later.',
  'Not far from {home}.',
  'Somewhere in {town}.',
  'Never underestimate a {kind}.',
  'And on it goes.',
  'Later that day.',
  'Not a moment to lose.',
  'Round the corner.',
  'Just then…',
  'A little further on.',
  'Nobody else would have noticed.',
  'Step by step.',
  'Back again.',
  'Every family needs one of these.',
  'Quietly, carefully.',
];

/** Places an animal's pastimes happen, when the answers' pastime named none (a karaoke bar is no place for one). */
export const ANIMAL_PLACES = ['the park', 'the garden', 'the woods', 'the beach', 'the field'];

/** How each species moves and looks, for HERO_DOES. */
export const SPECIES_VERBS: Record<string, { moves: string; looks: string }> = {
  dog: { moves: 'bounds', looks: 'sniffs and looks' },
  cat: { moves: 'pads', looks: 'peers' },
  parrot: { moves: 'flutters', looks: 'peers' },
  bird: { moves: 'flutters', looks: 'peers' },
  // A fish goes everywhere in its bowl, carried (never "swims into the bedroom" or "along the trail").
  goldfish: { moves: 'rides along in the bowl', looks: 'peers out of the bowl' },
  fish: { moves: 'rides along in the bowl', looks: 'peers out of the bowl' },
  turtle: { moves: 'plods', looks: 'peers' },
  horse: { moves: 'trots', looks: 'looks' },
  llama: { moves: 'trots', looks: 'looks' },
  rabbit: { moves: 'hops', looks: 'sniffs and looks' },
};
export const OTHER_SPECIES_VERBS = { moves: 'scurries', looks: 'sniffs and peers' };
