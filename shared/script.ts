// The script model of BOOK.md: the written story of one comic — title, dedication, cast and its story
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
const plain = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !/[<>{}\u0000-\u001f\u007f]/.test(text), 'Must be plain text');

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

export type Balloon = z.infer<typeof balloonSchema>;
export type Panel = z.infer<typeof panelSchema>;
export type StoryPage = z.infer<typeof storyPageSchema>;
export type CastMember = z.infer<typeof castMemberSchema>;
export type Script = z.infer<typeof scriptSchema>;

/** Who wrote a script: Claude, the built-in writer, or Claude with the built-in writer finishing the book. */
export type ScriptWriter = 'ai' | 'local' | 'mixed';

export const storyPageCount = z
  .number()
  .int()
  .min(MIN_STORY_PAGES)
  .max(MAX_STORY_PAGES)
  .refine((n) => n % 4 === 0, 'Must be a multiple of 4')
  .default(DEFAULT_STORY_PAGES);
