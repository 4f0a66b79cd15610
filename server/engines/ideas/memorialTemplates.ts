// Ideas for a book in someone's memory (issue 46; answers/memorial.ts reads when a book is one): a day
// remembered, their stories retold, their dream lived by the family. Told by those who loved them, in the past
// tense of a life, never a villain's threat. The same in every style: the style draws it, the idea is the family's.
import { cap, poss, vb, type IdeaTemplate } from './template';

export const MEMORIAL_TEMPLATES: IdeaTemplate[] = [
  {
    key: 'r-stories',
    needs: [],
    title: (t) => `${poss(t.nameT)} Best Stories`,
    text: (v) => [
      `The family retells ${poss(v.name)} best stories, and each one comes alive again.`,
      `The family retells ${poss(v.name)} best stories.`,
    ],
  },
  {
    key: 'r-album',
    needs: [],
    title: (t) => `The Album of ${t.nameT}`,
    text: (v) => [
      `An old photo album opens, and ${v.name} steps out of it for one more adventure.`,
      `An old photo album opens, and ${v.name} steps out of it.`,
    ],
  },
  {
    key: 'r-gathering',
    needs: [],
    title: (t) => `A Day for ${t.nameT}`,
    text: (v) => [
      `The whole family gathers to tell the tale of ${poss(v.name)} greatest day.`,
      `The family gathers to remember ${v.name}.`,
    ],
  },
  {
    key: 'r-hobby',
    needs: ['hobby', 'hobbyT'],
    title: (t) => `A Day of ${t.hobbyT}`,
    text: (v) => [
      `The family remembers ${poss(v.name)} best day of ${v.hobby}, and the laughter that came with it.`,
      `The family remembers ${poss(v.name)} best day of ${v.hobby}.`,
    ],
  },
  {
    key: 'r-dream',
    needs: ['dreamTo'],
    title: (t) => `${poss(t.nameT)} Dream`,
    text: (v) => [
      `${v.name} always wanted to ${v.dreamTo}. Now the family does it together, for ${v.name}.`,
      `The family sets out to ${v.dreamTo}, for ${v.name}.`,
    ],
  },
  {
    key: 'r-job',
    needs: ['job'],
    title: (t) => `Remembering ${t.nameT}`,
    text: (v) => [
      `${v.name} was the best ${v.job} anyone knew, and the family remembers why.`,
      `${v.name} was the best ${v.job} anyone knew.`,
    ],
  },
  {
    key: 'r-family',
    needs: ['family'],
    title: (t) => `Always With Us, ${t.nameT}`,
    text: (v, p) => [
      `${cap(v.family)} ${vb(p.family, 'tells', 'tell')} the story of a day with ${v.name} nobody will forget.`,
      `${cap(v.family)} ${vb(p.family, 'remembers', 'remember')} ${v.name}.`,
    ],
  },
];
