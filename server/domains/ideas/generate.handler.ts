// ideas.generate: three story ideas from the author, type and answers.
import type { GenerateIdeasInput } from '../../../shared/schemas';
import type { GeneratedIdeas } from '../../../shared/types';
import type { AppDeps } from '../appDeps';
import type { Actor } from '../actor';
import { runPaidGeneration } from '../paidGeneration';
import { coversAndClaudeMeter } from '../spend/ceilings';
import { assertWritableLanguage } from '../bookLanguage';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';

export async function generateIdeas(deps: AppDeps, actor: Actor, input: GenerateIdeasInput): Promise<GeneratedIdeas> {
  assertWritableLanguage(deps, input.language ?? DEFAULT_LANGUAGE);
  // Answers left empty say nothing about the author; dropping them keeps prompts and titles clean.
  const cleaned = { ...input, answers: input.answers.filter((a) => a.answer.length > 0) };
  const seed = () => Math.floor(deps.random() * 2 ** 32);
  // The built-in generator costs nothing and takes about a millisecond: regenerating freely is the point.
  // Only a provider that spends money (Claude) goes through the quota, and its call under the site's daily
  // ceiling on covers and Claude (past it, the built-in ideas answer).
  if (!deps.ideas.paid) return deps.ideas.generate(cleaned, seed());
  const meter = coversAndClaudeMeter(deps, { kind: 'ideas', comicId: null, userId: actor.user?.id ?? null });
  return runPaidGeneration(deps, actor, 'ideas', cleaned, () => deps.ideas.generate(cleaned, seed(), meter));
}
