// The helpers the French lines share (fr/opening.ts, fr/closing.ts, and the ideas and cheers in fr.ts): "de" and
// "que" elided before a vowel (d’Anna, qu’Hugo), "à" and the object pronoun for a foe or a prize, the hero and
// the person beside them at the start of a sentence, and what the hero calls a parent or a grandparent.
import type { Words } from '../../copy';
import type { NounForms } from '../../types';

export const up = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
/** Whether a word takes "l'", "d'", "qu'" before it: a vowel or a mute h (Hugo, Yves, not Yann). */
export const elides = (word: string) => /^(?:[aeiouàâäéèêëîïôöûüœæ]|h|y(?![aeiouéèêàâ]))/iu.test(word);
export const de = (name: string) => (elides(name) ? `d’${name}` : `de ${name}`);
export const que = (name: string) => (elides(name) ? `qu’${name}` : `que ${name}`);

/** "à" with the article: "au Baron Brouillard", "à l'Ombre Grise", "à Monsieur Grognon". */
export const to = (n: NounForms) => (n.the.startsWith('le ') ? `au ${n.the.slice(3)}` : `à ${n.the}`);
/** The object pronoun for a noun: "Rends-la !", "Rends-le !". */
export const it = (n: NounForms) => (n.gender === 'f' ? 'la' : 'le');

export const SOMEONE = 'notre vedette';
/** The hero at the start of a sentence: the name as written, or the stand-in with its capital. */
export const Hs = (w: Words) => (w.H === SOMEONE ? up(SOMEONE) : w.H);
/** What the person beside the hero calls them at the start of a sentence: "Mamie", "Ma chérie", or the name. */
export const Call = (w: Words) => (!w.buddy ? Hs(w) : w.buddy.calls === w.H ? Hs(w) : up(w.buddy.calls));
/** "ma mamie", "mon papi": for a family word only (w.buddy.family). */
export const my = (w: Words) => `${w.g('mon', 'ma', 'ma')} ${w.buddy?.calls}`;
/** What the hero calls the one beside them: "maman", "papi" for a parent or a grandparent (fr.ts, calledByHero). */
export const named = (w: Words) => w.buddy?.called ?? w.H;
/** The same at the start of a sentence: "Maman", or the name as written. */
export const Named = (w: Words) => (w.buddy && named(w) !== w.buddy.name ? up(named(w)) : named(w));
export const young = (w: Words) => w.stage === 'child' || w.stage === 'teen';
