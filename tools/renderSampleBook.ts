// Draws a whole book with the built-in art through the real job and writes its pages to look at:
// /tmp/sample-book/<style>-<portrait>/NN.png (print size) and a contact sheet, printing each page's state.
// Run: npx tsx tools/renderSampleBook.ts [manga|vintage] [portrait name] [--pages=8] [--person=winifred]
//      [--language=es --written=3] [--person-file=joe.json]
// (--person: a story persona of server/engines/ideas/storyPersonas.ts by label, with its own or its first idea;
// --language with --written=N: the Nth person of that language's grammar, tests/helpers/writtenPeople;
// --person-file: a JSON file of your own person, { "author", "answers": [{ "id", "answer" }], "idea"? })
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { Logger } from '../server/lib/logger';
import { readBookPages } from '../server/domains/book/bookRows';
import { readScript } from '../server/domains/scripts/scriptRows';
import { makeHarness } from '../tests/helpers/harness';
import { closeSharedCpu } from '../tests/helpers/sharedCpu';
import { SAMPLE_STYLES, saveSampleComic, type SamplePerson } from '../tests/fixtures/sampleComic';
import { seededRandom } from '../server/lib/seededRandom';
import { ideasIn } from '../server/engines/languageBooks/ideasIn';
import type { WriterLanguage } from '../server/engines/languageBooks/types';
import { spanishFacts } from '../tests/helpers/writtenPeople/es';
import { frenchFacts } from '../tests/helpers/writtenPeople/fr';
import { germanFacts } from '../tests/helpers/writtenPeople/de';
import { portugueseFacts } from '../tests/helpers/writtenPeople/pt';
import { STORY_PERSONAS } from '../server/engines/ideas/storyPersonas';
import { generateLocalIdeas } from '../server/engines/ideas/localIdeas';

/** Warnings (a shortened balloon, a failed page) printed as they happen. */
const consoleWarnings: Logger = {
  info() {},
  warn: (data: unknown, message?: string) => console.warn(message, JSON.stringify(data)),
  error: (data: unknown, message?: string) => console.error(message, data),
};
const style = (process.argv[2] ?? 'manga') as keyof typeof SAMPLE_STYLES;
const who = process.argv[3] ?? 'medium-dark-white';
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const language = option('language') as WriterLanguage | undefined;
const out = `/tmp/sample-book/${style}-${who}${language ? `-${language}${option('written') ?? ''}` : ''}`;
mkdirSync(out, { recursive: true });

const h = await makeHarness({ user: 'sample@example.com', seed: 11, deps: { log: consoleWarnings } });
const personArg = option('person')?.toLowerCase();
const persona = personArg ? STORY_PERSONAS.find((p) => p.label.toLowerCase().includes(personArg)) : undefined;
const file = option('person-file');
const person = file
  ? personFrom(JSON.parse(readFileSync(file, 'utf8')) as Omit<SamplePerson, 'idea'> & Partial<SamplePerson>)
  : language
    ? writtenPerson(language, Number(option('written') ?? 0))
    : persona && {
        author: persona.author,
        answers: persona.answers,
        idea:
          persona.idea ??
          generateLocalIdeas({ author: persona.author, type: SAMPLE_STYLES[style], answers: persona.answers }, 1)[0],
      };
/** A person of one's own, with the first idea the built-in writer gives them unless they bring one. */
function personFrom(own: Omit<SamplePerson, 'idea'> & Partial<SamplePerson>): SamplePerson {
  const idea = own.idea ?? generateLocalIdeas({ ...own, type: SAMPLE_STYLES[style] }, 1)[0];
  console.log(own.author, '→', idea.title);
  return { ...own, idea };
}
/** The Nth person of a language's grammar of answers, with the first idea the built-in writer gives them. */
function writtenPerson(code: WriterLanguage, n: number): SamplePerson {
  const facts = { es: spanishFacts, fr: frenchFacts, de: germanFacts, pt: portugueseFacts }[code];
  const written = facts.people(seededRandom(45), 24)[n];
  const idea = ideasIn(code, { ...written, type: SAMPLE_STYLES[style] }, written.seed, 3).ideas[0];
  console.log(written.author, JSON.stringify(written.answers), '→', idea.title);
  return { author: written.author, answers: written.answers, idea, language: code };
}

const id = await saveSampleComic(h, SAMPLE_STYLES[style], who, person);
const started = performance.now();
const job = await h.deps.jobs.waitFor((await h.caller.book.start({ comicId: id })).id);
console.log(`book ${job.status} in ${((performance.now() - started) / 1000).toFixed(1)} s`, job.result ?? job.error);
const thumbs: Buffer[] = [];
for (const row of await readBookPages(h.deps.db, id, h.user!.id)) {
  console.log(String(row.number).padStart(2), row.kind.padEnd(10), row.layout ?? '', row.status, row.error ?? '');
  if (!row.printUrl) continue;
  const bytes = await h.deps.store.read(row.printUrl);
  writeFileSync(`${out}/${String(row.number).padStart(2, '0')}.png`, bytes);
  thumbs.push(await sharp(bytes).resize(400).png().toBuffer());
}
const cols = 6;
const sheet = sharp({
  create: { width: cols * 410, height: Math.ceil(thumbs.length / cols) * 620, channels: 3, background: '#888' },
}).composite(thumbs.map((input, i) => ({ input, left: (i % cols) * 410 + 5, top: Math.floor(i / cols) * 620 + 5 })));
writeFileSync(`${out}/contact-sheet.png`, await sheet.png().toBuffer());
// The script beside the pages, to read what each panel was asked to show.
writeFileSync(`${out}/script.json`, JSON.stringify((await readScript(h.deps.db, id, h.user!.id))?.script, null, 1));
console.log(`pages in ${out}`);
await h.deps.jobs.close();
await closeSharedCpu();
