// Checks that generated ideas read as product copy: shared by the idea generator tests (not a test file itself).
import { expect } from 'vitest';
import type { Idea } from '../../shared/schemas';
import { ideaSchema } from '../../shared/schemas';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Quoted answers (“…”) are the visitor's own words: grammar checks skip inside them. */
const unquoted = (text: string) => text.replace(/“[^”]*”/g, 'Q');

/** Problems with one idea's wording, as readable strings (empty when it reads well). */
export function wordingProblems(idea: Pick<Idea, 'title' | 'description'>): string[] {
  const problems: string[] = [];
  const both = `${idea.title}\n${idea.description}`;
  const plain = unquoted(both);
  if (/undefined|\bnull\b|NaN/.test(plain)) problems.push('undefined/null/NaN');
  if (/[<>{}[\]\\|]/.test(both)) problems.push('bracket or placeholder');
  // Letters, not \b (ASCII only): 'Siobhán Ní Bhriain' has no doubled word.
  const doubled = /(?<![\p{L}])(\p{L}+) \1(?![\p{L}])/iu.exec(plain);
  if (doubled) problems.push(`doubled word "${doubled[0]}"`);
  if (/[!?.,;:][.,;:]|\.\.|,,| [.,!?;:]|!\.|\?\./.test(plain)) problems.push('doubled or stray punctuation');
  if (/(?<!\p{L})(?:a|an|the|at|is|of|to|and|with|by)[.!?]/iu.test(plain))
    problems.push('dangling word before end mark');
  if (/(?<![\p{L}'])(?:a|an|the|of|at|is|to|and)[!?.]*$/iu.test(unquoted(idea.title)))
    problems.push('title ends on a small word');
  if (/\bnobody\b|\bordinary\b|\bhumble\b|\bloser\b/i.test(plain)) problems.push('belittling word');
  if (!/[.!?]["”’]?$/.test(idea.description)) problems.push('description has no end mark');
  if (!/^[\p{Lu}“]/u.test(idea.description)) problems.push('description not capitalised');
  if (/(?<![\p{L}'])a [aeiouAEIOU]\p{L}/u.test(plain.replace(/\ba (?:uni|use|one|eu)/gi, ''))) problems.push('a/an');
  return problems;
}

/** Every rule of spec section 8, and readable wording, for a whole set. */
export function expectGoodSet(ideas: Idea[]): void {
  expect(ideas).toHaveLength(3);
  for (const idea of ideas) {
    expect(idea.id).toMatch(UUID_V4);
    expect(idea.title.length).toBeGreaterThan(0);
    expect(idea.title.length).toBeLessThanOrEqual(60);
    expect(idea.description.length).toBeGreaterThan(0);
    expect(idea.description.length).toBeLessThanOrEqual(90);
    expect(idea.title).toBe(idea.title.trim());
    expect(ideaSchema.safeParse(idea).success).toBe(true);
    expect(wordingProblems(idea), `${idea.title} / ${idea.description}`).toEqual([]);
  }
  expect(new Set(ideas.map((i) => i.id)).size).toBe(3);
  expect(new Set(ideas.map((i) => i.title.toLowerCase())).size).toBe(3);
  expect(new Set(ideas.map((i) => i.description.toLowerCase())).size).toBe(3);
}

const STOP = new Set(
  (
    'that with from this have they them their about just really also very into like loves love likes enjoy ' +
    'enjoys lots being would want wants dream dreams work works job family friends friend hobby hobbies genre ' +
    'story book write what when where which while some much many more most other only said says always never'
  ).split(' '),
);

/** Content words of English answers (4+ letters, not filler): one of them should appear in each idea. */
export function contentWords(answers: { answer: string }[]): string[] {
  // 'baking' and 'bake', 'geese' and 'goose' differ; stems (five letters) are enough
  return answers
    .flatMap((a) => a.answer.toLowerCase().match(/[a-z]{4,}/g) ?? [])
    .filter((w) => !STOP.has(w))
    .map((w) => (w.length > 5 ? w.slice(0, 5) : w));
}
