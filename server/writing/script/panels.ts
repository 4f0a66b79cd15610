// Panels and shots: building a page's panels with a shot, a setting, an action that says who is there and how
// they look, a caption, balloons from the book's memory (so nothing repeats) and a sound effect in the style.
import type { BALLOON_KINDS, Panel, SHOTS } from '../../../shared/script';
import type { Character } from './cast';
import { SFX, type SfxKind } from './flavour';
import { lines } from './dialogue';
import { castOwnLines, heroOwnLines } from './ownLines';
import { isPetAction, petAction } from './petActions';
import type { World } from './world';
import { clean, type Line } from './tools';
import { capitalize, fixArticles, sentence } from '../wording';
import { detailsOf, mentions } from '../answerDetails';
import { heroAs, inTheirWords, kinOf } from './familyWords';

/** The verb agreeing with a character: v(c, 'joins') is 'join' for the twins. */
export function v(c: Character, verb: string): string {
  if (!c.plural) return verb;
  const [first, ...rest] = verb.split(' ');
  const plural = first === 'is' ? 'are' : first === 'has' ? 'have' : /(?:ch|sh|ss|x)es$/.test(first) ? first.slice(0, -2) : /ies$/.test(first) ? `${first.slice(0, -3)}y` : first.replace(/s$/, '');
  return [plural, ...rest].join(' ');
}

export type Shot = (typeof SHOTS)[number];
export type Kind = (typeof BALLOON_KINDS)[number];

export interface Say {
  who: Character;
  kind?: Kind;
  /** Candidates: one fresh line is chosen; none fresh means the balloon is left out. */
  lines: Line[];
  /** Take the first fresh candidate rather than a random one (the line that carries the plot). */
  prefer?: boolean;
}

export interface PanelSpec {
  shot: Shot;
  setting: string;
  action: string;
  /** Caption candidates (narration). */
  caption?: Line[];
  say?: Say[];
  sfx?: SfxKind;
}

/** Counts who spoke, so the writer can make sure every named family member and friend gets a line. */
export const spoken = new WeakMap<World, Map<string, number>>();

export function spokeCount(w: World, c: Character): number {
  return spoken.get(w)?.get(c.name) ?? 0;
}

export function makePanel(w: World, spec: PanelSpec): Panel {
  const balloons: Panel['balloons'] = [];
  const speakers = (spec.say ?? []).map((s) => s.who);
  for (const s of spec.say ?? []) {
    if (balloons.length >= 3) break;
    const kind = s.kind ?? 'speech';
    // Pets only ever make their own noises, whatever the page wrote for them.
    // A pet makes its noise at most twice in a book: more reads like filler.
    if (s.who.pet && spokeCount(w, s.who) >= 2) continue;
    // The page's own lines first; then lines made of this person's details, for when the page's are stock.
    const candidates = s.who.pet ? lines(w, s.who, kind === 'whisper' ? 'worry' : 'greet') : s.lines;
    const end = kind === 'shout' ? '!' : '.';
    // Who a line is said to: the hero, or for the hero the other person speaking in the panel.
    const to = s.who === w.hero ? speakers.find((c) => c !== w.hero && !c.pet) : w.hero;
    // The hero's children and grandchildren call the hero by the family word ('Nan'), never by first name.
    const toName = to === w.hero ? (w.facts.hero.named ? heroAs(w, s.who) : undefined) : to?.short.replace(/^the /, '');
    // Someone from the answers who has not spoken yet may say a stock line: everyone named gets a word in.
    const listener = toName ?? !(s.who !== w.hero && s.who.mustSpeak && spokeCount(w, s.who) === 0);
    const theirs = (from: Line[]) => (kinOf(w, s.who) ? from.map((l) => (typeof l === 'string' ? inTheirWords(w, s.who, l) : l)) : from);
    const pick = (from: Line[]) => (s.prefer ? w.book.first(theirs(from), 120, end, listener) : w.book.take(theirs(from), 120, end, listener));
    const text = s.who.pet ? w.book.take(candidates, 120, end, false) : pick(candidates) ?? pick(s.who === w.hero ? heroOwnLines(w, kind) : castOwnLines(w, s.who));
    if (!text) continue;
    balloons.push({ speaker: s.who.name, kind, text });
    const counts = spoken.get(w) ?? new Map<string, number>();
    counts.set(s.who.name, (counts.get(s.who.name) ?? 0) + 1);
    spoken.set(w, counts);
  }
  // Someone from the answers, the first time they speak, is introduced by name and relation.
  const newcomer = balloons.map((b) => [...w.family, ...w.friends].find((c) => c.name === b.speaker)).find((c) => c && spokeCount(w, c) === 1);
  const intro = newcomer && !spec.caption ? introduction(w, newcomer) : undefined;
  const caption = spec.caption ? w.book.take(spec.caption, 200) : intro && w.book.take([intro], 200);
  // A pet at the front of a picture acts as its species does, whatever the page wrote for a person.
  const pet = w.people.find((c) => c.pet && isPetAction(spec.action, c));
  const action = pet ? petAction(w, pet) : spec.action;
  const sfxPool = spec.sfx ? SFX[w.style][spec.sfx] : undefined;
  const panel: Panel = {
    shot: spec.shot,
    setting: clean(spec.setting).slice(0, 120) || 'somewhere in town',
    action: capitalize(fixArticles(sentence(clean(action)))).slice(0, 300),
    balloons,
  };
  if (caption) panel.caption = caption;
  if (sfxPool) panel.sfx = w.book.pick(sfxPool);
  const props = propsOf(w, [panel.setting, panel.action, caption ?? '', ...balloons.map((b) => b.text)].join(' \n '));
  if (props.length) panel.props = props;
  return panel;
}

/** The things from the answers a panel's words mention, for the art to draw: a hobby, the job, the dream, a named thing. */
function propsOf(w: World, text: string): string[] {
  const things = [...w.hobbies.map((h) => h.short), w.thing?.kind, w.dream.to, w.dream.of, w.job.head].filter((t): t is string => Boolean(t && t.length <= 40));
  // A thing counts when one of its key words is there ('camel' in a caption), not a small word ('across').
  return [...new Set(things.filter((t) => detailsOf(t).some((word) => mentions(text, word))))].slice(0, 2).map((t) => clean(t));
}

/** 'Tom, Aisha's husband.', 'Father Okafor, Winifred's friend, a priest.', 'Biscuit, Mateo's dog.' */
function introduction(w: World, c: Character): string | undefined {
  const role = c.role.replace(new RegExp(`^(?:${w.pos}|their)\\s+`), '');
  if (!role || role === 'family' || c.name.toLowerCase().includes(role.toLowerCase())) return undefined;
  return `${c.name}, ${w.facts.hero.named ? `${w.H}'s` : 'our hero’s'} ${role}.`;
}

/** Manga actions carry speed lines and screentone; vintage ones Ben-Day dots and bold motion lines. */
export function dynamic(w: World, action: string, intensity: 'calm' | 'action' | 'emotion' = 'action'): string {
  const extra = {
    manga: {
      action: ['speed lines everywhere', 'focus lines burst from the centre', 'speed lines streak behind', 'the background dissolves into speed lines'],
      emotion: ['soft screentone behind', 'sparkles in the screentone', 'a dark screentone shadow falls', 'a single sweat drop'],
      calm: ['light screentone', 'a quiet white background', 'gentle screentone shading'],
    },
    vintage: {
      action: ['bold motion lines', 'a burst of red and yellow behind', 'motion lines and flying stars', 'a jagged starburst behind'],
      emotion: ['a warm halftone glow', 'soft Ben-Day dots', 'a pink halftone blush', 'a dramatic blue shadow'],
      calm: ['cheerful four-colour halftone', 'warm cream and red tones', 'a sunny yellow palette'],
    },
  }[w.style][intensity];
  return `${action.replace(/[.!]$/, '')}; ${w.book.pick(extra)}.`;
}

/** A short expression for a character, varied by mood. */
export function face(w: World, mood: 'happy' | 'worried' | 'fierce' | 'sly' | 'moved' | 'shocked' | 'sleepy' | 'proud'): string {
  const faces: Record<typeof mood, string[]> = {
    happy: ['grinning', 'beaming', 'laughing', 'smiling wide'],
    worried: ['biting a lip', 'frowning with worry', 'pale and wide-eyed', 'wincing'],
    fierce: ['eyes blazing', 'jaw set', 'fists clenched', 'glaring with fierce resolve'],
    sly: ['smirking', 'with a sly grin', 'rubbing hands together', 'with a wicked smile'],
    moved: ['teary-eyed', 'smiling through tears', 'with a soft smile', 'hand on heart'],
    shocked: ['jaw dropped', 'eyes popping', 'frozen in shock', 'mouth agape'],
    sleepy: ['yawning', 'half awake', 'bleary-eyed', 'with bed hair'],
    proud: ['chest puffed out', 'chin up', 'glowing with pride', 'standing tall'],
  };
  return w.book.pick(faces[mood]);
}

export type { Panel };
