// Ideas for a book with two heroes (issue 46; shared/heroPair.ts reads when the name holds two): the two of
// them together in every idea, with plural verbs ('Anna and Ben set off'), whatever the style. The built-in
// writer draws and gives a say to both (script/readStory.ts, writeLocalScript.ts).
import { poss, type IdeaTemplate } from './template';

export const PAIR_TEMPLATES: IdeaTemplate[] = [
  {
    key: 'p-team',
    needs: [],
    title: (t) => `${t.nameT} Save the Day`,
    text: (v) => [
      `When ${v.villain} comes to town, ${v.name} have to do what they do best: stick together and put it right.`,
      `${v.name} team up to stop ${v.villain}.`,
    ],
  },
  {
    key: 'p-big-day',
    needs: [],
    title: (t) => `${poss(t.nameT)} Big Day`,
    text: (v) => [
      `${v.name} have a big day planned, until it all goes wrong and only the two of them can put it right.`,
      `${poss(v.name)} big day goes wrong, and only the two of them can save it.`,
    ],
  },
  {
    key: 'p-hobby',
    needs: ['hobby', 'hobbyT'],
    title: (t) => `The Great ${t.hobbyT} Adventure`,
    text: (v) => [
      `A day of ${v.hobby} turns into an adventure when ${v.name} find a mystery only the two of them can solve.`,
      `A day of ${v.hobby} turns into an adventure for ${v.name}.`,
    ],
  },
  {
    key: 'p-dream',
    needs: ['dreamTo'],
    title: (t) => `${poss(t.nameT)} Dream`,
    text: (v) => [
      `${v.name} share one dream: to ${v.dreamTo}. Today, together, it might come true.`,
      `${v.name} share one dream: to ${v.dreamTo}.`,
    ],
  },
  {
    key: 'p-family',
    needs: ['family'],
    title: (t) => `${t.nameT} to the Rescue`,
    text: (v, plural) => [
      `When ${v.family} ${plural.family ? 'need' : 'needs'} them most, ${v.name} set off across town on the ` +
        'adventure of a lifetime.',
      `${v.name} set off to help ${v.family}.`,
    ],
  },
];
