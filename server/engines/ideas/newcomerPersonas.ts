// Ten more people to read whole books for, written the way new visitors write: school years of
// several countries, an age in digits, retirements said three ways, grandchildren with their own word for the
// hero, a dream with a place in it, a hobby that is a whole phrase, and an idea whose friend is in the squad.
import type { StoryPersona } from './storyPersonas';

export interface NewcomerPersona extends StoryPersona {
  /** What the hero's children or grandchildren call the hero, when the answers say or imply it. */
  address?: string;
}

const answers = (pairs: Record<string, string>) => Object.entries(pairs).map(([id, answer]) => ({ id, answer }));

export const NEWCOMER_PERSONAS: NewcomerPersona[] = [
  {
    label: 'Kwame, fourth-grader chess captain',
    author: 'Kwame Asante',
    lifeStage: 'child',
    answers: answers({
      job: 'Fourth-grader and captain of the school chess club',
      family: 'Mum, Dad and my little sister Ama',
      friends: 'Tobi and Grace',
      hobbies: 'chess, skateboarding and building Lego robots',
      dream: 'to beat a real grandmaster',
      genre: 'mystery',
    }),
  },
  {
    label: 'Eilidh, Primary 5 pupil',
    author: 'Eilidh MacLeod',
    lifeStage: 'child',
    answers: answers({
      job: 'Primary 5 pupil',
      family: 'Mum, my wee brother Callum and Granda Hamish',
      friends: 'Isla and Ruairidh',
      hobbies: 'Highland dancing and swimming',
      dream: 'to see the Loch Ness monster',
      genre: 'fantasy',
    }),
  },
  {
    label: 'Sofia, seven, second grade',
    author: 'sofia reyes',
    lifeStage: 'child',
    answers: answers({
      job: 'she is 7 and just started second grade!!',
      family: 'mommy, daddy and her baby brother Leo',
      friends: 'her best friend Chloe',
      hobbies: 'drawing unicorns and riding her scooter',
      dream: 'be a vet for horses',
    }),
  },
  {
    label: 'Rosa, retired nurse, abuela',
    author: 'Rosa Delgado',
    lifeStage: 'senior',
    address: 'Abuela',
    answers: answers({
      job: "Retired nurse, 40 years at St Mary's",
      family: 'my granddaughter Mia and my grandson Diego, they call me abuela',
      friends: 'Carmen from church',
      hobbies: 'salsa dancing and watching telenovelas',
      dream: 'fly a hot-air balloon over the Cliffs of Moher',
      genre: 'adventure',
    }),
  },
  {
    label: 'Maeve, pensioner with hedgehogs and a masked squad',
    author: "Maeve O'Brien",
    lifeStage: 'senior',
    address: 'Nan',
    answers: answers({
      job: 'She used to run the village post office, now a very busy pensioner',
      family: 'grandsons Cian and Oisín, and my daughter Niamh',
      friends: 'Dolores, my neighbour',
      hobbies: 'Looking after rescued hedgehogs',
      dream: 'to see the Northern Lights',
    }),
    idea: {
      title: 'The Astonishing Masked Squad',
      description: 'Maeve and Dolores form a masked squad. First case: the hedgehog snatcher!',
    },
  },
  {
    label: 'Seamus, retired fisherman, Granda',
    author: 'Seamus Byrne',
    lifeStage: 'senior',
    address: 'Granda',
    answers: answers({
      job: "After 40 years as a fisherman I'm finally retired",
      family: 'my wife Bridget and my granddaughter Aoife, who calls me Granda',
      friends: 'the lads at the pub, mostly Mick',
      hobbies: 'fishing off the pier and doing the crossword',
      dream: 'to see Galway win the All-Ireland',
      genre: 'comedy',
    }),
  },
  {
    label: 'Priya, junior in high school',
    author: 'Priya Nair',
    lifeStage: 'teen',
    answers: answers({
      job: "I'm a junior in high school",
      family: 'my parents and my annoying little brother Dev',
      friends: 'Anika and Jordan from debate club',
      hobbies: 'debate, bharatanatyam and baking way too many cookies',
      dream: 'to get into MIT',
      genre: 'sci fi',
    }),
  },
  {
    label: 'Ngozi, Grandma to six, baking contest',
    author: 'Ngozi Okafor',
    lifeStage: 'senior',
    address: 'Grandma',
    answers: answers({
      job: 'Grandma to six and proud of it, retired maths teacher',
      family: 'my husband Emeka and the grandkids Chidi, Ada and Tobenna',
      friends: 'Florence, my best friend since school',
      hobbies: 'gardening and winning at Scrabble',
      dream: 'to win the church baking contest',
      genre: 'comedy',
    }),
    idea: {
      title: 'Ngozi and Florence: Partners in Peril',
      description: 'Ngozi and Florence team up to save the church baking contest from a saboteur!',
    },
  },
  {
    label: 'Tomás, one-word lowercase answers with typos',
    author: 'tomás',
    lifeStage: 'adult',
    answers: answers({
      job: 'electrician',
      family: 'wife ana, 2 kids',
      friends: 'the guys from futbol',
      hobbies: 'fixing old motorbikes, bbq',
      dream: 'go to the world cup',
      genre: 'action',
    }),
  },
  {
    label: 'Aroha, sixth form, rambling',
    author: 'Aroha Ngata',
    lifeStage: 'teen',
    answers: answers({
      job: "Year 12 at sixth form, doing A levels in biology and art, and I work Saturdays at the chippy which honestly I don't mind",
      family: 'Mum, my koro (grandad) Wiremu, and a very old cat called Pōtae who sleeps on my homework',
      friends: 'my best mate Jade and basically the whole netball team',
      hobbies: 'netball, painting, kapa haka and trying to teach Pōtae tricks (it is not going well)',
      dream: 'to study marine biology at uni and swim with whales in Kaikōura',
      genre: 'adventure',
    }),
  },
];
