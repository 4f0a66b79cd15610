// ideas.generate: three story ideas from the author, type and answers.
import type { GenerateIdeasInput } from '../../../shared/schemas';
import type { GeneratedIdeas } from '../../../shared/types';
import type { AppDeps } from '../appDeps';
import type { Actor } from '../actor';
import { runPaidGeneration } from '../paidGeneration';

export async function generateIdeas(deps: AppDeps, actor: Actor, input: GenerateIdeasInput): Promise<GeneratedIdeas> {
  // Answers left empty say nothing about the author; dropping them keeps prompts and titles clean.
  const cleaned = { ...input, answers: input.answers.filter((a) => a.answer.length > 0) };
  const generate = () => deps.ideas.generate(cleaned, Math.floor(deps.random() * 2 ** 32));
  // The built-in generator costs nothing and takes about a millisecond: regenerating freely is the point.
  // Only a provider that spends money (Claude) goes through the quota.
  if (!deps.ideas.paid) return generate();
  return runPaidGeneration(deps, actor, 'ideas', cleaned, generate);
}
