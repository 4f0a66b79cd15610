// Ten people to read whole books for (printScript.ts, the story tests): children, a teenager, retirees, a
// couple, people with pets, long and non-English names, one-word and rambling answers. Some come with the
// idea they chose, written or edited by hand, the way a visitor's own idea reaches the script writer.
import { SAMPLE_PERSONAS, type Persona } from './samplePersonas';

export interface StoryPersona extends Persona {
  /** An idea of the visitor's own (edited, or from Claude); without one the built-in generator's first idea. */
  idea?: { title: string; description: string };
  lifeStage: 'child' | 'teen' | 'adult' | 'senior';
}

const answers = (pairs: Record<string, string>) => Object.entries(pairs).map(([id, answer]) => ({ id, answer }));

export const STORY_PERSONAS: StoryPersona[] = [
  {
    label: 'Siobhán, nine, secret hero',
    author: 'Siobhán Ní Bhriain',
    lifeStage: 'child',
    answers: answers({
      job: 'She is in 4th class at Scoil Bhríde',
      family: 'her big brother Tadhg, Mammy and Daddy, and Granda Pádraig who keeps bees',
      friends: 'her best friend Bernie',
      hobbies: 'hurling, minding the bees with Granda, and riding the school bus',
      dream: 'to play hurling for Kilkenny in Croke Park',
      genre: 'superhero',
    }),
    idea: {
      title: 'Tadhg Learns the Truth',
      description: 'Tadhg learns Siobhán is the masked hero who keeps saving the school bus!',
    },
  },
  {
    label: 'Winifred, retired bus driver with a parrot',
    author: 'Winifred Adebayo',
    lifeStage: 'senior',
    answers: answers({
      job: 'Retired bus driver, 38 years on the number 12 route',
      family: 'her son Kunle, granddaughter Amara and a grey parrot called Admiral Nelson',
      friends: 'Father Okafor from St Anne’s and her best friend Bernie',
      hobbies: 'keeping bees, lawn bowls, shouting at quiz shows',
      dream: 'to ride a camel across the desert in Morocco',
      genre: 'adventure',
    }),
  },
  {
    label: 'Zofia and her rival grandmother',
    author: 'Zofia Kowalczyk',
    lifeStage: 'adult',
    answers: answers({
      job: 'pharmacist',
      family: 'Babcia Halina, husband Tomasz, a dachshund named Kiełbasa',
      friends: 'Marta and Ola',
      hobbies: 'making pierogi, ballroom dancing',
      dream: 'win the Kraków pierogi festival',
      genre: 'comedy',
    }),
    idea: {
      title: 'My Rival Is Babcia Halina?!',
      description: 'Babcia Halina vows to beat Zofia at making pierogi. Dinner will never be the same!',
    },
  },
  {
    label: 'Mateo, seven, with a dog',
    author: 'Mateo',
    lifeStage: 'child',
    answers: answers({
      job: 'second grade',
      family: 'my dog Biscuit and my sister Lucia',
      hobbies: 'dinosaurs, soccer',
      dream: 'to be a famous chef',
    }),
  },
  {
    label: 'Aisha and Tom, a couple',
    author: 'Aisha Bello',
    lifeStage: 'adult',
    answers: answers({
      job: 'midwife at the Royal Infirmary',
      family: 'my husband Tom and our cat Pickles',
      friends: 'Jo and Priti from the choir',
      hobbies: 'salsa dancing with Tom, gospel choir',
      dream: 'to renew our vows in Zanzibar',
      genre: 'romance',
    }),
  },
  {
    label: 'Lily, tenth grade',
    author: 'Lily',
    lifeStage: 'teen',
    answers: answers({
      job: "I'm in 10th grade lol",
      friends: 'jess, mia and ava',
      hobbies: 'TikTok, skateboarding, drawing anime',
      dream: 'become a famous youtuber',
      genre: 'fantasy',
    }),
  },
  {
    label: 'Bo, one word each',
    author: 'Bo',
    lifeStage: 'adult',
    answers: answers({
      job: 'plumber',
      family: 'Nan',
      friends: 'Gaz',
      hobbies: 'fishing',
      dream: 'boat',
      genre: 'western',
    }),
  },
  // The rambling teacher the idea samples read, so ideas and books are read on the same answers.
  {
    ...SAMPLE_PERSONAS.find((p) => p.label === 'Rambling teacher')!,
    label: 'James, rambling chemistry teacher',
    lifeStage: 'adult',
  },
  {
    label: 'Minh Khai, long Vietnamese name',
    author: 'Nguyễn Thị Minh Khai',
    lifeStage: 'adult',
    answers: answers({
      job: 'owns a phở restaurant in Hanoi',
      family: 'daughter Linh, son Bảo',
      friends: 'Auntie Hoa from the market',
      hobbies: 'karaoke and motorbike trips',
      dream: 'to see snow in Hokkaido',
      genre: 'mystery',
    }),
  },
  {
    label: 'Harold, retired postman with a leek rival',
    author: 'Harold Whitfield',
    lifeStage: 'senior',
    answers: answers({
      job: 'retired postman',
      family: 'wife Maureen, grandkids Ollie and Ruby, a beagle called Captain',
      friends: 'the lads at the allotment, mostly Reg',
      hobbies: 'growing prize leeks, crosswords',
      dream: 'to finally beat Reg at the leek show',
      genre: 'comedy',
    }),
  },
];
