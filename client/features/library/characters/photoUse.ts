// What each character's photo is used for in the book, in people's words, from the same matching the book
// uses (shared/castPhotos.ts): the hero's photo for the hero; a photo of someone the owner added for the
// person of the story it matches, or, when none does, how to bring them in.
import { matchCastPhotos, supportingCharacters, type PhotoCharacter } from '../../../../shared/castPhotos';
import type { Script } from '../../../../shared/script';
import { m } from '../../../lib/i18n';

/**
 * The English of the two "not in the story" lines (messages/library, library_photo_not_in_story_*), which
 * tests/integration/castPhotos.test.ts compares with; the page shows the message in its own language.
 */
export const NOT_IN_STORY_REWRITE = 'Not in the story yet: use this name in your answers, then write the story again.';
export const NOT_IN_STORY_UNWRITTEN =
  'Not in the story yet: use this name in your answers, then write the whole story.';

/** By character id: the line under each character with a photo (none for a character without one). */
export function photoUseLines(characters: PhotoCharacter[], script: Script | null): Map<string, string> {
  const lines = new Map<string, string>();
  const [hero] = characters;
  if (hero?.portraitImageUrl) {
    const name = script?.cast.find((member) => member.isHero)?.name;
    lines.set(hero.id, name ? m.library_photo_for_hero_named({ name }) : m.library_photo_for_hero());
  }
  const matches = script ? matchCastPhotos(script.cast, supportingCharacters(characters)) : [];
  for (const character of supportingCharacters(characters)) {
    if (!character.portraitImageUrl) continue;
    const match = matches.find((found) => found.character.id === character.id);
    lines.set(
      character.id,
      match
        ? m.library_photo_for_member({ name: match.member.name, role: match.member.role })
        : script
          ? m.library_photo_not_in_story_rewrite()
          : m.library_photo_not_in_story_unwritten(),
    );
  }
  return lines;
}
