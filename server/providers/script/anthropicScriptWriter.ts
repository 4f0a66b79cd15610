// Scripts from Claude, act by act: each reply is one act's pages (small, cheap, retried on its own by the
// SDK within a deadline), validated against the script schema and checked like the built-in writer's book
// (actChecks: names, the owner's musts, the idea's elements, no repeats, a child's register); an act that
// fails is sent back once with the failures named. The built-in writer gives the skeleton
// (title, dedication, cast, pages per act) and, from the first act Claude cannot write, the rest of the
// book; the script says who wrote it ('ai', 'mixed', or 'local').
import { DEFAULT_ANTHROPIC_MODEL, type AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import { lazyAnthropicClient, unknownModelReporter } from '../anthropicClient';
import { scriptSchema, type Script, type StoryPage } from '../../../shared/script';
import { actFailures, actGuide, type ActGuide } from './actChecks';
import { writeLocalScript } from '../../writing/script/writeLocalScript';
import { actReplySchema, actTool, ACT_TOOL_NAME, buildActMessage, SCRIPT_SYSTEM_PROMPT } from './scriptPrompt';
import type { ScriptRequest, ScriptWriterProvider } from './scriptWriter';

/** One act of at most a dozen pages fits comfortably. */
const MAX_OUTPUT_TOKENS = 8000;

export function createAnthropicScriptWriter(config: NonNullable<AppConfig['anthropic']>, log: Logger): ScriptWriterProvider {
  const client = lazyAnthropicClient(config);
  const reportUnknownModel = unknownModelReporter(config, log, DEFAULT_ANTHROPIC_MODEL);

  async function askAct(request: ScriptRequest, skeleton: Script, act: number, count: number, soFar: StoryPage[], signal: AbortSignal, failures: string[]) {
    const message = await (await client()).messages.create(
      {
        model: config.model,
        max_tokens: MAX_OUTPUT_TOKENS,
        system: SCRIPT_SYSTEM_PROMPT,
        tools: [actTool(count)],
        tool_choice: { type: 'tool', name: ACT_TOOL_NAME, disable_parallel_tool_use: true },
        messages: [{ role: 'user', content: buildActMessage(request, skeleton, act, count, soFar, failures) }],
      },
      // The SDK's timeout is per attempt; this is the deadline for the act, retries included.
      { signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]) },
    );
    const call = message.content.find((block) => block.type === 'tool_use' && block.name === ACT_TOOL_NAME);
    if (!call || call.type !== 'tool_use') throw new Error(`no ${ACT_TOOL_NAME} call (stop: ${message.stop_reason})`);
    return actReplySchema(count).parse(call.input).pages.map((page, i) => ({ ...page, number: soFar.length + i + 1, act }));
  }

  /** One act, checked; sent back once with its failures named, then given up (the built-in writer takes over). */
  async function writeAct(request: ScriptRequest, skeleton: Script, guide: ActGuide, act: number, count: number, soFar: StoryPage[], signal: AbortSignal) {
    const first = await askAct(request, skeleton, act, count, soFar, signal, []);
    const failures = actFailures(act, first, soFar, guide);
    if (!failures.length) return first;
    log.info({ provider: 'anthropic', act, failures }, 'Claude act failed the checks; asking once more');
    const second = await askAct(request, skeleton, act, count, soFar, signal, failures);
    const still = actFailures(act, second, soFar, guide);
    if (still.length) throw new Error(`act ${act} failed the checks twice: ${still.join(' ')}`);
    return second;
  }

  return {
    name: 'anthropic',
    paid: true,
    async write(request, { progress, signal }) {
      const skeleton = writeLocalScript(request);
      const guide = actGuide(request, skeleton);
      const pages: StoryPage[] = [];
      let wroteByAi = 0;
      for (let act = 1; act <= 5; act += 1) {
        const planned = skeleton.pages.filter((page) => page.act === act);
        if (wroteByAi === pages.length) {
          try {
            const written = await writeAct(request, skeleton, guide, act, planned.length, pages, signal);
            pages.push(...written);
            wroteByAi = pages.length;
            progress(pages.length, request.pages);
            continue;
          } catch (error) {
            if (signal.aborted) throw error;
            log.warn({ provider: 'anthropic', act, reason: error instanceof Error ? error.message.slice(0, 200) : String(error) }, 'Claude script act failed; the built-in writer finishes the book');
            await reportUnknownModel(error);
          }
        }
        pages.push(...planned);
        progress(pages.length, request.pages);
      }
      const script = scriptSchema.parse({ ...skeleton, pages });
      const writer = wroteByAi === pages.length ? 'ai' : wroteByAi > 0 ? 'mixed' : 'local';
      return { script, writer };
    },
  };
}
