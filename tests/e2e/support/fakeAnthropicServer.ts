// The local stand-in for Claude that the browser tests' second app (ANTHROPIC_BASE_URL) writes scripts
// with: every act comes back as the number of pages the tool asks for, after a pause, so a whole book
// takes a few seconds and a reload can land in the middle of it. Idea calls get three fixed ideas.
import { randomUUID } from 'node:crypto';
import { sendJson, startFakeHttpServer } from '../../helpers/fakeHttp';
import { FAKE_IDEAS } from '../../helpers/fakeAnthropic';
import { FAKE_ANTHROPIC_PORT } from './ports';

const ACT_PAUSE_MS = 1500;

interface ToolSpec {
  name: string;
  input_schema: { properties: { pages?: { minItems?: number } } };
}

/** Like a model that follows the prompt: the hero (the cast's first name) speaks, and no line repeats across acts. */
function actPages(count: number, act: string, hero: string) {
  return Array.from({ length: count }, (_, i) => ({
    title: `Claude's act ${act}, page ${i + 1}`,
    summary: `The hero takes the next step of act ${act}.`,
    panels: [
      { shot: 'wide', setting: 'the town square at noon', action: 'The hero strides in, grinning at the crowd.', caption: `Act ${act}, page ${i + 1}.`, balloons: [{ speaker: hero, kind: 'speech', text: `Here we go again, part ${act}.${i + 1}!` }], sfx: 'WHOOSH!' },
      { shot: 'close-up', setting: 'the town square at noon', action: 'The hero winks.', balloons: [] },
    ],
  }));
}

await startFakeHttpServer(async (req, res) => {
  if (req.path === '/health') return sendJson(res, 200, { ok: true });
  const body = req.body as { tools?: ToolSpec[]; messages?: { content: string }[]; model?: string };
  const tool = body.tools?.[0];
  const reply = (input: unknown) =>
    sendJson(res, 200, {
      id: `msg_${randomUUID().replace(/-/g, '')}`,
      type: 'message',
      role: 'assistant',
      model: body.model ?? 'fake',
      content: [{ type: 'tool_use', id: `toolu_${randomUUID().replace(/-/g, '')}`, name: tool?.name ?? 'unknown', input }],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 900, output_tokens: 600 },
    });
  if (tool?.name === 'submit_act') {
    await new Promise((r) => setTimeout(r, ACT_PAUSE_MS));
    const content = body.messages?.[0]?.content ?? '';
    const act = /Write act (\d)/.exec(content)?.[1] ?? '?';
    const hero = /"cast":\[\{"name":"((?:[^"\\]|\\.)+)"/.exec(content)?.[1] ?? 'Narrator';
    return reply({ pages: actPages(tool.input_schema.properties.pages?.minItems ?? 1, act, hero) });
  }
  return reply({ ideas: FAKE_IDEAS });
}, FAKE_ANTHROPIC_PORT);
console.log(`fake Anthropic listening on ${FAKE_ANTHROPIC_PORT}`);
