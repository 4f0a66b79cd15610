// What the fake Messages API writes when a test queued nothing: like a model that follows the app's prompts.
// An ideas request (a schema with `ideas`) gets three fixed ideas; an act request (a schema with `pages`) gets
// the number of pages the prompt asks for, in which the hero (the first name of the cast) speaks and no line
// repeats across acts. Anything else gets undefined, and the fake then builds a reply from the schema alone.
// A request that names Japanese or Arabic is answered in it (fakeClaudeLanguages.ts), with an act 1 that also
// brings the dedication and the cast's roles when the schema asks for them.
import { wordsFor } from './fakeClaudeLanguages';

export interface FakeIdea {
  title: string;
  description: string;
}

export const FAKE_IDEAS: FakeIdea[] = [
  {
    title: 'Dr. Maria and the Singing Drill',
    description:
      'Dentist Maria sings so well her patients forget the drill, until a rival choir kidnaps her tooth fairy.',
  },
  {
    title: 'Salsa Showdown at Midnight',
    description:
      "Maria's salsa nights turn into a dance-off for the fate of the neighbourhood, with Rosa as her loyal partner.",
  },
  {
    title: 'The Moon Needs Flossing',
    description: 'Maria finally gets her dream trip to the moon, only to find it full of cavities only she can fix.',
  },
];

interface RequestBody {
  messages?: Array<{ content?: unknown }>;
  output_config?: { format?: { schema?: { properties?: Record<string, unknown> } } };
}

/** The user's words of a request (a string, or its text blocks). */
export function userText(body: RequestBody): string {
  const content = body.messages?.[0]?.content;
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? content.map((block: { text?: string }) => block.text ?? '').join('\n') : '';
}

export function actPages(count: number, act: string, hero: string, prompt = '') {
  const words = wordsFor(prompt);
  return Array.from({ length: count }, (_, i) => ({
    title: words?.pageTitle(act, i + 1) ?? `Claude's act ${act}, page ${i + 1}`,
    summary: words?.summary(act) ?? `The hero takes the next step of act ${act}.`,
    panels: [
      {
        shot: 'wide',
        setting: 'the town square at noon',
        action: 'The hero strides in, grinning at the crowd.',
        caption: words?.caption(act, i + 1) ?? `Act ${act}, page ${i + 1}.`,
        balloons: [
          {
            speaker: hero,
            kind: 'speech',
            text: words?.balloon(act, i + 1) ?? `Here we go again, part ${act}.${i + 1}!`,
          },
        ],
        sfx: words?.sfx ?? 'WHOOSH!',
      },
      { shot: 'close-up', setting: 'the town square at noon', action: 'The hero winks.', balloons: [] },
    ],
  }));
}

/** The reply a model following the prompt would give, or undefined when this is not one of the app's requests. */
export function followPrompt(raw: unknown): unknown {
  const body = raw as RequestBody;
  const properties = body.output_config?.format?.schema?.properties ?? {};
  const text = userText(body);
  if ('ideas' in properties) return { ideas: wordsFor(text)?.ideas ?? FAKE_IDEAS };
  if ('pages' in properties) {
    const act = /Write act (\d)/.exec(text)?.[1] ?? '?';
    const count = Number(/ as (\d+) pages?/.exec(text)?.[1] ?? 1);
    const hero = /"cast":\[\{"name":"((?:[^"\\]|\\.)+)"/.exec(text)?.[1] ?? 'Narrator';
    const pages = actPages(count, act, hero, text);
    if (!('dedication' in properties)) return { pages };
    const words = wordsFor(text);
    const cast = [...text.matchAll(/\{"name":"((?:[^"\\]|\\.)+)","role"/g)].map((m) => m[1]);
    return {
      pages,
      dedication: words?.dedication(hero) ?? `For ${hero}, the hero of every page`,
      cast: cast.map((name) => ({
        name,
        role: name === hero ? (words?.heroRole ?? 'the hero') : (words?.otherRole ?? 'a friend'),
        shownAs: words && /^The /.test(name) ? words.invented : name,
      })),
    };
  }
  return undefined;
}
