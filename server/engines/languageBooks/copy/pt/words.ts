// The helpers the Portuguese lines share (pt/opening.ts, pt/closing.ts, and the ideas in pt.ts): a sentence's
// capital, the object pronoun, "dele"/"dela" and "meu"/"minha" for a foe or a prize, what the hero and the person
// beside them call each other, and where the hero spends the day (school, the community garden, work).
import type { Words } from '../../copy';
import type { NounForms } from '../../types';

export const up = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
/** The object pronoun after an infinitive ("detê-lo", "tirá-la") and "dele"/"dela", by the noun's gender. */
export const lo = (n: NounForms) => (n.gender === 'f' ? 'la' : 'lo');
export const dele = (n: NounForms) => (n.gender === 'f' ? 'dela' : 'dele');
export const mine = (n: NounForms) => (n.gender === 'f' ? 'minha' : 'meu');

export const call = (w: Words) => (w.buddy ? up(w.buddy.calls) : w.H);
/** "seu gato Frajola" → "o gato Frajola", for the start of a sentence, where "Seu…" would read as "your". */
export const article = (intro: string) => intro.replace(/^seu /u, 'o ').replace(/^sua /u, 'a ');
export const school = (w: Words) => w.stage === 'child' || w.stage === 'teen';
/** A senior the answers give no job for, or a retired one: the day is in the community garden the art draws. */
export const garden = (w: Words) => w.stage === 'senior' && (!w.job || /aposentad/iu.test(w.job));
/** Where the hero spends the day: school for a child, the garden for a retiree, else work. */
export const day = (w: Words) => (school(w) ? 'a escola' : garden(w) ? 'a horta' : 'o trabalho');
export const inDay = (w: Words) => (school(w) ? 'Na escola' : garden(w) ? 'Na horta' : 'No trabalho');
