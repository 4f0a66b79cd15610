// ideas.generate: three story ideas from the author, type and answers.
import type { GenerateIdeasInput } from '../../shared/schemas';
import type { GeneratedIdeas } from '../../shared/types';
import { runPaidGeneration } from '../lib/paidGeneration';
import type { Context } from '../trpc/context';

export async function generateIdeas(ctx: Context, input: GenerateIdeasInput): Promise<GeneratedIdeas> {
  // Answers left empty say nothing about the author; dropping them keeps prompts and titles clean.
  const cleaned = { ...input, answers: input.answers.filter((a) => a.answer.length > 0) };
  return runPaidGeneration(ctx, 'ideas', cleaned, () => {
    const seed = Math.floor(ctx.deps.random() * 2 ** 32);
    return ctx.deps.ideas.generate(cleaned, seed);
  });
}
