// What each character's photo is used for in the book, in people's words, from the same matching the book
// uses (shared/castPhotos.ts): the hero's photo for the hero; a photo of someone the owner added for the
// person of the story it matches, or, when none does, how to bring them in.
import { matchCastPhotos, supportingCharacters, type PhotoCharacter } from '../../../../shared/castPhotos';
import type { Script } from '../../../../shared/script';

export const NOT_IN_STORY_REWRITE = 'Not in the story yet: use this name in your answers, then write the story again.';
export const NOT_IN_STORY_UNWRITTEN =
  'Not in the story yet: use this name in your answers, then write the whole story.';

/** By character id: the line under each character with a photo (none for a character without one). */
export function photoUseLines(characters: PhotoCharacter[], script: Script | null): Map<string, string> {
  const lines = new Map<string, string>();
  const [hero] = characters;
  if (hero?.portraitImageUrl) {
    const name = script?.cast.find((member) => member.isHero)?.name;
    lines.set(hero.id, name ? `Their photo is used for ${name}, the hero.` : 'Their photo is used for the hero.');
  }
  const matches = script ? matchCastPhotos(script.cast, supportingCharacters(characters)) : [];
  for (const character of supportingCharacters(characters)) {
    if (!character.portraitImageUrl) continue;
    const match = matches.find((m) => m.character.id === character.id);
    lines.set(
      character.id,
      match
        ? `Their photo is used for ${match.member.name} (${match.member.role}) in the story.`
        : script
          ? NOT_IN_STORY_REWRITE
          : NOT_IN_STORY_UNWRITTEN,
    );
  }
  return lines;
}
