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
};
