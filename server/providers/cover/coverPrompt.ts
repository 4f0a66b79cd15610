// The words we send the image model for a cover, kept apart from the plumbing so they can be tuned on their own.
// Visitor text (title, description, author, note) is cleaned, capped and quoted, so it reads as lettering and
// story, and a long note cannot drown out the style instructions. Each style's words are in shared/styles.ts.
// The words asked to be lettered (the title, the badge) are in the book's language.
import type { CoverRequest } from './coverProvider';
import { FALLBACK_SUMMARY_AUTHOR, FALLBACK_TITLE } from '../../../shared/limits';
import { findStyle } from '../../../shared/styles';
import { bookLanguage } from '../../../shared/languages';
import { matterWords } from '../../engines/words/matterWords';

const MAX_TITLE = 80;
const MAX_AUTHOR = 60;
const MAX_DESCRIPTION = 300;
const MAX_NOTE = 300;

/** One line of plain text: no control characters or line breaks, double quotes made single, at most `max` chars. */
export function quoteSafe(text: string | undefined, max: number): string {
  const clean = (text ?? '')
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ')
    .replace(/["“”„`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(clean);
  return chars.length <= max
    ? clean
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** "Comics by Carmen" in an English book, the matter pages' byline in another ("Por Carmen", "Von Carmen"). */
function badge(language: string | undefined, author: string): string {
  const code = bookLanguage(language).code;
  return code === 'en' ? `Comics by ${author}` : matterWords(code).byline(author);
}

/** For a type that is not in the style registry (an old or custom comic): a plain colourful cover. */
const DEFAULT_STYLE =
  'the front cover of a colourful comic book: bold inked outlines, vivid flat colours, a dynamic heroic pose';

/** Who the hero is: the person in the photo, or the animal it shows (painted as that animal, never as a person). */
function heroLine(species: string): string {
  return species
    ? `The ${species} in the photo is the hero: paint it as that ${species}, its colours and markings clearly ` +
        'recognisable, as an animal (no person, no clothes, no human pose).'
    : 'The person in the photo is the hero: keep their face, hairstyle and likeness clearly recognisable.';
}

export function buildCoverPrompt(
  req: Pick<CoverRequest, 'title' | 'description' | 'author' | 'type' | 'note' | 'language' | 'heroSpecies'>,
): string {
  const title = quoteSafe(req.title, MAX_TITLE) || FALLBACK_TITLE;
  const author = quoteSafe(req.author, MAX_AUTHOR) || FALLBACK_SUMMARY_AUTHOR;
  const description = quoteSafe(req.description, MAX_DESCRIPTION);
  const note = quoteSafe(req.note, MAX_NOTE);
  const style = findStyle(req.type)?.prompts.cover ?? DEFAULT_STYLE;

  const parts = [
    `Turn this photo into ${style}.`,
    heroLine(quoteSafe(req.heroSpecies, 40)),
    `At the top, a big bold comic masthead with exactly this title lettering: "${title}".`,
    // The badge in the book's language, as the built-in cover and the title page letter it ("Por Carmen").
    `A small badge in a lower corner that reads exactly: "${badge(req.language, author)}".`,
    description ? `The cover hints at this story: "${description}".` : '',
    note ? `The reader also asks for this (apply it to the picture only): "${note}".` : '',
    'Portrait cover layout, no other text, no watermarks.',
  ];
  return parts.filter(Boolean).join(' ');
}
