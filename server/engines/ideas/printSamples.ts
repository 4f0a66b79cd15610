// Prints idea sets for varied personas in every registry style, to read as a customer would:
//   npx tsx server/engines/ideas/printSamples.ts [seeds=2]
import type { GenerateIdeasInput } from '../../../shared/schemas';
import { generateLocalIdeaSet } from './localIdeas';
import { SAMPLE_PERSONAS } from './samplePersonas';
import { STYLES } from '../../../shared/styles';

const seeds = Number(process.argv[2] ?? 2);
for (const persona of SAMPLE_PERSONAS) {
  for (const { id: type } of STYLES) {
    const input: GenerateIdeasInput = { author: persona.author, type, answers: persona.answers };
    let avoid: string[] = [];
    for (let seed = 1; seed <= seeds; seed += 1) {
      const set = generateLocalIdeaSet(input, seed * 7919, { avoid });
      avoid = [...avoid, ...set.keys].slice(-6);
      console.log(`\n## ${persona.label} — ${type} — set ${seed}`);
      for (const [i, idea] of set.ideas.entries()) {
        console.log(`  ${idea.title}\n    ${idea.description}   [${set.keys[i]}]`);
      }
    }
  }
}
