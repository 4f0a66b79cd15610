// The words of one story that its copy (copy/) may name in a slot: the hero and their pronouns, the places,
// the idea, the foe, and the hero's life as the answers tell it. A page adds the words of its moment (who is
// there, which hobby) on top; a character in a slot is given with the forms of its name and its verbs.
import { withArticle } from '../answers/wording';
import type { Slots } from './fill';
import { heroSays, type StoryParts } from './story';

export function storyWords(story: StoryParts<'cast' | 'life' | 'places' | 'plot' | 'voice'>): Slots {
  const { cast, life, places, plot, voice } = story;
  const { dream } = life;
  return {
    hero: cast.hero.label,
    their: cast.pronouns.possessive,
    them: cast.pronouns.object,
    town: places.town,
    home: places.home,
    kitchen: places.kitchen,
    work: places.work,
    hobbyPlace: places.hobby,
    training: places.training,
    arena: places.arena,
    lair: places.lair,
    omen: places.omen,
    crowd: places.minions,
    otherWorld: places.otherWorld,
    title: plot.idea.title,
    premise: plot.idea.description,
    foe: { ...plot.foe },
    minions: plot.minions,
    move: plot.move,
    event: plot.event,
    genre: voice.genre,
    aGenreStory: `${withArticle(voice.genre)} story`,
    job: { ...life.job },
    quirk: life.quirk,
    love: life.love,
    fear: life.fear,
    thing: life.thing && { ...life.thing },
    dream: { ...dream },
    /** The dream as the hero says it ('my pumpkins'), and as it is said to the hero ('your pumpkins'). */
    myDream: { to: dream.to && heroSays(cast, dream.to, 'me'), of: dream.of && heroSays(cast, dream.of, 'me') },
    yourDream: { to: dream.to && heroSays(cast, dream.to, 'you'), of: dream.of && heroSays(cast, dream.of, 'you') },
    quotes: { ...life.quotes },
  };
}
