// Which pictures go with a panel, in what order, and how the prompt names them: for each person in the
// panel with a photo (the hero first if present, then the others in the panel's order) their photo and then
// their character sheet. A model that takes fewer pictures loses the sheets first, from the last person.
import type { PanelPaintRequest } from './panelPainter';
import { photographedOthers } from './panelPrompt';

export interface PanelReference {
  /** The person's name in the script ('' for an unnamed hero). */
  name: string;
  hero: boolean;
  kind: 'photo' | 'sheet';
  image: Buffer;
}

/** The panel's references for a model that takes up to `max` pictures. */
export function panelReferences(req: PanelPaintRequest, max: number): PanelReference[] {
  const heroName = req.heroName ?? '';
  const people: { name: string; hero: boolean; photo: Buffer; sheet?: Buffer }[] = [];
  // An animal hero (heroAnimal) is in the panel though the art's own hero is not: its photo and sheet go too.
  if (req.heroPresent || req.heroAnimal)
    people.push({ name: heroName, hero: true, photo: req.photo, sheet: req.heroSheet });
  for (const name of photographedOthers(req))
    people.push({ name, hero: false, photo: req.castPhotos![name], sheet: req.sheets?.[name] });
  // Nobody with a photo in the panel: the hero's photo still sets the book's look (the prompt leaves them out).
  if (people.length === 0) return [{ name: heroName, hero: true, kind: 'photo', image: req.photo }];
  const photos = people.length;
  const sheets = Math.max(0, Math.min(people.filter((p) => p.sheet).length, max - photos));
  let sheetsLeft = sheets;
  return people
    .flatMap((person) => {
      const refs: PanelReference[] = [{ name: person.name, hero: person.hero, kind: 'photo', image: person.photo }];
      if (person.sheet && sheetsLeft > 0) {
        sheetsLeft -= 1;
        refs.push({ name: person.name, hero: person.hero, kind: 'sheet', image: person.sheet });
      }
      return refs;
    })
    .slice(0, Math.max(1, max));
}
