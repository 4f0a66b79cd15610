// Is an answer English? Only English answers are parsed into phrases; others are used as names or short quotes,
// because English grammar rules applied to Spanish or Japanese produce nonsense.
import { wordsOf } from './plainText';

const ENGLISH = new Set(
  `
a an the and or but of to in on at for with from by is are was were be been am i he she they we it my his her
their our who that which this what loves love likes like enjoys enjoy wants want works work job has have had
not no never always very really so as into about over up out all some one two three many much more most
mom dad kids sister brother friend friends family best cat dog named called
`
    .split(/\s+/)
    .filter(Boolean),
);

const FOREIGN = new Set(
  `
el la los las un una unos unas y de del al en por para es está están su sus mi mis que muy pero le les des du et est
sont avec pour dans sur mon mes ses une il elle nous vous ils der das und oder ist sind mit für von zu im ein eine
einen mein meine sein seine ihr ihre nicht auch il gli della delle sono mio mia suo sua che os uma é são com meu minha
seu sua não de het een en is zijn voor mijn zijn
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Scripts an English sentence never uses (CJK, Cyrillic, Arabic, Hebrew, Greek, Devanagari, Thai, Hangul…). */
const NON_LATIN = new RegExp(
  String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}` +
    String.raw`\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Greek}\p{Script=Devanagari}\p{Script=Thai}]`,
  'u',
);

/** True when the text reads as English (or is too short to tell and uses plain Latin letters). */
/** English words written with their accent ('my fiancée Priya'). */
const ENGLISH_ACCENTED = /^(?:fiancée?s?|café|cafés|née|naïve|résumé|décor|protégé|déjà|passé|entrée|rosé)[.,!?;:]*$/i;

export function looksEnglish(text: string): boolean {
  if (NON_LATIN.test(text)) return false;
  const words = wordsOf(text.toLowerCase());
  if (words.length === 0) return false;
  let english = 0;
  let foreign = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) english += 1;
    if (FOREIGN.has(word) && !ENGLISH.has(word)) foreign += 1;
  }
  if (/[ñ¿¡ß]|ção|ões/.test(text)) foreign += 1;
  // Accents are rare in English words, so one counts as a hint; not in a name ('twin daughters Björn and Zoë').
  const accented = (w: string) =>
    !/^\p{Lu}/u.test(w) && /[áéíóúãõçàèìòùâêîôûäöü]/i.test(w) && !ENGLISH_ACCENTED.test(w);
  if (text.split(/\s+/).some(accented)) foreign += 1;
  return foreign === 0 || english > foreign * 1.5;
}
