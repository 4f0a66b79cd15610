// The local stand-in for Claude that the browser tests' second app (ANTHROPIC_BASE_URL) writes ideas and
// scripts with: the same strict fake as the unit tests (tests/fakes/fakeAnthropic.ts: it refuses what the
// real Messages API refuses), writing like a model that follows the prompts. Every act comes back after a
// pause, so a whole book takes a few seconds and a reload can land in the middle of it.
import { startFakeAnthropic } from '../fakeAnthropic';
import { FAKE_ANTHROPIC_PORT } from '../../e2e/support/ports';

const ACT_PAUSE_MS = 2500;

const isAct = (body: unknown) =>
  'pages' in
  ((body as { output_config?: { format?: { schema?: { properties?: object } } } }).output_config?.format?.schema
    ?.properties ?? {});

await startFakeAnthropic({
  port: FAKE_ANTHROPIC_PORT,
  keepAlive: true,
  pauseMs: (body) => (isAct(body) ? ACT_PAUSE_MS : 0),
});
console.log(`fake Anthropic listening on ${FAKE_ANTHROPIC_PORT}`);
