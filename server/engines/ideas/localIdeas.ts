// The local story-idea generator (spec section 8): used when no AI key is configured and whenever the AI fails.
// Answers are read once into typed facts (server/engines/answers), then whole-sentence templates for the comic's style
// (the set its registry entry names) are filled only with values in the forms they fit. Pure and
// deterministic: the same input, seed and avoid list always give the same ideas (ids included).
import type { GenerateIdeasInput, Idea } from '../../../shared/schemas';
import { styleOrDefault } from '../../../shared/styles';
import { IDEAS_PER_SET } from '../../../shared/limits';
import { seededRandom, seededUuid, shuffled } from '../../lib/seededRandom';
import { readAnswers } from '../answers/readAnswers';
import { cutPoints, lineFault } from '../answers/lineGuard';
import { villainsFor } from './flavours';
import { IDEA_TEMPLATE_SETS } from './templateSets';
import { MEMORIAL_TEMPLATES } from './memorialTemplates';
import { inMemory } from '../answers/memorial';
import { heroAnimal } from '../answers/animalHero';
import { ANIMAL_TEMPLATES } from './animalTemplates';
import { PAIR_TEMPLATES } from './pairTemplates';
import { buildSlots } from './slots';
import { renderTemplate } from './render';
import { pickIdeaSet, type Candidate } from './pickIdeaSet';

export interface LocalIdeaOptions {
  /** Template keys of recent sets for the same answers: skipped while enough other templates fit. */
  avoid?: readonly string[];
}

export interface LocalIdeaSet {
  ideas: Idea[];
  /** The template key behind each idea, for the provider's memory of recent sets. */
  keys: string[];
}

export function generateLocalIdeaSet(
  input: GenerateIdeasInput,
  seed: number,
  options: LocalIdeaOptions = {},
): LocalIdeaSet {
  const rng = seededRandom(seed);
  // An unknown type gets the registry's first style, like readAnswers does, so the genre and templates agree.
  // A book in someone's memory gets ideas that fit it, whatever the style (memorialTemplates.ts).
  // An animal for a hero gets ideas an animal can live (animalTemplates.ts).
  // Two heroes get ideas about the two of them (pairTemplates.ts).
  const facts = readAnswers(input);
  const templates = inMemory(input ?? {})
    ? MEMORIAL_TEMPLATES
    : heroAnimal(input ?? {})
      ? ANIMAL_TEMPLATES
      : facts.hero.partner
        ? PAIR_TEMPLATES
        : IDEA_TEMPLATE_SETS[styleOrDefault(input?.type).ideaTemplates];
  // Both heroes' names only where the verbs take two (the pair's own templates).
  const named =
    templates === PAIR_TEMPLATES || !facts.hero.both
      ? facts
      : { ...facts, hero: { ...facts.hero, both: undefined, title: facts.hero.call } };
  const { slots, plural } = buildSlots(named, shuffled(villainsFor(facts.genre.label), rng), rng);
  // Every title and description passes the writers' last guard: no dangling end, no answer's phrase cut short.
  const cuts = cutPoints([...facts.answers.values()]);
  const reads = (text: string) => !lineFault(text, cuts);
  const candidates: Candidate[] = [];
  for (const template of templates) {
    const rendered = renderTemplate(template, slots, plural, reads);
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
