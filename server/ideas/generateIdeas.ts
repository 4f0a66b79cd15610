// ideas.generate: three story ideas from the author, type and answers.
import type { GenerateIdeasInput } from '../../shared/schemas';
import type { GeneratedIdeas } from '../../shared/types';
import { runPaidGeneration } from '../lib/paidGeneration';
import type { Context } from '../trpc/context';

export async function generateIdeas(ctx: Context, input: GenerateIdeasInput): Promise<GeneratedIdeas> {
  // Answers left empty say nothing about the author; dropping them keeps prompts and titles clean.
  const cleaned = { ...input, answers: input.answers.filter((a) => a.answer.length > 0) };
  const generate = () => ctx.deps.ideas.generate(cleaned, Math.floor(ctx.deps.random() * 2 ** 32));
  // The built-in generator costs nothing and takes about a millisecond: regenerating freely is the point.
  // Only a provider that spends money (Claude) goes through the quota.
  if (!ctx.deps.ideas.paid) return generate();
  return runPaidGeneration(ctx, 'ideas', cleaned, generate);
}
