// The checks every act Claude writes must pass, the same ones the built-in writer is held to: the speakers
// are the cast (names right), the owner's musts and the idea's named elements are on the page by the act
// the plan puts them in, no balloon repeats, and a child's book has nothing adult. A failed act is sent back
// once with its failures named; the plan is the built-in writer's book for the same request.
import type { Script, StoryPage } from '../../../shared/script';
import { mentions } from '../../engines/answers/answerDetails';
import { NOT_FOR_CHILDREN } from '../../engines/answers/lifeStage';
import { readPlot } from '../../engines/script/plot/readPlot';
import { readAnswers } from '../../engines/answers/readAnswers';
import type { ScriptRequest } from './scriptWriter';

export interface Requirement {
  text: string;
  /** The act by whose end the story must show it: where the plan first does, else the last act. */
  byAct: number;
  why: 'must' | 'idea';
}

export interface ActGuide {
  names: string[];
  required: Requirement[];
  child: boolean;
  /** The hero's name when the hero is an animal: it only thinks and makes its sounds, never says words. */
  animal?: string;
}

const pageText = (page: StoryPage) =>
  [
    page.title,
    page.summary,
    ...page.panels.flatMap((p) => [p.caption ?? '', p.action, ...p.balloons.map((b) => b.text)]),
  ].join('\n');

/** What the acts must show and when, read from the request and the built-in writer's plan of the same book. */
export function actGuide(request: ScriptRequest, plan: Script): ActGuide {
  const facts = readAnswers({ author: request.author, type: request.type as never, answers: request.answers as never });
  const plot = readPlot(request.idea, facts);
  const animalHero = plan.cast.find((c) => c.isHero && c.kind === 'animal');
  const firstAct = (text: string) => plan.pages.find((page) => mentions(pageText(page), text))?.act ?? 5;
  const wanted: Array<[string, Requirement['why']]> = [
    ...(request.mustUse ?? []).map((m): [string, Requirement['why']] => [m, 'must']),
    ...plot.elements.map((e): [string, Requirement['why']] => [e, 'idea']),
  ];
  return {
    names: plan.cast.map((c) => c.name),
    // Found by their words, which only an English book keeps: in another language Claude writes them in it
    // (the prompt still asks for every one).
    required:
      (request.language ?? 'en') === 'en' ? wanted.map(([text, why]) => ({ text, why, byAct: firstAct(text) })) : [],
    child: plan.cast.find((c) => c.isHero)?.lifeStage === 'child',
    ...(animalHero ? { animal: animalHero.name } : {}),
  };
}

/** Why an act fails the checks, in words Claude can act on; empty when it passes. */
export function actFailures(act: number, written: StoryPage[], soFar: StoryPage[], guide: ActGuide): string[] {
  const failures: string[] = [];
  const cast = new Set(guide.names.map((n) => n.toLowerCase()));
  const strangers = [
    ...new Set(
      written
        .flatMap((p) => p.panels.flatMap((x) => x.balloons.map((b) => b.speaker)))
        .filter((s) => !cast.has(s.toLowerCase())),
    ),
  ];
  if (strangers.length)
    failures.push(`Balloon speakers must be cast names exactly as given; not in the cast: ${strangers.join(', ')}.`);
  const all = [...soFar, ...written].map(pageText).join('\n');
  const missing = guide.required.filter((r) => r.byAct <= act && !mentions(all, r.text));
  for (const r of missing)
    failures.push(
      r.why === 'must'
        ? `The owner asked for "${r.text}" to be in the story; it is missing.`
        : `The chosen idea's "${r.text}" must be in the story by now; it is missing.`,
    );
  const earlier = new Set(soFar.flatMap((p) => p.panels.flatMap((x) => x.balloons.map((b) => b.text.toLowerCase()))));
  const repeated = written
    .flatMap((p) => p.panels.flatMap((x) => x.balloons.map((b) => b.text)))
    .filter((t) => earlier.has(t.toLowerCase()) || !earlier.add(t.toLowerCase()));
  if (repeated.length)
    failures.push(
      `No balloon may repeat an earlier one: ${repeated
        .slice(0, 3)
        .map((t) => `"${t}"`)
        .join(', ')}.`,
    );
  if (guide.animal) {
    // A sound is a word or two ("Woof! Woof!"); anything longer said aloud is a person's speech.
    const spoken = written
      .flatMap((p) => p.panels.flatMap((x) => x.balloons))
      .filter((b) => b.speaker === guide.animal && b.kind !== 'thought' && b.text.trim().split(/\s+/).length > 3)
      .map((b) => `"${b.text}"`);
    if (spoken.length)
      failures.push(
        `${guide.animal} is an animal: only thought balloons and its own sounds, never words said aloud ` +
          `(${spoken.slice(0, 2).join(', ')}).`,
      );
  }
  if (guide.child) {
    const adult = written
      .flatMap((p) => p.panels.flatMap((x) => [x.caption ?? '', ...x.balloons.map((b) => b.text)]))
      .filter((t) => NOT_FOR_CHILDREN.test(t));
    if (adult.length)
      failures.push(
        `The hero is a child: nothing adult (${adult
          .slice(0, 2)
          .map((t) => `"${t}"`)
          .join(', ')}).`,
      );
  }
  return failures;
}
