// A generated corpus of people for the writers' property tests: answers built from grammars of the
// ways people write them — school years of several countries, ages in digits and words, retirements said
// several ways, grandchildren with and without their own word for the hero, one-word and rambling answers,
// lower case and typos, names from many languages, pets of many species — each person carrying what the
// grammar knows about them (life stage, the word their family calls them, the phrases that must stay whole,
// who is in the squad with them), so the tests judge the books by the grammar, not by the reader.
import { pickOne, seededRandom, type Rng } from '../../server/lib/seededRandom';
import type { LifeStage } from '../../shared/script';

export interface CorpusPerson {
  label: string;
  author: string;
  answers: { id: string; answer: string }[];
  stage: LifeStage;
  gender?: 'she' | 'he';
  /** The word the hero's grandchildren (and children) must call the hero, when the answers give one. */
  grandchildWord?: string;
  childWord?: string;
  /** The hero's children and grandchildren by name: their balloons never use the hero's first name. */
  kin: string[];
  /** Phrases of the answers that are printed whole or not at all: [head word, the words that must follow]. */
  whole: Array<[string, string]>;
  /** An idea of the person's own, and who the premise puts beside the hero (they already know the secret). */
  idea?: { title: string; description: string };
  allies: string[];
}

const pick = <T>(rng: Rng, items: readonly T[]): T => pickOne(items, rng);

const HEROES: Array<[string, 'she' | 'he' | undefined]> = [
  ['Kwame Asante', 'he'],
  ['Siobhán Ní Bhriain', 'she'],
  ['Nguyễn Văn An', 'he'],
  ['Aroha Ngata', 'she'],
  ['Olusegun Adeyemi', 'he'],
  ['Li Wei', undefined],
  ['Yuki Tanaka', undefined],
  ['Priya Raman', 'she'],
  ['Fatima Al-Sayed', 'she'],
  ['Søren Madsen', 'he'],
  ['Zofia Kowalczyk', 'she'],
  ['María José García', 'she'],
  ['Ngozi Okafor', 'she'],
  ['Mateus Silva', 'he'],
  ['Tevita Fifita', 'he'],
  ['Hamish MacLeod', 'he'],
  ['Ingrid Johansson', 'she'],
  ['Chidi Obi', undefined],
  ['Anaïs Dubois', 'she'],
  ['Jun-ho Park', 'he'],
  ['Rosa Delgado', 'she'],
  ['Seamus Byrne', 'he'],
  ['Maeve O’Brien', 'she'],
  ['Dev Patel', 'he'],
  ['Alex Morgan', undefined],
];
const KIDS = [
  'Ama',
  'Leo',
  'Mia',
  'Diego',
  'Cian',
  'Oisín',
  'Aoife',
  'Chidi',
  'Ada',
  'Tobenna',
  'Linh',
  'Bảo',
  'Ruby',
  'Ollie',
  'Noa',
  'Kai',
];
const FRIENDS = [
  'Tobi',
  'Grace',
  'Dolores',
  'Florence',
  'Mick',
  'Bernie',
  'Jade',
  'Anika',
  'Jordan',
  'Carmen',
  'Gaz',
  'Marta',
];
const PETS: Array<[string, string]> = [
  ['dog', 'Biscuit'],
  ['cat', 'Pickles'],
  ['parrot', 'Admiral'],
  ['hamster', 'Nibbles'],
  ['tortoise', 'Shelly'],
  ['goldfish', 'Bubbles'],
  ['rabbit', 'Clover'],
  ['horse', 'Duchess'],
  ['ferret', 'Zippy'],
  ['axolotl', 'Gill'],
  ['goat', 'Gruff'],
  ['hedgehog', 'Spike'],
  ['budgie', 'Kiwi'],
  ['snake', 'Noodle'],
];

/** School years in the words of several countries, with the stage each says. */
const SCHOOL: Array<[LifeStage, string, Array<[string, string]>?]> = [
  ['child', 'Fourth-grader and captain of the school chess club', [['and captain', 'of the school chess club']]],
  ['child', 'in 3rd grade at Lincoln Elementary'],
  ['child', 'a 5th grader'],
  ['child', 'kindergarten'],
  ['child', 'Year 4 at St Mary’s Primary'],
  ['child', 'Primary 5 pupil'],
  ['child', 'P6 at Hillhead Primary'],
  ['child', '{S} is in 4th class at Scoil Bhríde'],
  ['child', 'senior infants'],
  ['child', '{s} is 7 and just started second grade!!'],
  ['child', 'im 8 and in grade 3 lol'],
  ['child', 'aged nine, year 4'],
  ['child', 'seven years old, first grade'],
  ['teen', '10th grade'],
  ['teen', 'I’m a junior in high school'],
  ['teen', 'sophomore at Westview High'],
  ['teen', 'Year 10 at Brookfield High'],
  ['teen', 'sixth form, doing A levels in biology and art'],
  ['teen', 'S4 at Gairloch High'],
  ['teen', 'Transition Year at St Columba’s'],
  ['teen', '{s} is fifteen and in secondary school'],
  ['teen', 'middle school, 8th grade'],
];
const ADULT_JOBS: Array<[string, Array<[string, string]>?]> = [
  ['dentist'],
  ['I work as a nurse on the night shift'],
  ['software developer'],
  ['captain of the local fire brigade'],
  ['2nd year at uni studying marine biology'],
  ['high school chemistry teacher'],
  ['teaches 4th grade at Lincoln Elementary'],
  ['{S} runs a bakery on Main Street'],
  ['electrician'],
  ['plumber'],
  ['stay-at-home parent of two'],
  ['{S} is a paramedic'],
];
const RETIRED: Array<[string, Array<[string, string]>?]> = [
  ['retired'],
  ['Retired nurse, 40 years at St Mary’s'],
  ['pensioner'],
  ['{S} used to run the village post office'],
  ['After 40 years as a fisherman I’m finally retired'],
  ['retired teacher who still marks everything in red pen'],
  ['OAP and proud of it'],
  ['former miner, now enjoying retirement'],
  ['{S} is 72 and loving retirement'],
];

const CHILD_FAMILY = [
  'Mum, Dad and my little sister {k}',
  'mommy, daddy and {p} baby brother {k}',
  'my dog {pet} and my sister {k}',
  'Granda {k} and Mum',
  'my mam and my three big brothers',
  'Dad, Papa and our {species} {pet}',
];
const HOBBIES: Array<[string, Array<[string, string]>?]> = [
  ['chess, skateboarding and building Lego robots'],
  [
    'Looking after rescued hedgehogs',
    [
      ['Looking', 'after rescued hedgehogs'],
      ['looking', 'after rescued hedgehogs'],
    ],
  ],
  ['gardening and winning at Scrabble', [['winning', 'at Scrabble']]],
  ['drawing unicorns and riding {p} scooter'],
  ['salsa dancing and watching telenovelas'],
  ['taking care of the church garden', [['taking care', 'of the church garden']]],
  ['walking {p} {species} {pet} on the beach'],
  ['fishing off the pier and doing the crossword'],
  ['knitting'],
  ['fixing old motorbikes, bbq'],
  ['netball, painting and kapa haka'],
  ['trying to teach {pet} the {species} tricks (it is not going well)'],
  ['birdwatching, mostly puffins'],
  ['baking way too many cookies'],
];
const DREAMS: Array<[string, Array<[string, string]>?]> = [
  ['fly a hot-air balloon over the Cliffs of Moher', [['the Cliffs', 'of Moher']]],
  ['to see the Loch Ness monster'],
  ['be a vet for horses'],
  ['to visit the Great Wall of China', [['Great Wall', 'of China']]],
  ['to see the Statue of Liberty', [['Statue', 'of Liberty']]],
  ['get into MIT'],
  ['go to the world cup'],
  ['to see the Northern Lights'],
  ['to win the church baking contest'],
  ['swim with whales in Kaikōura'],
  ['boat'],
  ['to play hurling for Kilkenny in Croke Park'],
  ['to ride a camel across the desert in Morocco'],
];
const FRIEND_ANSWERS = [
  '{f} and {f2}',
  '{f}, my neighbour',
  '{f}, my best friend since school',
  'the lads at the pub, mostly {f}',
  'nobody lol',
  'each other',
  '{p} best friend {f}',
  '{f}',
];

/** Grandchildren and children for an adult or a senior, with the word the answer itself gives, if any. */
function kinAnswer(
  rng: Rng,
  stage: LifeStage,
  kids: string[],
): { text: string; grandchildWord?: string; childWord?: string; kin: string[] } {
  const [a, b, c] = kids;
  if (stage === 'senior') {
    return pick(rng, [
      {
        text: `my granddaughter ${a} and my grandson ${b}, they call me abuela`,
        grandchildWord: 'Abuela',
        kin: [a, b],
      },
      { text: `my wife Bridget and my granddaughter ${a}, who calls me Granda`, grandchildWord: 'Granda', kin: [a] },
      { text: `grandsons ${a} and ${b}, and my daughter ${c}`, kin: [a, b, c] },
      { text: `the grandkids ${a}, ${b} and ${c}`, kin: [a, b, c] },
      { text: `${a} and ${b}, my grandkids, who call me Nonna`, grandchildWord: 'Nonna', kin: [] },
      { text: `my son ${a} and three grandkids`, kin: [a] },
      { text: `my husband Emeka and our granddaughter ${a}`, kin: [a] },
    ]);
  }
  return pick(rng, [
    { text: `my husband Tom and our twins ${a} and ${b}`, kin: [a, b] },
    { text: `wife ana, 2 kids`, kin: [] },
    { text: `my daughter ${a} and son ${b}`, kin: [a, b] },
    { text: `kids ${a} and ${b}`, kin: [a, b] },
    { text: `my partner Sam and our dog Biscuit`, kin: [] },
    { text: `Nan`, kin: [] },
  ]);
}

const fill = (text: string, v: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? k);

/** People whose premise puts a friend in the squad, beside the hero: the friend already knows everything. */
function squadIdea(rng: Rng, hero: string, friend: string): { title: string; description: string } {
  return pick(rng, [
    {
      title: 'The Astonishing Masked Squad',
      description: `${hero} and ${friend} form a masked squad. First case: the hedgehog snatcher!`,
    },
    {
      title: `${friend} and ${hero}: Partners in Peril`,
      description: `${hero} and ${friend} team up to save the town fair from a saboteur!`,
    },
    {
      title: 'Raised by Legends',
      description: `${friend} trains ${hero} in secret every night. The reason: an evil sorcerer!`,
    },
    { title: 'Team Up!', description: `${friend} joins ${hero} in a secret double life of crime-fighting!` },
  ]);
}

/** The corpus: `count` people, the same for the same seed. */
export function peopleCorpus(count: number, seed = 35): CorpusPerson[] {
  const rng = seededRandom(seed);
  const people: CorpusPerson[] = [];
  for (let i = 0; i < count; i += 1) {
    const [author, heroGender] = HEROES[i % HEROES.length];
    const first = author.split(' ')[0];
    const stage: LifeStage = (['child', 'teen', 'adult', 'senior'] as const)[i % 4];
    // Pronouns only when the grammar uses them: some people's answers never say she or he.
    const gender = i % 3 === 2 ? undefined : heroGender;
    const S = gender === 'she' ? 'She' : gender === 'he' ? 'He' : first;
    const v: Record<string, string> = {
      S,
      s: gender ?? first,
      p: gender === 'she' ? 'her' : gender === 'he' ? 'his' : 'my',
      k: pick(rng, KIDS),
      f: pick(rng, FRIENDS),
      f2: pick(rng, FRIENDS.slice(6)),
    };
    const [species, pet] = pick(rng, PETS);
    Object.assign(v, { species, pet });
    const whole: Array<[string, string]> = [];
    let job: string;
    if (stage === 'child' || stage === 'teen') {
      const ofStage = SCHOOL.filter(([s]) => s === stage);
      const [, text, units] = ofStage[i % ofStage.length];
      job = fill(text, v);
      whole.push(...(units ?? []));
    } else {
      const [text, units] = stage === 'adult' ? ADULT_JOBS[i % ADULT_JOBS.length] : RETIRED[i % RETIRED.length];
      job = fill(text, v);
      whole.push(...(units ?? []));
    }
    const kids = [pick(rng, KIDS), pick(rng, KIDS.slice(8)), pick(rng, KIDS.slice(4, 8))].filter(
      (k, j, all) => all.indexOf(k) === j,
    );
    while (kids.length < 3) kids.push(KIDS[kids.length + 10]);
    const kin =
      stage === 'child' || stage === 'teen'
        ? { text: fill(pick(rng, CHILD_FAMILY), v), kin: [] as string[] }
        : kinAnswer(rng, stage, kids);
    const [hobby, hobbyUnits] = HOBBIES[(i * 5) % HOBBIES.length];
    const [dream, dreamUnits] = DREAMS[(i * 7) % DREAMS.length];
    whole.push(...(hobbyUnits ?? []), ...(dreamUnits ?? []));
    let answers: Record<string, string> = {
      job,
      family: kin.text,
      friends: fill(pick(rng, FRIEND_ANSWERS), v),
      hobbies: fill(hobby, v),
      dream: fill(dream, v),
    };
    if (i % 5 === 1) answers.genre = pick(rng, ['mystery', 'sci fi', 'comedy', 'fantasy', 'adventure', 'western']);
    // One-word answers, and answers in lower case with the odd typo, as people type them on a phone.
    const oneWord = i % 11 === 4;
    if (oneWord)
      answers = {
        job: { child: 'kindergarten', teen: 'sophomore', adult: 'plumber', senior: 'retired' }[stage],
        family: 'Nan',
        friends: 'Gaz',
        hobbies: 'fishing',
        dream: 'boat',
      };
    if (i % 7 === 3)
      answers = Object.fromEntries(
        Object.entries(answers).map(([k, a]) => [
          k,
          a
            .toLowerCase()
            .replace(/\breally\b/g, 'realy')
            .replace(/\bfriend\b/g, 'freind'),
        ]),
      );
    if (i % 9 === 6)
      answers.hobbies = `${answers.hobbies}, and honestly whatever else comes along on a rainy Sunday afternoon when nobody is watching`;
    const friendName = /\b([A-Z][a-z]+)\b/.exec(answers.friends)?.[1];
    const squad =
      i % 5 === 2 && friendName && !/lads/.test(answers.friends) ? squadIdea(rng, first, friendName) : undefined;
    people.push({
      label: `${i}: ${author} (${stage})`,
      author: i % 7 === 3 ? author.toLowerCase() : author,
      answers: Object.entries(answers).map(([id, answer]) => ({ id, answer })),
      stage,
      gender,
      grandchildWord: oneWord ? undefined : 'grandchildWord' in kin ? kin.grandchildWord : undefined,
      kin: oneWord ? [] : kin.kin,
      whole: whole.filter(([head, rest]) =>
        Object.values(answers).some((a) => a.toLowerCase().includes(`${head} ${rest}`.toLowerCase())),
      ),
      idea: squad,
      allies: squad && friendName ? [friendName] : [],
    });
  }
  return people;
}
