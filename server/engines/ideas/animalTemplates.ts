// Ideas for a book whose hero is an animal (issue 46; answers/animalHero.ts reads when it is): a day of its
// pastimes turned adventure, something of the family's lost and found by the hero, its own big dream. The shape
// the built-in writer gives them (script/animalPages.ts): trouble at home, the trail, the rescue, home again.
// No job, no villain, nothing a person would do: the same in every style.
import { poss, type IdeaTemplate } from './template';

export const ANIMAL_TEMPLATES: IdeaTemplate[] = [
  {
    key: 'a-lost',
    needs: [],
    title: (t) => `${t.nameT} Saves the Day`,
    text: (v) => [
      `When something the family loves goes missing, only ${v.name} can follow the trail across town and ` +
        'bring it home.',
      `Something goes missing at home, and only ${v.name} can find it.`,
    ],
  },
  {
    key: 'a-trail',
    needs: [],
    title: (t) => `${t.nameT} on the Trail`,
    text: (v) => [
      `Nobody else noticed the clue, but ${v.name} did: a trail that leads right across town.`,
      `${v.name} finds a trail nobody else noticed.`,
    ],
  },
  {
    key: 'a-family',
    needs: [],
    title: (t) => `${poss(t.nameT)} Big Day`,
    text: (v) => [
      `The family has a very important day planned, until it all goes wrong, and ${v.name} has to put it right.`,
      `The family's big day goes wrong, and ${v.name} puts it right.`,
    ],
  },
  {
    key: 'a-hobby',
    needs: ['hobby', 'hobbyT'],
    title: (t) => `The Great ${t.hobbyT} Adventure`,
    text: (v) => [
      `A day of ${v.hobby} turns into an adventure when ${v.name} finds a trail nobody else noticed.`,
      `A day of ${v.hobby} turns into an adventure for ${v.name}.`,
    ],
  },
  {
    key: 'a-dream',
    needs: ['dreamTo'],
    title: (t) => `${poss(t.nameT)} Dream`,
    text: (v) => [
      `${v.name} has one dream: to ${v.dreamTo}. Today, on the trail of something the family lost, it might come true.`,
      `${v.name} has one dream: to ${v.dreamTo}. Today might be the day.`,
    ],
  },
];
