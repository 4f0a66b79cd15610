// The words of each aid a person may live with (shared/heroAids.ts), in the five built-in languages: read for the
// hero (heroAids.ts) and for the people around them (castAids.ts).
import type { HeroAid } from '../../../shared/heroAids';

/** Each aid's words in the five built-in languages (a regular expression's alternatives). */
export const AID_WORDS: Record<HeroAid, string> = {
  wheelchair: [
    String.raw`wheel\s?chairs?`,
    String.raw`power\s?chair`,
    'silla de ruedas',
    'fauteuil roulant',
    String.raw`rollstuhl\w*`,
    'cadeira de rodas',
  ].join('|'),
  'hearing aids': [
    'hearing aids?',
    'cochlear implants?',
    'aud[ií]fonos?',
    'appareils? auditifs?',
    String.raw`h[öo]rger[äa]te?\w*`,
    'aparelhos? auditivos?',
  ].join('|'),
  'white cane': 'white cane|long cane|bast[oó]n blanco|canne blanche|blindenstock|bengala branca',
  crutches: 'crutch(?:es)?|muletas?|b[ée]quilles?|kr[üu]cken?',
  'prosthetic leg': [
    'prosthetic (?:leg|limb|foot)',
    'pr[óo]tesis de pierna',
    'proth[èe]se de (?:la )?jambe',
    'beinprothese',
    'pr[óo]tese (?:na|de) perna',
  ].join('|'),
  'guide dog': [
    String.raw`guide\s?dogs?`,
    'seeing[- ]eye dogs?',
    'perros? (?:gu[ií]a|lazarillos?)',
    "chiens? (?:guides?|d['’]aveugles?)",
    String.raw`blinden(?:f[üu]hr)?hund\w*`,
    String.raw`f[üu]hrhund\w*`,
    'c(?:[ãa]o|[ãa]es)[- ]guias?',
  ].join('|'),
  // Not a white cane, a candy cane, sugar cane, a fishing rod ("pêche à la canne") or a ski pole, nor a place
  // or a restaurant ("Cannes", "Raising Cane's"). Said of a blind person, a cane is a white cane (heroAids.ts).
  'walking stick': [
    String.raw`walking[- ]?(?:sticks?|canes?)`,
    String.raw`(?<=\b(?:walks?|walking|uses?|using|needs?|relies\s+on|leans?\s+on|leaning\s+on)\s+(?:with\s+)?` +
      String.raw`(?:a|an|his|her|their|my)\s+)stick\b`,
    String.raw`(?<!\b(?:white|long|candy|sugar|probing)\s)canes?\b(?!['’]s)` +
      String.raw`(?!\s*(?:toads?|sugar|furniture|chairs?|corsos?))`,
    String.raw`bast[oó]n(?:es)?(?![\p{L}])(?!\s+(?:blancos?|de\s+(?:esqu[ií]|trekking|senderismo|mando|caramelo)))`,
    String.raw`(?<!(?:^|[^\p{L}])(?:[àa]|de)\s)(?<![àa]\s+la\s)cannes?\b` +
      String.raw`(?!\s+(?:blanches?|[àa]\s+(?:p[êe]che|sucre)|film|festival))`,
    String.raw`(?:geh|spazier|kr[üu]ck)stock\w*`,
    String.raw`bengalas?(?![\p{L}])(?!\s+brancas?)`,
  ].join('|'),
  // "Walker" alone is a hiker, a dog walker or a name: only someone's walker ("uses a walker", "her walker").
  walker: [
    String.raw`(?:walking|zimmer)\s+frames?`,
    'rollators?',
    String.raw`(?<=\b(?:uses?|using|with|needs?|on|pushes|pushing|has)\s+(?:a|an|the|her|his|their|my)\s+(?:new\s+)?)` +
      String.raw`walkers?\b`,
    String.raw`(?<=\b(?:her|his|their|my)\s+(?:new\s+)?)walkers?\b`,
    'andador(?:es)?',
    'd[ée]ambulateurs?',
    String.raw`geh(?:wagen|gestell|bock)\w*`,
  ].join('|'),
  // Not sunglasses, drinking glasses ("raise their glasses", "two glasses of wine", a barman "polishing glasses"),
  // goggles or lenses of other kinds. German "Brille" only after its article or a verb: "brille" is also French
  // for shines.
  glasses: [
    String.raw`(?<!\b(?:sun|wine|champagne|beer|drinking|shot|pint|magnifying|safety|swimming|swim|ski|3-?d|vr` +
      String.raw`|opera|field|cocktail|water|clinking|dirty|clean|empty|full|polishing|polishes|washing|washes` +
      String.raw`|stacking|clearing)\s)` +
      String.raw`(?<!\b(?:raise[sd]?|raising|clink(?:s|ed)?)\s+(?:a|their|our|your|the|my)\s)` +
      String.raw`(?:eye)?glasses\b(?!\s+of\b)`,
    String.raw`spectacles\b(?!\s+of\b)`,
    String.raw`(?<=\b(?:wears?|wearing|her|his|their|my)\s+(?:\p{L}+\s+)?)specs\b`,
    String.raw`gafas(?!\s+de\s+(?:sol|bucear|buceo|nataci[oó]n|esqu[ií]|realidad))`,
    'anteojos',
    String.raw`lentes(?!\s+de\s+(?:contacto|contato|sol|c[áa]mara))`,
    String.raw`lunettes(?!\s+de\s+(?:soleil|ski|natation|piscine|plong[ée]e|protection|r[ée]alit[ée]))`,
    String.raw`(?<=\b(?:eine|seine|ihre|die|der|mit|neue|einer|ihrer|seiner|trägt|tragen|braucht)\s+` +
      String.raw`(?:(?!kein)\p{L}+\s+)?)brillen?\b`,
    String.raw`lesebrillen?|brillentr[äa]ger(?:in)?`,
    String.raw`[óo]culos(?!\s+(?:de\s+sol|escuros|de\s+nata[çc][ãa]o|de\s+mergulho|de\s+prote[çc][ãa]o` +
      String.raw`|de\s+realidade))`,
  ].join('|'),
};

/**
 * Words that deny an aid said soon after them, in the five languages: "doesn't need", "no longer", "ne porte
 * pas", "n'a plus besoin", "trägt keine", "sem". French "plus" and "pas" deny only after "ne" or "n'" ("depuis
 * plus d'un an" does not). Words start and end at letters of any alphabet: `\b` knows only ASCII, and "promène"
 * would end in "ne".
 */
export const DENIAL =
  String.raw`(?:n['’]t\b|(?<!\p{L})n['’](?=\p{L})|(?<!\p{L})(?:no\s+longer|not|never|no|without|sin` +
  String.raw`|nunca|jamais|sans|ne|nicht|nie|ohne|kein\p{L}*|não|sem|ya\s+no)(?!\p{L}))`;
/** "never without", "nunca sale sin", "jamais sans", "nie ohne", "nunca sai sem": always with it. */
export const ALWAYS_WITH = new RegExp(
  String.raw`(?<!\p{L})(?:never|nunca|jamais|nie)(?!\p{L})[^.;!?]{0,25}` +
    String.raw`(?<!\p{L})(?:without|sin|sans|ohne|sem)(?!\p{L})[^.;!?]{0,30}$`,
  'iu',
);

/**
 * The aid's words found anywhere a word starts: after a letter of no alphabet (`\b` knows only ASCII letters,
 * so it would not find "óculos" after a space).
 */
export const aidPattern = (aid: HeroAid): RegExp =>
  new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${AID_WORDS[aid]})`, 'giu');
