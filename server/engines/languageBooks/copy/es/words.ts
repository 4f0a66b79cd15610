// The helpers the Spanish lines share (es/opening.ts, es/closing.ts, and the ideas in es.ts): a sentence's
// capital, what the person beside the hero calls them, and where the hero spends the day.
import type { Words } from '../../copy';

export const up = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
/** "¡Abuela, mira!" when the speaker has a word for the hero, else the hero's name. */
export const call = (w: Words) => (w.buddy ? up(w.buddy.calls) : w.H);
/**
 * Where the hero spends the day: school for a child, the neighbourhood garden the art draws for a retiree (or a
 * senior the answers give no job), else work.
 */
export const day = (w: Words): 'school' | 'garden' | 'work' =>
  w.stage === 'child' || w.stage === 'teen'
    ? 'school'
    : w.stage === 'senior' && (!w.job || /jubilad|retirad/iu.test(w.job))
      ? 'garden'
      : 'work';
const PLACE = { school: 'el colegio', garden: 'el huerto', work: 'el trabajo' } as const;
export const work = (w: Words) => PLACE[day(w)];
