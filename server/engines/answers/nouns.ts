// Nouns the reader recognises: jobs, family relations, pets, group words, and words that are never names.

const JOB_LIST = `
dentist doctor nurse surgeon vet veterinarian pharmacist therapist psychologist psychiatrist paramedic midwife
optometrist physician teacher professor lecturer tutor principal headmaster headmistress librarian student
engineer developer programmer coder designer architect scientist chemist physicist biologist researcher analyst
accountant banker lawyer attorney judge paralegal clerk cashier secretary receptionist assistant manager director
ceo cto cfo founder owner boss entrepreneur consultant realtor agent broker salesman saleswoman salesperson
chef cook baker butcher barista bartender waiter waitress server dishwasher farmer rancher gardener landscaper
florist plumber electrician carpenter mechanic welder builder painter roofer handyman janitor custodian cleaner
housekeeper nanny babysitter caregiver driver trucker pilot sailor captain fisherman fisher firefighter
firefighter cop officer detective soldier marine guard ranger lifeguard astronaut spy artist writer author poet
journalist reporter editor photographer filmmaker actor actress musician singer drummer guitarist pianist
violinist dancer comedian clown magician dj influencer youtuber streamer gamer blogger podcaster priest pastor
rabbi imam nun monk minister vicar chaplain volunteer intern apprentice retiree pensioner homemaker housewife
househusband mom dad mother father grandma grandpa grandmother grandfather mailman postman courier tailor
seamstress barber hairdresser stylist beautician coach trainer instructor athlete footballer referee umpire
translator interpreter technician tech administrator admin supervisor foreman worker employee operator
programmer statistician mathematician economist historian archaeologist geologist zookeeper beekeeper
shopkeeper storekeeper grocer jeweler jeweller locksmith blacksmith cobbler potter sculptor illustrator
animator cartoonist inventor tinkerer explorer diplomat politician mayor senator councillor councilor
`;

export const JOB_NOUNS: ReadonlySet<string> = new Set(JOB_LIST.split(/\s+/).filter(Boolean));

/** A word that can head a job noun phrase: a known job, or a job-like suffix ('-ologist', '-ician'). */
export function isJobHead(word: string): boolean {
  const w = word.toLowerCase();
  if (JOB_NOUNS.has(w)) return true;
  if (w.length >= 6 && /(?:ologist|ician|ographer|ist|eer|smith|wright|keeper|maker|monger)$/.test(w))
    return !NOT_JOBS.has(w);
  if (w.length >= 6 && /(?:man|woman|person)$/.test(w)) return !NOT_JOBS.has(w);
  return false;
}
const NOT_JOBS = new Set([
  'twist',
  'exist',
  'insist',
  'persist',
  'resist',
  'assist',
  'wrist',
  'list',
  'mist',
  'fist',
  'german',
  'human',
  'woman',
  'person',
]);

/** Family relations (singular) that can precede a name: 'Mom Rosa', 'Uncle Joe'. */
export const RELATIONS: ReadonlySet<string> = new Set(
  `
mom mum mommy mummy mother dad daddy father grandma grandpa grandmother grandfather granny gran nana nan papa
mama brother sister aunt auntie uncle cousin son daughter wife husband partner baby niece nephew stepmom stepdad
stepmother stepfather fiance fiancé fiancee fiancée girlfriend boyfriend twin grandson granddaughter stepson
stepdaughter bro sis grandkid grandchild spouse roommate neighbor neighbour friend bestie buddy pal mate coworker
colleague boss mentor godmother godfather mammy mam ma pa granda grandad granddad gramps grams nanny
kid child sibling parent koro kuia yiayia papou
daughter-in-law son-in-law mother-in-law father-in-law sister-in-law brother-in-law stepbrother stepsister
half-brother half-sister
babcia dziadek nonna nonno oma opa abuela abuelo abuelita abuelito mamá papá tía tío tia tio tante onkel
bubbe zayde savta saba lola lolo ammamma ammachi paati thatha dadi dada nani nana obaachan ojiichan halmeoni
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Relations written as a title before a name: 'Mom Rosa', 'Uncle Joe', 'Grandma Lou'. */
export const TITLE_RELATIONS: ReadonlySet<string> = new Set([
  'mom',
  'mum',
  'dad',
  'grandma',
  'grandpa',
  'granny',
  'nana',
  'papa',
  'mama',
  'aunt',
  'auntie',
  'uncle',
  'cousin',
  'granda',
  'grandad',
  'babcia',
  'dziadek',
  'nonna',
  'nonno',
  'oma',
  'opa',
  'abuela',
  'abuelo',
  'tía',
  'tío',
  'tia',
  'tio',
  'tante',
  'onkel',
  'bubbe',
  'zayde',
  'lola',
  'lolo',
  'koro',
  'kuia',
  'yiayia',
  'papou',
]);

/** A relation word (after RELATION_MEANING) that names a grandchild: 'grandkids', 'granddaughter'. */
export const GRANDCHILD = /^grand(?:kid|kids|child|children|son|sons|daughter|daughters|baby|babies)$/;

/** Relations in other languages and nicknames, as the English the dialogue speaks: 'babcia' is a grandmother. */
export const RELATION_MEANING: Readonly<Record<string, string>> = {
  mammy: 'mom',
  mam: 'mom',
  nan: 'grandma',
  gran: 'grandma',
  granny: 'grandma',
  nana: 'grandma',
  ma: 'mom',
  pa: 'dad',
  granda: 'grandpa',
  grandad: 'grandpa',
  granddad: 'grandpa',
  gramps: 'grandpa',
  grams: 'grandma',
  nanny: 'grandma',
  babcia: 'grandmother',
  dziadek: 'grandfather',
  nonna: 'grandmother',
  nonno: 'grandfather',
  oma: 'grandmother',
  opa: 'grandfather',
  abuela: 'grandmother',
  abuelo: 'grandfather',
  abuelita: 'grandmother',
  abuelito: 'grandfather',
  mamá: 'mom',
  papá: 'dad',
  tía: 'aunt',
  tío: 'uncle',
  tia: 'aunt',
  tio: 'uncle',
  tante: 'aunt',
  onkel: 'uncle',
  bubbe: 'grandmother',
  zayde: 'grandfather',
  savta: 'grandmother',
  saba: 'grandfather',
  lola: 'grandmother',
  lolo: 'grandfather',
  dadi: 'grandmother',
  dada: 'grandfather',
  nani: 'grandmother',
  obaachan: 'grandmother',
  ojiichan: 'grandfather',
  halmeoni: 'grandmother',
  koro: 'grandfather',
  kuia: 'grandmother',
  // Te reo Māori: a grandchild or grandchildren, one word for both.
  mokopuna: 'grandchildren',
  yiayia: 'grandmother',
  papou: 'grandfather',
};

/** Titles before a friend's name that are not family: 'Father Okafor' is a priest, not the hero's father. */
export const FRIEND_TITLES: Readonly<Record<string, string>> = {
  father: 'priest',
  fr: 'priest',
  sister: 'nun',
  reverend: 'minister',
  rev: 'minister',
  pastor: 'pastor',
  rabbi: 'rabbi',
  imam: 'imam',
  coach: 'coach',
  doctor: 'doctor',
  dr: 'doctor',
  professor: 'professor',
  captain: 'captain',
};

/** Group words: 'the twins', 'the kids', 'the neighbors'. */
export const GROUP_RELATIONS: ReadonlySet<string> = new Set(
  `
kids children sons daughters brothers sisters parents twins triplets cousins grandkids grandchildren grandparents
siblings nieces nephews aunts uncles coworkers colleagues neighbors neighbours classmates teammates bandmates
roommates friends gang crew grandsons granddaughters folks in-laws mates buddies pals besties lads mokopuna
girls boys ladies choir band team club squad mums moms dads
`
    .split(/\s+/)
    .filter(Boolean),
);

export const PETS: ReadonlySet<string> = new Set(
  `
dog cat puppy pup kitten kitty parrot hamster goldfish fish rabbit bunny turtle tortoise horse pony snake lizard
chicken hen rooster goat pig budgie ferret gerbil mouse rat iguana gecko cockatiel canary duck goose cow donkey
alpaca llama sheep hedgehog chinchilla axolotl corgi poodle labrador beagle pug chihuahua dachshund terrier pigeon dove
retriever spaniel collie husky
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Nouns whose plural does not end in -s, so agreement and 'army of …' templates can tell. */
export const IRREGULAR_PLURALS: ReadonlySet<string> = new Set([
  'geese',
  'mice',
  'people',
  'children',
  'men',
  'women',
  'teeth',
  'feet',
  'oxen',
  'cacti',
  'fungi',
  'police',
  'cattle',
]);

/** True for a plural noun phrase ('geese', 'crossword puzzles', 'the kids'); judged by its last word. */
export function isPluralNoun(phrase: string): boolean {
  const last = phrase.toLowerCase().split(' ').pop() ?? '';
  if (IRREGULAR_PLURALS.has(last) || GROUP_RELATIONS.has(last)) return true;
  return /[^su'’]s$/.test(last) && !/(?:ics|ness|ous|ss|is|us|as)$/.test(last);
}

/**
 * The one of a group, for a person the group names: 'grandsons Cian and Oisín' are each a grandson. Twins stay
 * 'twins': 'our twins Kai and Ollie' are the hero's children, where 'my twin' would be a sibling.
 */
export const ONE_OF: Readonly<Record<string, string>> = {
  grandsons: 'grandson',
  granddaughters: 'granddaughter',
  grandkids: 'grandkid',
  grandchildren: 'grandchild',
  kids: 'kid',
  children: 'child',
  sons: 'son',
  daughters: 'daughter',
  girls: 'daughter',
  boys: 'son',
  brothers: 'brother',
  sisters: 'sister',
  cousins: 'cousin',
  twins: 'twins',
  triplets: 'triplets',
  nieces: 'niece',
  nephews: 'nephew',
  aunts: 'aunt',
  uncles: 'uncle',
  siblings: 'sibling',
  parents: 'parent',
  friends: 'friend',
  mates: 'mate',
  buddies: 'buddy',
  pals: 'pal',
  besties: 'bestie',
  mokopuna: 'mokopuna',
  // 'my two mums, Jess and Kat'
  mums: 'mum',
  moms: 'mom',
  dads: 'dad',
};
