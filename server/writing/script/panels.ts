// Panels and shots: building a page's panels with a shot, a setting, an action that says who is there and how
// they look, a caption, balloons from the book's memory (so nothing repeats) and a sound effect in the style.
import type { BALLOON_KINDS, Panel, SHOTS } from '../../../shared/script';
import type { Character } from './cast';
import { SFX, type SfxKind } from './flavour';
import { lines } from './dialogue';
import type { World } from './world';
import { clean, type Line } from './tools';
import { capitalize, sentence } from '../wording';

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
  for (const s of spec.say ?? []) {
    if (balloons.length >= 3) break;
    const kind = s.kind ?? 'speech';
    // Pets only ever make their own noises, whatever the page wrote for them.
    const text = w.book.take(s.who.pet ? lines(w, s.who, kind === 'whisper' ? 'worry' : 'greet') : s.lines, 120, kind === 'shout' ? '!' : '.');
    if (!text) continue;
    balloons.push({ speaker: s.who.name, kind, text });
    const counts = spoken.get(w) ?? new Map<string, number>();
    counts.set(s.who.name, (counts.get(s.who.name) ?? 0) + 1);
    spoken.set(w, counts);
  }
  const caption = spec.caption ? w.book.take(spec.caption, 200) : undefined;
  const sfxPool = spec.sfx ? SFX[w.style][spec.sfx] : undefined;
  const panel: Panel = {
    shot: spec.shot,
    setting: clean(spec.setting).slice(0, 120) || 'somewhere in town',
    action: capitalize(sentence(clean(spec.action))).slice(0, 300),
    balloons,
  };
  if (caption) panel.caption = caption;
  if (sfxPool) panel.sfx = w.book.pick(sfxPool);
  return panel;
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
