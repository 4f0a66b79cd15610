// What the Claude tests share: a fake Messages API started once per file and emptied between tests, a
// comic to write (Priya the singing dentist, whose friend Arjun fears geese), the acts a model would send for
// it, and the settings of a provider pointed at the fake.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ScriptRequest } from '../../server/providers/script/scriptWriter';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import {
  startFakeAnthropic,
  type FakeAnthropic,
  type FakeAnthropicOptions,
  type FakeAnthropicReply,
} from '../fakes/fakeAnthropic';

/** The file's fake API: `const fake = useFakeAnthropic();` then `fake()` inside tests. */
export function useFakeAnthropic(options: FakeAnthropicOptions = {}): () => FakeAnthropic {
  let fake: FakeAnthropic;
  beforeAll(async () => {
    fake = await startFakeAnthropic(options);
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => fake.reset());
  return () => fake;
}

export function priyaRequest(pages: number, seed: number): ScriptRequest {
  return {
    author: 'Priya Raman',
    type: 'black-and-white-manga',
    answers: [
      { id: 'job', answer: 'Dentist who sings to her patients' },
      { id: 'friends', answer: 'Arjun, who is terrified of geese' },
    ],
    idea: { title: 'Priya Raman vs. Geese', description: 'The final boss is a flock of geese.' },
    pages,
    seed,
  };
}

/** A provider's settings against the fake, with one deadline for ideas and acts. */
export const claudeSettings = (url: string, model = 'claude-sonnet-5-5', timeoutMs = 5000) => ({
  apiKey: 'test-key',
  model,
  baseURL: url,
  timeoutMs,
  actTimeoutMs: timeoutMs,
  maxRetries: 0,
});

/** How many pages each act of the built-in plan has (the pages Claude is asked for, act by act). */
export const pagesPerAct = (request: ScriptRequest) =>
  [1, 2, 3, 4, 5].map((act) => writeLocalScript(request).pages.filter((page) => page.act === act).length);

/** Valid pages for one act, as the model would send them (titles say which act, to tell them apart). */
export function actReply(act: number, count: number, speaker = 'Arjun'): FakeAnthropicReply {
  const pages = Array.from({ length: count }, (_, i) => ({
    title: `Claude act ${act} page ${i + 1}`,
    summary: `Priya faces the geese, part ${act}.${i + 1}.`,
    panels: [
      {
        shot: 'medium',
        setting: 'the dental office',
        action: 'Priya hums while Arjun hides behind the chair.',
        balloons: [{ speaker, kind: 'whisper', text: `Are they gone yet? (${act}.${i + 1})` }],
      },
    ],
  }));
  return { kind: 'json', value: { pages } };
}
