// The helpers the German lines share (de/opening.ts, de/closing.ts, and the ideas and dedications in de.ts): a
// sentence's capital, an answer's phrase set inside a sentence (inline, asNoun) and how the dream is worded, what
// the person beside the hero calls them, where the hero spends the day, and a family's toast.
import type { Words } from '../../copy';
import { de } from '../../lexicons/de';

export const up = (text: string) => text.charAt(0).toLocaleUpperCase('de') + text.slice(1);

/** First words that stay lower case inside a sentence: articles, prepositions, adverbs. */
const LOWER = new Set(
  (
    'ab als am an auf aus auch bald bei beim bis dass durch ein eine einem einen einer eines einfach einmal endlich ' +
    'früher für ganz gegen gemeinsam gern gerne hier immer im in ins irgendwann jetzt jeden jede jedes lieber mal ' +
    'mehr mit nach noch nochmal nur ohne richtig schon sehr seit selbst selbstständig so später über um unbedingt ' +
    'unter viel viele vom von vor wieder wenn wie wirklich zu zum zur zusammen'
  ).split(' '),
);
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('de') + text.slice(1);
/** Job nouns ("Lehrer", "Krankenschwester"): a first word that ends like an adjective but is a noun. */
const NOUNS = new Set([...de.masculine, ...de.feminine]);
/**
 * An answer's phrase inside a sentence, its first word as German writes it there: a noun capitalised
 * ("Krankenschwester im Ruhestand", "Gartenarbeit", even when typed in lower case), an adjective before its noun,
 * a preposition or an adverb in lower case ("pensionierte Lehrerin", "im Ruhestand", "einmal nach Japan reisen").
 */
export const inline = (phrase: string) => {
  const first = phrase.split(/[\s,]/u)[0].toLocaleLowerCase('de');
  const adjective = /^\p{L}+(?:e|er|es|en|em)\s+\p{Lu}/u.test(phrase) && !NOUNS.has(first);
  return LOWER.has(first) || adjective ? lowerFirst(phrase) : up(phrase);
};

/**
 * A wish said as an object ("wünscht sich einen großen Garten") as the noun phrase a label takes ("ein großer
 * Garten"); an infinitive phrase keeps its object ("einen Marathon laufen").
 */
export const asNoun = (phrase: string) =>
  /\s\p{Ll}+$/u.test(phrase)
    ? phrase
    : phrase.replace(
        /^einen\s+(?:(\p{Ll}+)en\s+)?/iu,
        (_, adjective?: string) => `ein ${adjective ? `${adjective}er ` : ''}`,
      );
/** "träumt von einem Café" keeps its "von": the copy says "der Traum von einem Café". */
export const dreamOf = (w: Words) => Boolean(w.dream && /^(?:von|vom|davon)(?!\p{L})/u.test(w.dream));
export const dreamThat = (w: Words) => Boolean(w.dream && /^dass(?!\p{L})/iu.test(w.dream));
/** Whether the dream can be thought in the first person: it says nothing of "sie", "ihr", "sein"… */
export const ownWords = (w: Words) =>
  Boolean(
    w.dream &&
      !/(?<!\p{L})(?:sie|er|ihr|ihre|ihrem|ihren|ihrer|sein|seine|seinem|seinen|seiner|sich|ihm|ihn)(?!\p{L})/iu.test(
        w.dream,
      ),
  );

export const call = (w: Words) => (w.buddy ? w.buddy.calls : w.H);
export const school = (w: Words) => w.stage === 'child' || w.stage === 'teen';
export const work = (w: Words) => (school(w) ? 'die Schule' : w.stage === 'senior' ? 'der Garten' : 'die Arbeit');
/** "Auf meinen Opa!", "Auf meine Oma!" from family; a friend or a spouse says the name. */
export const toast = (w: Words, lead: string) =>
  w.buddy?.family
    ? w.g(`${lead} meinen ${w.buddy.calls}!`, `${lead} meine ${w.buddy.calls}!`, `${lead} ${w.H}!`)
    : `${lead} ${w.H}!`;
