// A book in memory of someone (issue 46): answers that say the hero has died ("he passed away last spring and we
// miss him", "in loving memory", "RIP Dad", and the same in the other built-in languages) make the book one
// written in their memory; a loss of someone else
// ("her husband passed away last year") does not. Either way the sentence that tells of a loss is never material
// for the story: no caption quotes it beside a joke. What the answers say of a life (a job, what they loved) stays.
import { sanitize } from './plainText';

const LOSS = new RegExp(
  `\\b(?:${[
    'passed away',
    'passed on',
    'sadly passed',
    'has passed',
    'who passed',
    'died',
    'in loving memory',
    'in memory of',
    'rest in peace',
    String.raw`r\.?i\.?p\b`,
    'we (?:all )?miss (?:him|her|them|you)',
    '(?:still )?miss (?:him|her|them) (?:so much|every day|dearly)',
    'no longer with us',
    'gone but not forgotten',
    'lost (?:him|her|them) (?:last|in|to|this|a few)',
    'his passing',
    'her passing',
    'memorial service',
    'in heaven now',
    "(?:he|she)(?:'s| is) in heaven",
    'angel now',
  ].join('|')})\\b`,
  'i',
);

/** 'her husband passed away', 'after his mum died': the loss of someone else, not of the hero. */
const SOMEONE_ELSES = new RegExp(
  String.raw`\b(?:her|his|their|my|our)\s+(?:late\s+|beloved\s+|dear\s+)?(?:husband|wife|partner|mum|mom|mam` +
    String.raw`|mother|dad|father|son|daughter|brother|sister|friend|best friend|grandma|grandpa|granny|nan|dog|cat` +
    String.raw`|uncle|aunt|cousin|baby)\b(?:\s+\p{Lu}[\p{L}'’-]*)?\s+(?:sadly\s+|also\s+)?(?:passed|died|was lost)`,
  'iu',
);

/**
 * A loss told in the other built-in languages ("falleció el año pasado", "nous a quittés", "ist letztes Jahr
 * gestorben", "faleceu em 2023"). Whole words by letters, not \b (which does not know accented letters).
 */
const LOSS_ABROAD = new RegExp(
  String.raw`(?<![\p{L}])(?:${[
    // Spanish
    'falleci[óo]',
    'ha fallecido',
    'muri[óo]',
    'nos dej[óo](?! sin| de)',
    'en paz descanse',
    'descanse en paz',
    String.raw`q\.?e\.?p\.?d`,
    'en memoria de',
    'en su memoria',
    'ya no est[áa] con nosotros',
    'est[áa] en el cielo',
    // French
    'est d[ée]c[ée]d[ée]e?',
    "(?<!c['’])est morte?",
    'nous a quitt[ée]e?s',
    'repose en paix',
    '(?:en|[àa] la) m[ée]moire de',
    "n'est plus (?:là|parmi nous)",
    'est au ciel',
    // German
    String.raw`ist (?:(?!vor|fast)[\p{L}\d]+ )*?(?:gestorben|verstorben|von uns gegangen)`,
    'starb',
    'verstarb',
    'ruhe in frieden',
    'in (?:liebevoller )?erinnerung an',
    'ist nicht mehr (?:da|bei uns)',
    'ist im himmel',
    // Portuguese
    'faleceu',
    'morreu',
    'nos deixou',
    'descanse em paz',
    'em mem[óo]ria de',
    'j[áa] n[ãa]o est[áa] entre n[óo]s',
    'est[áa] no c[ée]u',
  ].join('|')})(?![\p{L}])` +
    // "Se murió de risa", "mort de rire", "starb vor Lachen", "morreu de rir": said of the living.
    String.raw`(?!\s+(?:de (?:risa|rire|rir|hambre|faim|fome|miedo|peur|medo|sueño|vergüenza|vergonha)|vor lachen))`,
  'iu',
);

/**
 * Missing someone, said of the dead and of the living alike ("la echamos de menos" of a daughter abroad): no
 * sign of a loss, but never quoted beside a joke in a book that is one (withoutLoss).
 */
const MISSING = new RegExp(
  String.raw`(?<![\p{L}])(?:l[oa]s? (?:extra[ñn]amos|echamos de menos)|(?:il|elle) nous manque` +
    String.raw`|wir vermissen (?:ihn|sie)|(?:er|sie) fehlt uns` +
    String.raw`|saudades? d(?:ele|ela)|sentimos (?:muita )?falta d(?:ele|ela)` +
    String.raw`|(?:we )?(?:still )?miss (?:him|her|them))(?![\p{L}])`,
  'iu',
);

/** "Su marido falleció", "son mari est décédé", "ihr Mann ist gestorben": someone else's loss. */
const POSSESSIVES_ABROAD = [
  'su|sus|mi|mis|nuestr[oa]s?',
  'son|sa|ses|mon|ma|mes|notre|nos',
  'sein|seine|seinen|ihr|ihre|ihren|mein|meine|unser|unsere',
  'seu|sua|seus|suas|meu|minha|nosso|nossa',
].join('|');
const DIED_ABROAD = [
  'falleci[óo]|muri[óo]|ha fallecido',
  'est d[ée]c[ée]d[ée]e?|est morte?',
  String.raw`ist (?:[\p{L}\d]+ )*?(?:gestorben|verstorben|von uns gegangen)|starb|verstarb`,
  'faleceu|morreu',
].join('|');
/** Words of time after a verb of loss ("falleció el año pasado"): when, not whose. */
const WHEN = [
  'año|mes|semana|verano|invierno|otoño|primavera|día|domingo',
  'ano|mês|verão|inverno|outono|dia',
  'jahr|monat|woche|sommer|winter|herbst|frühling|tag',
].join('|');
const SOMEONE_ELSES_ABROAD = new RegExp(
  String.raw`(?<![\p{L}])(?:${POSSESSIVES_ABROAD})\s+(?:\p{L}+\s+){0,2}?(?:${DIED_ABROAD})` +
    // The verb first: "cuando murió su esposa", "desde que falleció su marido", "depois que faleceu o marido".
    String.raw`|(?<![\p{L}])(?:${DIED_ABROAD})\s+(?:${POSSESSIVES_ABROAD}|el|la|los|las|o|a|os|as|le|der|die|das)\s` +
    String.raw`(?!(?:${WHEN})(?![\p{L}]))` +
    // German names whose first: "der Hund starb", "die Oma ist gestorben".
    String.raw`|(?<![\p{L}])(?:der|die|das)\s+\p{L}+\s+(?:${DIED_ABROAD})` +
    // Portuguese says whose after the noun: "o marido dela faleceu".
    String.raw`|(?<![\p{L}])(?:o|a|os|as)\s+\p{L}+\s+d(?:ele|ela)\s+(?:faleceu|morreu)`,
  'iu',
);

/** Whether a sentence tells of a loss, in any built-in language. */
const tellsOfLoss = (sentence: string) => LOSS.test(sentence) || LOSS_ABROAD.test(sentence);
const someoneElses = (sentence: string) => SOMEONE_ELSES.test(sentence) || SOMEONE_ELSES_ABROAD.test(sentence);

/** Whether any answer says the hero is no longer alive (not a loss of someone else they tell of). */
export function inMemory(input: { answers?: unknown }): boolean {
  const answers = Array.isArray(input.answers) ? (input.answers as { answer?: unknown }[]) : [];
  return answers.some((a) =>
    sentencesOf(sanitize(a?.answer)).some((sentence) => tellsOfLoss(sentence) && !someoneElses(sentence)),
  );
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+|\s+[-–—]\s+/);

/**
 * The answer without its sentences about the loss ('Fisherman all his life. He passed away last spring.' ->
 * 'Fisherman all his life.'); 'the late Joe' reads 'Joe'. An answer that is only about the loss becomes ''.
 */
export function withoutLoss(text: string): string {
  // Anyone's loss, the hero's or another's: none is material for a caption beside a joke.
  const sentences = sentencesOf(text);
  const lost = sentences.some(tellsOfLoss);
  const kept = sentences.filter((sentence) => !tellsOfLoss(sentence) && !(lost && MISSING.test(sentence)));
  // Nothing told of a loss: the answer as written ("Jardinería - sobre todo rosas" keeps its dash).
  if (kept.length === sentences.length) return text.replace(/\bthe late\s+/gi, '').trim();
  return kept
    .join(' ')
    .replace(/\bthe late\s+/gi, '')
    .trim();
}
