// Where each answer's details are in a comic's story: the pages whose words a reader sees (captions and
// balloons) mention them. Built for the owner's "what we used" view and to check a rewrite kept the musts.
import type { Script } from '../../../shared/script';
import type { StoryUsage } from '../../../shared/storyUsage';
import { answerDetails, mentions } from '../../engines/answers/answerDetails';

export function storyUsage(
  script: Script | null,
  answers: ReadonlyArray<{ id: string; question?: string; answer: string }>,
  author: string,
  musts: readonly string[],
): StoryUsage {
  const questions = new Map(answers.map((a) => [a.id, a.question ?? a.id]));
  const pageTexts = (script?.pages ?? []).map((page) => ({
    number: page.number,
    text: page.panels.flatMap((panel) => [panel.caption ?? '', ...panel.balloons.map((b) => b.text)]).join('\n'),
  }));
  const mustSet = new Set(musts.map((m) => m.toLowerCase()));
  const result = answerDetails(answers, author).map(({ id, answer, details }) => ({
    id,
    question: questions.get(id) ?? id,
    answer,
    details: details.map((text) => ({
      text,
      pages: pageTexts.filter((page) => mentions(page.text, text)).map((page) => page.number),
      must: mustSet.has(text.toLowerCase()),
    })),
  }));
  return { answers: result, unused: result.flatMap((a) => a.details).filter((d) => d.pages.length === 0).length };
}

/** The musts the owner may keep: details of the comic's own answers only, as written there. */
export function validMusts(
  answers: ReadonlyArray<{ id: string; answer: string }>,
  author: string,
  wanted: readonly string[],
): string[] {
  const known = new Map(
    answerDetails(answers, author)
      .flatMap((a) => a.details)
      .map((d) => [d.toLowerCase(), d]),
  );
  return [...new Set(wanted.map((w) => known.get(w.trim().toLowerCase())).filter((d): d is string => Boolean(d)))];
}
