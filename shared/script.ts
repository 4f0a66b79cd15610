// The script model of docs/book.md: the written story of one comic — title, dedication, cast and its story
// pages in five acts, each page with panels of shots, captions, balloons and sound effects. The zod
// schema is the single source for the server (both writers validate against it), the client and prompts.
import { z } from 'zod';

/** The five acts: the spec's five-part outline becomes the book's act structure. */
export const ACTS = [
  { number: 1, title: 'Opening Scene' },
  { number: 2, title: 'Inciting Incident' },
  { number: 3, title: 'Rising Action' },
  { number: 4, title: 'Climax' },
  { number: 5, title: 'Resolution' },
] as const;

export const SHOTS = ['establishing', 'wide', 'medium', 'close-up', 'extreme close-up'] as const;
export const BALLOON_KINDS = ['speech', 'thought', 'shout', 'whisper'] as const;
export type Shot = (typeof SHOTS)[number];
export type BalloonKind = (typeof BALLOON_KINDS)[number];

export const DEFAULT_STORY_PAGES = 20;
export const MIN_STORY_PAGES = 8;
export const MAX_STORY_PAGES = 40;
export const MAX_BALLOON_TEXT = 120;

/** Plain text: no control characters, no markup brackets, trimmed, with a cap. */
export const plain = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !/[<>{}\u0000-\u001f\u007f]/.test(text), 'Must be plain text');

/**
 * Staging: how the art shows a panel. Optional on every panel (scripts saved before staging existed, and
 * Claude's replies, may lack it; the art then reads the action text), filled by the built-in writer.
 */
export const POSES = [
  'stand',
  'walk',
  'run',
  'leap',
  'fly',
  'fall',
  'sit',
  'point',
  'cheer',
  'hug',
  'cry',
  'fight',
  'hold',
] as const;
export const EMOTIONS = [
  'calm',
  'happy',
  'laughing',
  'sad',
  'angry',
  'scared',
  'surprised',
  'determined',
  'love',
  'tired',
  'embarrassed',
  'sly',
] as const;
export const TIMES_OF_DAY = ['dawn', 'day', 'dusk', 'night'] as const;
export const LIFE_STAGES = ['child', 'teen', 'adult', 'senior'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export type LifeStage = (typeof LIFE_STAGES)[number];

/** One character in a panel's picture: a cast member's name, in a pose, with a feeling. */
export const figureSchema = z.object({
  name: plain(60),
  pose: z.enum(POSES),
  emotion: z.enum(EMOTIONS).optional(),
  /** Something held or used ('a tuba', 'the beehive frame'): drawn from the prop library when it knows it. */
  holding: plain(40).optional(),
});

export const balloonSchema = z.object({
  /** Who speaks: a cast member's name (the hero's short name for the hero). */
  speaker: plain(60),
  kind: z.enum(BALLOON_KINDS),
  text: plain(MAX_BALLOON_TEXT),
});

export const panelSchema = z.object({
  shot: z.enum(SHOTS),
  /** Where it happens, a few words ('the dentist's office', 'a rooftop at night'). */
  setting: plain(120),
  /** What is seen: who is in it and their expression. */
  action: plain(300),
  caption: plain(200).optional(),
  balloons: z.array(balloonSchema).max(3),
  sfx: plain(24).optional(),
  /** Who is drawn, in what pose (at most four figures; the first is in front). */
  figures: z.array(figureSchema).max(4).optional(),
  /** Things from the answers to draw in the scene ('bus', 'beehive', 'camel'), a word or two each. */
  props: z.array(plain(40)).max(4).optional(),
  /** The light of the scene; a page keeps one unless its story moves on in time. */
  timeOfDay: z.enum(TIMES_OF_DAY).optional(),
});

export const storyPageSchema = z.object({
  number: z.number().int().min(1).max(MAX_STORY_PAGES),
  act: z.number().int().min(1).max(5),
  title: plain(80),
  /** One sentence. */
  summary: plain(300),
  panels: z.array(panelSchema).min(1).max(6),
});

export const castMemberSchema = z.object({
  name: plain(60),
  /** One line: 'the hero', 'her husband', 'best friend since school'. */
  role: plain(120),
  isHero: z.boolean(),
  /** A person or an animal (a pet is drawn as its species and never given human gestures). */
  kind: z.enum(['person', 'animal']).optional(),
  /** For an animal: 'parrot', 'dog', 'cat', 'bees'... */
  species: plain(40).optional(),
  /** For a person: how old they read, for the drawing and the dialogue. */
  lifeStage: z.enum(LIFE_STAGES).optional(),
  /**
   * Who they are in English ('her granddaughter', 'the villain'), for the art and the painting prompts, which
   * read English, when `role` is in the book's language ('nieta de Carmen').
   */
  drawnAs: plain(120).optional(),
});

export const scriptSchema = z
  .object({
    title: plain(120),
    /** One line, e.g. 'For Maria, who never stops sailing'. */
    dedication: plain(200),
    cast: z.array(castMemberSchema).min(1).max(12),
    pages: z.array(storyPageSchema).min(MIN_STORY_PAGES).max(MAX_STORY_PAGES),
  })
  .refine((s) => s.pages.length % 4 === 0, 'The number of story pages must be a multiple of 4')
  .refine((s) => s.pages.every((p, i) => p.number === i + 1), 'Pages must be numbered 1, 2, 3...')
  .refine((s) => s.pages.every((p, i) => i === 0 || p.act >= s.pages[i - 1].act), 'Acts must not go backwards');

export type Panel = z.infer<typeof panelSchema>;
export type StoryPage = z.infer<typeof storyPageSchema>;
export type CastMember = z.infer<typeof castMemberSchema>;

/** The role the art reads: the English one a book in another language keeps for it, else the role itself. */
export const roleForArt = (member: Pick<CastMember, 'role' | 'drawnAs'>): string => member.drawnAs ?? member.role;
export type Script = z.infer<typeof scriptSchema>;

/**
 * Whose book it is, for the cover and the last pages: the hero's name, or both heroes' joined as the book's
 * language joins names (`join`: 'Ana y Luis', 'Ana e Isabel').
 */
export function heroesName(
  cast: readonly Pick<CastMember, 'name' | 'isHero'>[],
  join: (names: string[]) => string = (names) => names.join(' and '),
): string | undefined {
  const heroes = cast.filter((member) => member.isHero).map((member) => member.name);
  return heroes.length ? join(heroes.slice(0, 2)) : undefined;
}

/** Who wrote a script: Claude, the built-in writer, or Claude with the built-in writer finishing the book. */
export type ScriptWriter = 'ai' | 'local' | 'mixed';
