// Templates that need only the hero's name and the genre: used when the answers give too little to fill three
// personal ideas. Still warm and specific to each style; the hero is always the star, never a nobody.
import { a, cap, type IdeaTemplate } from './template';

export const MANGA_FALLBACKS: IdeaTemplate[] = [
  {
    key: 'm-last-tournament',
    needs: [],
    title: () => 'The Tournament of Legends',
    text: (v) => [
      `${v.name} enters the Tournament of Legends and wins round after round in ${a(v.genre)} saga!`,
      `${v.name} enters the Tournament of Legends and wins round after round!`,
    ],
  },
  {
    key: 'm-one-punch',
    needs: [],
    title: () => 'One Legendary Punch!',
    text: (v) => [
      `${v.name} defeats ${v.villain} with a single legendary punch. The whole town cheers!`,
      `${v.name} wins every battle with a single legendary punch!`,
    ],
  },
  {
    key: 'm-awaken-hero',
    needs: [],
    title: () => 'Awaken, Legendary Hero!',
    text: (v) => [
      `${v.name} awakens a legendary power just as ${v.villain} attacks the town!`,
      `${v.name} awakens a legendary power!`,
    ],
  },
  {
    key: 'm-legend',
    needs: [],
    title: (t) => `The Legend of ${t.nameT}`,
    text: (v) => [
      `${v.name} discovers a hidden power, and the ${v.genre} saga of the century begins!`,
      `${v.name} discovers a hidden power!`,
    ],
  },
  {
    key: 'm-summoned',
    needs: [],
    title: (t) => `Summoned Hero ${t.nameT}`,
    text: (v) => [
      `${v.name} is summoned to ${a(v.genre)} world as its long-awaited hero!`,
      `${v.name} is summoned to another world as its hero!`,
    ],
  },
  {
    key: 'm-never-loses',
    needs: [],
    title: (t) => `${t.nameT} Never Loses!`,
    text: (v) => [
      `A masked rival challenges ${v.name} to a duel. Too bad ${v.name} has never lost!`,
      `A masked rival challenges ${v.name}, who has never lost!`,
    ],
  },
  {
    key: 'm-chosen',
    needs: [],
    title: (t) => `${t.nameT}, the Chosen One`,
    text: (v) => [
      `A talking cat declares ${v.name} the chosen one of ${a(v.genre)} prophecy!`,
      `A talking cat declares ${v.name} the chosen one!`,
    ],
  },
  {
    key: 'm-showdown',
    needs: [],
    title: (t) => `Showdown: The Incredible ${t.nameT}`,
    text: (v) => [
      `${cap(v.villain)} challenges ${v.name} to ${a(v.genre)} showdown. The whole town watches!`,
      `${cap(v.villain)} challenges ${v.name} to a showdown!`,
    ],
  },
];

export const VINTAGE_FALLBACKS: IdeaTemplate[] = [
  {
    key: 'v-rocket-tomorrow',
    needs: [],
    title: () => 'Rocket Hero of Tomorrow!',
    text: (v) => [
      `${v.name} straps on a rocket pack and zooms off to stop ${v.villain}!`,
      `${v.name} straps on a rocket pack and saves the day!`,
    ],
  },
  {
    key: 'v-masked-marvel',
    needs: [],
    title: () => 'The Masked Marvel Strikes!',
    text: (v) => [
      `${v.name} becomes the Masked Marvel and takes on ${v.villain} in ${a(v.genre)} serial!`,
      `${v.name} becomes the Masked Marvel and takes on ${v.villain}!`,
    ],
  },
  {
    key: 'v-atomic-age',
    needs: [],
    title: () => 'Thrilling Tales of the Atomic Age',
    text: (v) => [
      `${v.name} saves the city from ${v.villain} with a ray gun and a winning smile!`,
      `${v.name} saves the city with a ray gun and a winning smile!`,
    ],
  },
  {
    key: 'v-space-patrol',
    needs: [],
    title: (t) => `${t.nameT} of the Space Patrol`,
    text: (v) => [
      `${v.name} blasts off in a homemade rocket to save the galaxy from ${v.villain}!`,
      `${v.name} blasts off to save the galaxy!`,
    ],
  },
  {
    key: 'v-ace-detective',
    needs: [],
    title: (t) => `${t.nameT}, Ace Detective`,
    text: (v) => [
      `Ace detective ${v.name} cracks the toughest ${v.genre} case in town!`,
      `Ace detective ${v.name} cracks the toughest case in town!`,
    ],
  },
  {
    key: 'v-perils',
    needs: [],
    title: (t) => `The Perils of ${t.nameT}`,
    text: (v) => [
      `Chapter one of ${a(v.genre)} serial: ${v.name} vs. ${v.villain}! Don't touch that dial!`,
      `Chapter one: ${v.name} vs. ${v.villain}!`,
    ],
  },
  {
    key: 'v-mad-mayor',
    needs: [],
    title: (t) => `${t.nameT} vs. the Mad Scientist`,
    text: (v) => [`A mad scientist kidnaps the mayor, and only ${v.name} can save the day!`],
  },
  {
    key: 'v-incredible',
    needs: [],
    title: (t) => `The Incredible ${t.nameT}!`,
    text: (v) => [
      `${v.name} gains amazing powers in ${a(v.genre)} tale straight from the golden age!`,
      `${v.name} gains amazing powers!`,
    ],
  },
];
