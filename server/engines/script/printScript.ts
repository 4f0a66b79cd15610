// Prints a whole script as a readable screenplay, to read as a paying customer would:
//   npx tsx server/engines/script/printScript.ts [persona] [style] [pages] [seed]
// persona: a label fragment of a sample persona ('margaret', 'nurse', 'hostile'...) or 'all'; style: manga|vintage.
// The idea is the first one the built-in idea generator offers the same persona, so idea and script match.
import { STYLES } from '../../../shared/styles';
import type { Script } from '../../../shared/script';
import { generateLocalIdeas } from '../ideas/localIdeas';
import { SAMPLE_PERSONAS } from '../ideas/samplePersonas';
import { STORY_PERSONAS, type StoryPersona } from '../ideas/storyPersonas';
import { NEWCOMER_PERSONAS } from '../ideas/newcomerPersonas';
import { writeLocalScript } from './writeLocalScript';

const [personaArg = 'margaret', styleArg = 'manga', pagesArg = '20', seedArg = '1'] = process.argv.slice(2);
const type = STYLES.find((style) => style.ideaTemplates === (/vint|30s/i.test(styleArg) ? 'vintage' : 'manga'))!.id;

export function screenplay(script: Script): string {
  const out: string[] = [`# ${script.title}`, `_${script.dedication}_`, '', 'CAST'];
  for (const c of script.cast) out.push(`  ${c.name}: ${c.role}${c.isHero ? ' (hero)' : ''}`);
  for (const page of script.pages) {
    out.push('', `## Page ${page.number} (act ${page.act}): ${page.title}`, `   ${page.summary}`);
    page.panels.forEach((p, i) => {
      out.push(`   Panel ${i + 1}. ${p.shot.toUpperCase()} | ${p.setting}`, `      ${p.action}`);
      if (p.caption) out.push(`      CAPTION: ${p.caption}`);
      for (const b of p.balloons) out.push(`      ${b.speaker.toUpperCase()} (${b.kind}): ${b.text}`);
      if (p.sfx) out.push(`      SFX: ${p.sfx}`);
    });
  }
  return out.join('\n');
}

const everyone: Array<Partial<StoryPersona> & (typeof SAMPLE_PERSONAS)[number]> = [
  ...STORY_PERSONAS,
  ...NEWCOMER_PERSONAS,
  ...SAMPLE_PERSONAS,
];
const personas =
  personaArg === 'all' ? everyone : everyone.filter((p) => p.label.toLowerCase().includes(personaArg.toLowerCase()));
for (const persona of personas) {
  const seed = Number(seedArg);
  const idea = persona.idea ?? generateLocalIdeas({ author: persona.author, type, answers: persona.answers }, seed)[0];
  const script = writeLocalScript({
    author: persona.author,
    type,
    answers: persona.answers,
    idea,
    pages: Number(pagesArg),
    seed,
  });
  console.log(`\n==== ${persona.label} / ${type} / idea: ${idea.title} — ${idea.description}\n`);
  console.log(screenplay(script));
}
