// The local story-idea generator (spec section 8): used when no AI key is configured and whenever the AI fails.
// Answers are read once into typed facts (server/writing), then whole-sentence templates for the comic's style
// are filled only with values in the forms they fit. Pure and deterministic: the same input, seed and avoid
// list always give the same ideas (ids included).
import type { GenerateIdeasInput, Idea } from '../../../shared/schemas';
import type { BookType } from '../../../shared/bookTypes';
import { IDEAS_PER_SET } from '../../../shared/limits';
import { seededRandom } from '../../lib/seededRandom';
import { readAnswers } from '../../writing/readAnswers';
import { villainsFor } from './local/flavours';
import type { IdeaTemplate } from './local/template';
import { MANGA_TEMPLATES } from './local/mangaTemplates';
import { VINTAGE_TEMPLATES } from './local/vintageTemplates';
import { MANGA_FALLBACKS, VINTAGE_FALLBACKS } from './local/fallbackTemplates';
import { buildSlots } from './local/slots';
import { renderTemplate } from './local/render';
import { pickIdeaSet, type Candidate } from './local/pickIdeaSet';
import { seededUuid, shuffled } from './local/seeded';

const TEMPLATES: Record<BookType, IdeaTemplate[]> = {
  'black-and-white-manga': [...MANGA_TEMPLATES, ...MANGA_FALLBACKS],
  '30s-50s-style': [...VINTAGE_TEMPLATES, ...VINTAGE_FALLBACKS],
};

export interface LocalIdeaOptions {
  /** Template keys of recent sets for the same answers: skipped while enough other templates fit. */
  avoid?: readonly string[];
}

export interface LocalIdeaSet {
  ideas: Idea[];
  /** The template key behind each idea, for the provider's memory of recent sets. */
  keys: string[];
}

export function generateLocalIdeaSet(input: GenerateIdeasInput, seed: number, options: LocalIdeaOptions = {}): LocalIdeaSet {
  const rng = seededRandom(seed);
  const type: BookType = input?.type === '30s-50s-style' ? '30s-50s-style' : 'black-and-white-manga';
  const facts = readAnswers(input);
  const { slots, plural } = buildSlots(facts, shuffled(villainsFor(facts.genre.label), rng), rng);
  const candidates: Candidate[] = [];
  for (const template of TEMPLATES[type]) {
    const rendered = renderTemplate(template, slots, plural);
    if (rendered) candidates.push({ template, rendered });
  }
  const picked = pickIdeaSet(candidates, facts.genre.label, options.avoid ?? [], rng, IDEAS_PER_SET);
  return {
    ideas: picked.map((c) => ({ id: seededUuid(rng), title: c.rendered.title, description: c.rendered.description })),
    keys: picked.map((c) => c.template.key),
  };
}

/**
 * Three locally built story ideas for the author (spec section 8). Deterministic for a given input, seed and
 * avoid list; never throws on odd input.
 */
export function generateLocalIdeas(input: GenerateIdeasInput, seed: number, options: LocalIdeaOptions = {}): Idea[] {
  return generateLocalIdeaSet(input, seed, options).ideas;
}
