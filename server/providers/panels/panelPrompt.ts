// The words we send the image model for one book panel, kept apart from the plumbing so they can be tuned
// on their own. The setting and action come from a script written from the visitor's answers: they are data,
// so they are cleaned, capped and quoted, and the other people's names are taken out (they are private
// people; the model draws them as unnamed figures anyway), except the people whose photos the owner added:
// those are painted from a reference sheet and named in it, so the model knows who is who. The style's
// words come from shared/styles.ts.
// The picture must carry no writing at all: we letter the book ourselves.
import type { HeroAid } from '../../../shared/heroAids';
import type { Shot } from '../../../shared/script';
import { findStyle, type Style } from '../../../shared/styles';
import { quoteSafe } from '../cover/coverPrompt';
import type { PanelPaintRequest } from './panelPainter';
import { escapeRegExp } from '../../engines/answers/phrases';

const MAX_SETTING = 120;
const MAX_ACTION = 300;

/** How each shot is framed (docs/book.md "Art": close-ups on the face, wide shots small in a scene). */
export const SHOT_FRAMING: Record<Shot, string> = {
  establishing: 'Establishing shot: a wide view of the whole place, any figures small within it',
  wide: 'Wide shot: whole figures from head to toe, with plenty of the surroundings',
  medium: 'Medium shot: figures from the waist up, the surroundings behind them',
  'close-up': 'Close-up: a face, head and shoulders, fills most of the picture',
  'extreme close-up': 'Extreme close-up: only the eyes, a hand or one small detail fills the picture',
};

/** For a style that is not in the registry (an old or custom comic): a plain colourful comic. */
const DEFAULT_STYLE = 'a colourful comic book: bold inked outlines, vivid flat colours';

/** Parts of a style's cover wording that belong on a cover only (its pose, price box, masthead). */
const COVER_ONLY = /\b(cover|pose|price|masthead|title|logo|badge|corner)\b/i;

/**
 * The style's words for an inside panel. The registry words a style for covers ("the front cover of <book>:
 * <traits>"); a `prompts.panel` there wins, else the cover wording is used without its cover-only traits.
 */
export function panelStyleWords(style: Style | undefined): string {
  if (!style) return DEFAULT_STYLE;
  const own = (style.prompts as { panel?: unknown }).panel;
  if (typeof own === 'string' && own.trim()) return own.trim();
  const cover = style.prompts.cover;
  const colon = cover.indexOf(':');
  const book = (colon >= 0 ? cover.slice(0, colon) : cover).replace(/^\s*the front cover of\s+/i, '').trim();
  const traits =
    colon >= 0
      ? cover
          .slice(colon + 1)
          .split(',')
          .map((t) => t.trim())
          .filter((t) => t && !COVER_ONLY.test(t))
      : [];
  return traits.length ? `${book}: ${traits.join(', ')}` : book;
}

/** The text with each of the other people's names (whole, then each capitalised part) said as "another person". */
export function withoutNames(text: string, names: string[]): string {
  const whole = names.map((n) => n.trim()).filter((n) => n.length >= 2);
  const parts = whole.flatMap((n) => n.split(/\s+/)).filter((p) => p.length >= 2 && /^\p{Lu}/u.test(p));
  const replace = (source: string, list: string[], flags: string) =>
    [...new Set(list)]
      .sort((a, b) => b.length - a.length)
      .reduce(
        (out, name) =>
          out.replace(
            new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, flags),
            'another person',
          ),
        source,
      );
  return replace(replace(text, whole, 'giu'), parts, 'gu');
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

function othersLine(count: number): string {
  if (count === 0) return '';
  if (count === 1)
    return (
      'Also in the panel: another person, drawn as an unnamed figure in silhouette or ' +
      'seen from behind, face not shown.'
    );
  const many = count < NUMBER_WORDS.length ? NUMBER_WORDS[count] : 'several';
  return (
    `Also in the panel: ${many} other people, drawn as unnamed figures in silhouette or ` +
    `seen from behind, faces not shown.`
  );
}

type PromptRequest = Pick<PanelPaintRequest, 'style' | 'shot' | 'setting' | 'action' | 'heroPresent' | 'others'> &
  Partial<
    Pick<PanelPaintRequest, 'castPhotos' | 'people' | 'heroName' | 'heroAids' | 'castAids' | 'animals' | 'heroAnimal'>
  >;

/**
 * The words of a panel for the painter with its animals said as animals: their names in the place and the
 * action become "the dog" (not "another person"), the people left to count as people, and a line for the
 * animal who is the hero (painted from the photo, as that animal) and for the others'.
 */
function withAnimals(req: PromptRequest, setting: string, action: string) {
  const animals = Object.entries(req.animals ?? {});
  const named = (text: string) =>
    animals.reduce(
      (out, [name, species]) =>
        out.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'gu'), `the ${species}`),
      text,
    );
  const hero = req.heroAnimal ? req.animals?.[req.heroAnimal] : undefined;
  const others = animals.filter(([name]) => name !== req.heroAnimal).map(([, species]) => `a ${species}`);
  return {
    setting: named(setting),
    action: named(action),
    people: req.others.filter((name) => !req.animals?.[name]),
    heroLine: hero
      ? `The ${hero} in the photo is the hero: paint it as that ${hero}, its colours and markings clearly ` +
        'recognisable, as an animal (no person, no clothes, no human pose).'
      : '',
    othersLine: others.length ? `Also in the panel: ${listed(others)}, each drawn as the animal it is.` : '',
  };
}

const AID_WORDS: Record<HeroAid, string> = {
  wheelchair: 'uses a wheelchair',
  'hearing aids': 'wears hearing aids',
  'white cane': 'walks with a white cane',
  crutches: 'walks with crutches',
  'prosthetic leg': 'has a prosthetic leg',
  'guide dog': 'walks with a guide dog in its harness',
  'walking stick': 'walks with a walking stick',
  walker: 'walks with a walking frame (a walker)',
  glasses: 'wears glasses',
};

/**
 * What the hero and the others in the panel live with, said to the painter so each is drawn as they are (in
 * the chair, not standing).
 */
function aidsLine(req: PromptRequest): string {
  const said = (who: string, aids: readonly HeroAid[]) =>
    `${who} ${listed(aids.map((aid) => AID_WORDS[aid]))}: show this as it is` +
    `${aids.includes('wheelchair') ? ', seated in it in every pose' : ''}.`;
  const lines = Object.entries(req.castAids ?? {})
    .filter(([name, aids]) => aids.length && req.others.includes(name))
    .map(([name, aids]) => said(name, aids));
  if (req.heroPresent && req.heroAids?.length) lines.unshift(said('The hero', req.heroAids));
  return lines.join(' ');
}

/**
 * The others in the panel whose photo the owner added, in the panel's order: after the hero, the people of
 * the reference sheet (referenceSheet.ts), left to right.
 */
export function photographedOthers(req: Pick<PanelPaintRequest, 'others' | 'castPhotos'>): string[] {
  const photos = req.castPhotos;
  return photos ? req.others.filter((name) => Object.hasOwn(photos, name)) : [];
}

const MAX_NAME = 60;
const MAX_ROLE = 60;

/** 'Ama', 'Ama and Kofi', 'Ama, Kofi and Efua'. */
function listed(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function buildPanelPrompt(req: PromptRequest): string {
  const pictured = photographedOthers(req);
  if (pictured.length > 0) return buildReferenceSheetPrompt(req, pictured);
  const people = req.others.filter((name) => !req.animals?.[name]);
  const animal = withAnimals(req, withoutNames(req.setting, people), withoutNames(req.action, people));
  const setting = quoteSafe(animal.setting, MAX_SETTING);
  const action = quoteSafe(animal.action, MAX_ACTION);
  const framing = SHOT_FRAMING[req.shot] ?? SHOT_FRAMING.medium;

  const parts = [
    `Turn this photo into one panel from the inside pages of ${panelStyleWords(findStyle(req.style))}.`,
    `${framing}.`,
    animal.heroLine ||
      (req.heroPresent
        ? 'The person in the photo is the hero: keep their face, hairstyle and likeness clearly recognisable.'
        : 'The person in the photo is not in this panel: leave them out and show only the scene.'),
    aidsLine(req),
    setting ? `The place: "${setting}".` : '',
    action ? `What happens: "${action}".` : '',
    othersLine(animal.people.length),
    animal.othersLine,
    'The picture fills the whole frame, no panel borders.',
    'No text, no lettering, no speech balloons, no captions, no sound-effect words, no signatures, no watermarks.',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * The prompt for a panel painted from a reference sheet: the hero and the people whose photos the owner
 * added, named left to right with their part in the story, so the model knows who is who. Their names stay
 * in the place and the action (the owner gave their photos for this); anyone else is still unnamed.
 */
function buildReferenceSheetPrompt(req: PromptRequest, pictured: string[]): string {
  const unnamed = req.others.filter((name) => !pictured.includes(name));
  const setting = quoteSafe(withoutNames(req.setting, unnamed), MAX_SETTING);
  const action = quoteSafe(withoutNames(req.action, unnamed), MAX_ACTION);
  const framing = SHOT_FRAMING[req.shot] ?? SHOT_FRAMING.medium;
  const hero = quoteSafe(req.heroName, MAX_NAME);
  const names = pictured.map((name) => quoteSafe(name, MAX_NAME));
  const who = [
    hero ? `${hero} (the hero)` : 'the hero',
    ...pictured.map((name, i) => {
      const role = quoteSafe(req.people?.[name], MAX_ROLE);
      return role ? `${names[i]} (${role})` : names[i];
    }),
  ];
  const heroCalled = hero || 'The hero';
  const parts = [
    `Turn the people of this reference image into one panel from the inside pages of ` +
      `${panelStyleWords(findStyle(req.style))}.`,
    `Reference image, left to right: ${who.join(', ')}.`,
    `${framing}.`,
    withAnimals(req, '', '').heroLine ||
      (req.heroPresent
        ? `${heroCalled} is in this panel: keep their face, hairstyle and likeness clearly recognisable.`
        : `${heroCalled} is not in this panel: leave them out.`),
    aidsLine(req),
    `${listed(names)} ${names.length === 1 ? 'is' : 'are'} in this panel${req.heroPresent ? ' too' : ''}: ` +
      `keep each face, hairstyle and likeness from the reference image clearly recognisable, each person once.`,
    setting ? `The place: "${setting}".` : '',
    action ? `What happens: "${action}".` : '',
    othersLine(unnamed.length),
    'Only the people in this panel appear; the reference image itself is not shown. The picture fills the ' +
      'whole frame, no panel borders.',
    'No text, no lettering, no speech balloons, no captions, no sound-effect words, no signatures, no watermarks.',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * The prompt for a model that takes each reference apart (panelReferences.ts): who is who by the pictures'
 * order — each person's photo, then their character sheet — so several real people stay themselves.
 */
export function buildMultiReferencePrompt(
  req: PromptRequest,
  refs: { name: string; hero: boolean; kind: 'photo' | 'sheet' }[],
): string {
  const pictured = photographedOthers(req);
  const unnamed = req.others.filter((name) => !pictured.includes(name) && !req.animals?.[name]);
  const animal = withAnimals(req, withoutNames(req.setting, unnamed), withoutNames(req.action, unnamed));
  const setting = quoteSafe(animal.setting, MAX_SETTING);
  const action = quoteSafe(animal.action, MAX_ACTION);
  const framing = SHOT_FRAMING[req.shot] ?? SHOT_FRAMING.medium;
  const hero = quoteSafe(req.heroName, MAX_NAME);
  const numbered = refs.map((ref, i) => ({ ...ref, number: i + 1 }));
  const who = numbered
    .filter((ref) => ref.kind === 'photo')
    .map((photo) => {
      const sheet = numbered.find((ref) => ref.kind === 'sheet' && ref.hero === photo.hero && ref.name === photo.name);
      const called = photo.hero ? hero || 'the hero' : quoteSafe(photo.name, MAX_NAME);
      const role = photo.hero ? (hero ? 'the hero' : '') : quoteSafe(req.people?.[photo.name], MAX_ROLE);
      return (
        `Image ${photo.number} is a photo of ` +
        `${called}${role ? ` (${role})` : ''}` +
        `${sheet ? `; image ${sheet.number} is ${called}'s character sheet` : ''}.`
      );
    });
  const inPanel = [
    ...(req.heroPresent || req.heroAnimal ? [hero || 'the hero'] : []),
    ...pictured.map((name) => quoteSafe(name, MAX_NAME)),
  ];
  const parts = [
    `Paint one panel from the inside pages of ${panelStyleWords(findStyle(req.style))}.`,
    ...who,
    `${framing}.`,
    animal.heroLine,
    inPanel.length
      ? `In this panel: ${listed(inPanel)}. Keep each face, hairstyle and likeness from their own pictures ` +
        `clearly recognisable, each person once.`
      : 'The person in the pictures is not in this panel: leave them out and show only the scene.',
    req.heroPresent || req.heroAnimal || inPanel.length === 0
      ? ''
      : `${hero || 'The hero'} is not in this panel: leave them out.`,
    setting ? `The place: "${setting}".` : '',
    action ? `What happens: "${action}".` : '',
    othersLine(unnamed.length),
    animal.othersLine,
    'The pictures themselves are not shown. The picture fills the whole frame, no panel borders.',
    'No text, no lettering, no speech balloons, no captions, no sound-effect words, no signatures, no watermarks.',
  ];
  return parts.filter(Boolean).join(' ');
}
