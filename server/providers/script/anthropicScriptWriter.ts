// Scripts from Claude, act by act: each reply is one act's pages as a structured-output reply (claudeJson.ts:
// small, cheap, retried on its own by the SDK within a deadline, asked again with more room when cut),
// validated against the script schema and checked like the built-in writer's book (actChecks: names, the
// owner's musts, the idea's elements, no repeats, a child's register); an act that fails is sent back once with
// the failures named. The built-in writer gives the skeleton (title, dedication, cast, pages per act) and, from
// the first act Claude cannot write, the rest of the book; the script says who wrote it ('ai', 'mixed', or
// 'local') and, when Claude was asked and did not write it all, why. A book in a language the built-in writer
// does not speak is Claude's alone: an act it cannot write fails the script (never a book half in English), and
// its first act brings the dedication and the cast's roles in the book's language.
import { DEFAULT_ANTHROPIC_MODEL, type AppConfig } from '../../config';
import { startDeadline } from '../../lib/deadline';
import type { Logger } from '../../lib/logger';
import { anthropicSdk, claudeFailure, lazyAnthropicClient, unknownModelReporter } from '../anthropic/anthropicClient';
import { askClaudeForJson, ClaudeReplyError } from '../anthropic/claudeJson';
import { scriptSchema, type Script, type StoryPage } from '../../../shared/script';
import type { WriterReason } from '../../../shared/scriptAuthorship';
import { actFailures, actGuide, type ActGuide } from './actChecks';
import { type ActMatter, withMatter } from './actMatter';
import { writeLocalScript } from '../../engines/script/writeLocalScript';
import { isWriterLanguage } from '../../engines/languageBooks/builtInLanguages';
import { writeBookIn } from '../../engines/languageBooks/writeBookIn';
import { actReplySchema, buildActMessage, needsMatter, SCRIPT_SYSTEM_PROMPT } from './scriptPrompt';
import { bookLanguage, writableLanguages } from '../../../shared/languages';
import { SpendCeiling, Upstream } from '../../lib/errors';
import type { ScriptProgress, ScriptRequest, ScriptWriterProvider } from './scriptWriter';
import { said } from '../../lib/said';

/** What each call of a script goes under: the job's signal, and the site's spending meter. */
type CallContext = Pick<ScriptProgress, 'signal' | 'meter'>;

/**
 * An act is up to a dozen pages that must keep the cast, the plan and continuity straight: medium effort thinks
 * that through without the default (high) spending thinking tokens on all five calls of a book.
 */
const ACT_EFFORT = 'medium';
/** A page of 3 to 5 panels is about 450 tokens of JSON; the room allows for longer captions and balloons. */
const REPLY_TOKENS_PER_PAGE = 700;

/** The failure in a language only Claude writes; the browser names the language in the visitor's language. */
const scriptFailed = (language: string, languageCode?: string) =>
  said('error_script_failed', { language, languageCode });
export const scriptFailedMessage = (language: string) => scriptFailed(language).text;

export function createAnthropicScriptWriter(
  config: NonNullable<AppConfig['anthropic']>,
  log: Logger,
): ScriptWriterProvider {
  const client = lazyAnthropicClient(config);
  const reportUnknownModel = unknownModelReporter(config, log, DEFAULT_ANTHROPIC_MODEL);

  async function askAct(
    request: ScriptRequest,
    skeleton: Script,
    act: number,
    count: number,
    soFar: StoryPage[],
    limits: { timeoutMs: number; signal: AbortSignal; meter?: CallContext['meter'] },
    failures: string[],
  ) {
    const { value, usage } = await askClaudeForJson(
      await client(),
      config.model,
      {
        system: SCRIPT_SYSTEM_PROMPT,
        user: buildActMessage(request, skeleton, act, count, soFar, failures),
        schema: actReplySchema(count, needsMatter(request, act)),
        effort: ACT_EFFORT,
        replyTokens: REPLY_TOKENS_PER_PAGE * count,
      },
      limits,
    );
    log.info(
      { provider: 'anthropic', act, pages: count, tokensIn: usage.input, tokensOut: usage.output, calls: usage.calls },
      'Claude wrote an act',
    );
    const reply = actReplySchema(count, needsMatter(request, act)).parse(value);
    const pages = reply.pages.map((page, i) => ({ ...page, number: soFar.length + i + 1, act }));
    return Object.assign(pages, { matter: 'dedication' in reply ? (reply as ActMatter) : undefined });
  }

  /**
   * One act, checked; sent back once with its failures named, then given up (the built-in writer takes over).
   * Both asks share the act's deadline (ANTHROPIC_ACT_TIMEOUT_SECONDS); the job's signal ends it sooner.
   */
  async function writeAct(
    request: ScriptRequest,
    skeleton: Script,
    guide: ActGuide,
    act: number,
    count: number,
    soFar: StoryPage[],
    call: CallContext,
  ) {
    const deadline = startDeadline(config.actTimeoutMs, call.signal);
    const ask = (failures: string[]) =>
      askAct(
        request,
        skeleton,
        act,
        count,
        soFar,
        { timeoutMs: deadline.remainingMs(), signal: deadline.signal, meter: call.meter },
        failures,
      );
    try {
      const first = await ask([]);
      const failures = actFailures(act, first, soFar, guide);
      if (!failures.length) return first;
      log.info({ provider: 'anthropic', act, failures }, 'Claude act failed the checks; asking once more');
      const second = await ask(failures);
      const still = actFailures(act, second, soFar, guide);
      if (still.length) throw new ClaudeReplyError('checks', `act ${act} failed the checks twice: ${still.join(' ')}`);
      return second;
    } finally {
      deadline.clear();
    }
  }

  return {
    name: 'anthropic',
    paid: true,
    languages: writableLanguages(true),
    async write(request, { progress, signal, meter, beforePaidCall }) {
      const skeleton = writeLocalScript(request);
      const language = bookLanguage(request.language);
      let matter: ActMatter | undefined;
      const guide = actGuide(request, skeleton);
      const pages: StoryPage[] = [];
      let wroteByAi = 0;
      let reason: WriterReason | null = null;
      for (let act = 1; act <= 5; act += 1) {
        const planned = skeleton.pages.filter((page) => page.act === act);
        if (wroteByAi === pages.length) {
          await beforePaidCall?.();
          try {
            const written = await writeAct(request, skeleton, guide, act, planned.length, pages, { signal, meter });
            matter ??= written.matter;
            pages.push(...written);
            wroteByAi = pages.length;
            progress(pages.length, request.pages);
            continue;
          } catch (error) {
            if (signal.aborted) throw error;
            const failure = claudeFailure(error, await anthropicSdk());
            reason = failure.reason;
            log.warn(
              { provider: 'anthropic', act, ...failure.log },
              language.builtIn
                ? 'Claude script act failed; the built-in writer finishes the book'
                : 'Claude script act failed; the story fails (the built-in writer does not write its language)',
            );
            await reportUnknownModel(error);
            if (!language.builtIn)
              throw error instanceof SpendCeiling ? error : new Upstream(scriptFailed(language.english, language.code));
            // The built-in writer of another language cannot finish a story Claude began (its foe and places
            // are its own), so it writes the whole book: one story, in the book's language, never half English.
            if (isWriterLanguage(language.code)) {
              const script = scriptSchema.parse(writeBookIn(language.code, request));
              progress(script.pages.length, request.pages);
              return { script, writer: 'local', reason };
            }
          }
        }
        pages.push(...planned);
        progress(pages.length, request.pages);
      }
      const script = scriptSchema.parse(withMatter({ ...skeleton, pages }, matter, request));
      const writer = wroteByAi === pages.length ? 'ai' : wroteByAi > 0 ? 'mixed' : 'local';
      return { script, writer, reason };
    },
  };
}
