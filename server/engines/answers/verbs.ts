// English verbs and their forms: which words are verbs, and their gerund ('baking') and third-person ('bakes')
// forms. A phrase is only treated as a verb phrase when its first word is a verb known here.

const VERB_LIST = `
be become have do go get make take see meet find keep give bring buy sell build run start open own travel visit
write read learn teach win lose fly drive ride sail swim climb hike walk jog dance sing play cook bake paint draw
knit sew garden grow raise plant fish hunt camp ski skate surf dive box fight wrestle race shoot film record
compose direct produce publish release launch found discover invent design create explore conquer rule save help
change move adopt earn marry finish compete join host quit cure solve eat taste sleep return work escape retire
live tour coach lead pilot land break set beat spend stay collect watch listen talk chat text call tell laugh joke
prank argue complain nap relax rest read study practice practise train lift jump kick throw catch score bowl golf
hug kiss cuddle walk feed pet groom fix repair restore clean tidy organize organise plan visit sing hum whistle
yell shout scream cry smile wave wink stare drink brew ferment pickle grill roast fry barbecue mix blend chop
decorate craft carve sculpt build weld code program hack game stream post blog vlog tweet scroll shop bargain
haggle sew quilt crochet embroider volunteer donate teach mentor tutor preach pray meditate stretch bike cycle
row paddle kayak canoe skydive parachute bungee climb ski snowboard bowl fence juggle skateboard rollerblade
garden mow prune weed water harvest forage travel backpack explore map photograph sketch doodle write journal
translate speak learn memorize solve puzzle collect hoard recycle upcycle sort count measure invent tinker
restore renovate decorate paint binge watch ignore forget remember miss love like enjoy adore hate fear avoid
try test taste sample smell hear feel touch see sell trade invest bet gamble win own rent borrow lend share
steal rob chase follow find hide seek search hunt track guard protect defend attack invade conquer destroy
rescue free pay owe buy order deliver ship mail send receive open close lock unlock fill empty carry lift push
pull drag roll spin turn twist bend fold wrap pack unpack load sit stand lie kneel crawl climb fall rise float
sink soar glide hover land crash survive thrive grow age shrink expand star perform act pose model dress wear
style cut shave trim braid dye bathe wash dry iron fold clean scrub sweep mop vacuum dust polish shine
smuggle sneak tiptoe wander roam stroll march parade celebrate party host throw invite greet welcome thank
beat outrun outsmart outlast befriend tame train ride reach touch visit see meet hug finally never
look care mind hang deal
`;

/** Verbs that double their last consonant ('run' -> 'running'); one-syllable CVC verbs are found by rule. */
const DOUBLING = new Set([
  'begin',
  'forget',
  'regret',
  'admit',
  'commit',
  'prefer',
  'refer',
  'occur',
  'control',
  'permit',
  'upset',
  'outrun',
  'outwit',
]);
const IRREGULAR_GERUND: Record<string, string> = {
  be: 'being',
  see: 'seeing',
  flee: 'fleeing',
  ski: 'skiing',
  die: 'dying',
  lie: 'lying',
  tie: 'tying',
  age: 'aging',
  dye: 'dyeing',
  canoe: 'canoeing',
  bungee: 'bungeeing',
  barbecue: 'barbecuing',
};
const IRREGULAR_THIRD: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };

export const VERBS: ReadonlySet<string> = new Set(
  VERB_LIST.split(/\s+/).filter((w) => w && w !== 'finally' && w !== 'never'),
);

export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR_GERUND[v]) return IRREGULAR_GERUND[v];
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(v)) return `${v}ing`;
  if (/[^aeiou]e$/.test(v) || /ue$/.test(v)) return `${v.slice(0, -1)}ing`;
  if (DOUBLING.has(v)) return `${v}${v.slice(-1)}ing`;
  const vowelGroups = v.match(/[aeiou]+/g)?.length ?? 0;
  if (vowelGroups === 1 && /[^aeiou][aeiou][bcdfgklmnprstvz]$/.test(v) && !/^qu/.test(v))
    return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

export function thirdPerson(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR_THIRD[v]) return IRREGULAR_THIRD[v];
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh|o)$/.test(v)) return `${v}es`;
  return `${v}s`;
}

const FROM_GERUND = new Map<string, string>();
const FROM_THIRD = new Map<string, string>();
for (const verb of VERBS) {
  FROM_GERUND.set(gerund(verb), verb);
  FROM_THIRD.set(thirdPerson(verb), verb);
}
FROM_GERUND.set('traveling', 'travel').set('travelling', 'travel');

/** 'baking' -> 'bake' when the verb is known. */
export function baseOfGerund(word: string): string | undefined {
  return FROM_GERUND.get(word.toLowerCase());
}

/** 'teaches' -> 'teach' when the verb is known. */
export function baseOfThird(word: string): string | undefined {
  return FROM_THIRD.get(word.toLowerCase());
}

export function isVerb(word: string): boolean {
  return VERBS.has(word.toLowerCase());
}

/** Adverbs that may lead a verb phrase and stay in front of it: 'never meet a goose' -> 'never meeting a goose'. */
export const LEADING_ADVERBS = new Set([
  'never',
  'finally',
  'really',
  'just',
  'actually',
  'secretly',
  'always',
  'someday',
  'one day',
  'also',
  'still',
]);

/** Pastimes that are whole by themselves: the gerund alone still says what the person does. */
const STANDS_ALONE = new Set(
  `sailing knitting fishing dancing gardening baking cooking running swimming hiking
reading writing painting singing cycling climbing camping surfing skiing skating drawing sewing rowing
jogging walking birdwatching golfing bowling boxing fencing juggling quilting crocheting woodworking
kayaking canoeing snorkeling diving sketching gaming travelling traveling hunting riding flying`.split(/\s+/),
);

/** True for a verb that says something whole without its object: 'sailing', 'swim', 'dances'. */
export function standsAlone(word: string): boolean {
  const w = word.toLowerCase();
  if (STANDS_ALONE.has(w)) return true;
  const base = FROM_THIRD.get(w) ?? (VERBS.has(w) ? w : undefined);
  return base !== undefined && STANDS_ALONE.has(gerund(base));
}
