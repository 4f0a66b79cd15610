// How each supporting person looks, decided once from who they are and kept the same on every page: an age
// and a gender read from their role ('her grandma' is an older woman, 'his son' a boy or a man), a skin tone,
// hair and clothes picked by a seed of their name. The face is a Fluent Emoji head of that kind (MIT), set
// on a drawn body in their tone and shirt (castFigures.ts), so a reader tells Kunle from Bernie at a glance.
import type { ColourName } from './palette';
import { mixSeed } from '../../lib/seededRandom';
import type { LifeStage } from '../../../shared/script';
import { roleGender } from '../answers/roleGender';

export interface CastLook {
  /** The head drawing: 'woman-curly-hair-medium-dark', 'old-man-light', 'boy-dark'. */
  head: string;
  /** Clothes, one of the figure colours. */
  colour: ColourName;
  /** The skin tone of the head, for a body drawn to match. */
  tone: (typeof TONES)[number];
  /** The shirt of a drawn body (RGB hex; the black-and-white style prints it as its grey). */
  shirt: string;
  /** A child is drawn shorter. */
  child: boolean;
}

const TONES = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;
const ADULT_HAIR = ['', 'curly-hair', 'red-hair', 'blonde-hair', '', 'curly-hair'] as const;
const MAN_HAIR = [...ADULT_HAIR, 'beard', 'bald'] as const;
const COLOURS: ColourName[] = ['figure0', 'figure1', 'figure2', 'figure3'];
/** Shirts of the drawn bodies: clear colours a reader tells apart at a glance (and greys apart in manga). */
const SHIRTS = ['#c0392b', '#2e86c1', '#27ae60', '#8e44ad', '#e67e22', '#16a085', '#f1c40f', '#34495e'];

type Kind = 'woman' | 'man' | 'person' | 'old-woman' | 'old-man' | 'older-person' | 'girl' | 'boy' | 'child' | 'baby';

const ELDER = /\b(?:grandma|granny|nan|nana|grandmother|grandpa|granda|grandad|grandfather|great-)/;
const YOUNGER = new RegExp(
  String.raw`\b(?:son|daughter|kid|kids|child|children|twin|twins|grandkid|grandkids|grandchild|grandson` +
    String.raw`|granddaughter|baby|niece|nephew|stepson|stepdaughter)\b`,
);
const SIBLING = /\b(?:brother|sister|sibling|bro|sis|cousin)\b/;

/**
 * What kind of person a role and the hero's age make: 'her grandma' an older woman,
 * 'his son' a boy (or, for a retiree, a man).
 */
export function kindOf(role: string, heroStage: LifeStage | undefined): Kind {
  const r = role.toLowerCase();
  const gender = roleGender(r);
  const she = gender === 'she';
  const he = gender === 'he';
  // A retiree's wife or husband ('Grandma Rose, his wife') is drawn as old as the hero.
  const elderPartner = heroStage === 'senior' && /\b(?:wife|husband|partner|spouse)\b/.test(r);
  if (ELDER.test(r) || elderPartner)
    return she ? 'old-woman' : he ? 'old-man' : elderPartner ? 'older-person' : 'old-woman';
  if (/\bbaby\b/.test(r)) return 'baby';
  const young =
    (YOUNGER.test(r) && !/\bgrand/.test(r) && heroStage !== 'senior') ||
    /\bgrand(?:kid|child|son|daughter)/.test(r) ||
    (SIBLING.test(r) && (heroStage === 'child' || heroStage === 'teen')) ||
    (/\bfriend\b/.test(r) && heroStage === 'child');
  if (young) return she ? 'girl' : he ? 'boy' : 'child';
  if (heroStage === 'senior' && /\bfriend\b/.test(r)) return she ? 'old-woman' : he ? 'old-man' : 'older-person';
  return she ? 'woman' : he ? 'man' : 'person';
}

export function castLook(name: string, role: string, heroStage?: LifeStage): CastLook {
  // The same person gets the same look on every page of the book: a seed of who they are.
  const h = mixSeed(0, name, role);
  const kind = kindOf(role, heroStage);
  const tone = TONES[h % TONES.length];
  const hairs = kind === 'man' ? MAN_HAIR : kind === 'woman' || kind === 'person' ? ADULT_HAIR : [''];
  const hair = hairs[(h >>> 3) % hairs.length];
  const head = [kind, hair, tone].filter(Boolean).join('-');
  return {
    head,
    colour: COLOURS[(h >>> 7) % COLOURS.length],
    tone,
    shirt: SHIRTS[(h >>> 11) % SHIRTS.length],
    child: /^(?:girl|boy|child|baby)$/.test(kind),
  };
}
