// Narration captions in the style's voice: manga keeps them terse and dramatic; the vintage style talks like
// a radio serial announcer ("Meanwhile...", "Will our hero survive?"). Each returns candidates for the book.
import { joinList, possessive, withArticle } from '../wording';
import type { Story } from './story';
import type { Line } from './tools';
import { afterTheDay, dayCaptions } from './dayOfLife';

export type CaptionKey =
  | 'open' | 'work' | 'hobbies' | 'evening' | 'omen' | 'challenge' | 'decision' | 'clash' | 'train' | 'trial' | 'chase'
  | 'setback' | 'rally' | 'eve' | 'showdown' | 'splash' | 'aftermath' | 'celebrate' | 'dream' | 'coda' | 'later';

export function captions(story: Story, key: CaptionKey): Line[] {
  const H = story.cast.hero.label;
  const { genre } = story.voice;
  const manga = story.voice.style === 'manga';
  const g = `${withArticle(genre)} story`;
  const hobbyList = joinList(story.life.hobbies.map((h) => h.phrase).slice(0, 3));
  const title = `“${story.plot.idea.title}”`;
  const M = (list: Line[], vintage: Line[]) => (manga ? list : vintage);
  const pools: Record<CaptionKey, Line[]> = {
    open: M(
      [`The town of ${story.places.town}. A morning like any other.`, `${story.places.town}. Nobody here knows it yet, but a legend lives on this street.`, `Every legend starts somewhere. This one starts in ${story.places.town}.`],
      [`Our story begins in the peaceful town of ${story.places.town}...`, `It's a fine morning in ${story.places.town}, and all is well. For now!`, `Meet ${H}, the pride of ${story.places.town}!`],
    ),
    work: dayCaptions(story, manga),
    hobbies: [
      hobbyList && `${afterTheDay(story)}, it's all about ${hobbyList}.`,
      hobbyList && `${possessive(H)} favorite things in the world: ${hobbyList}.`,
      story.life.quotes.hobbies && `${possessive(H)} favorite pastime, in ${story.cast.pronouns.possessive} own words: ${story.life.quotes.hobbies}.`,
    ],
    evening: M([`Night falls over ${story.places.town}.`, `That night, the stars look strangely bright.`], [`That evening, as the radio plays softly...`, `Night falls on ${story.places.town}. But not for long!`]),
    omen: M(
      [`Then, without warning, the sky over ${story.places.town} splits open.`, `A shadow moves across ${story.places.omen}.`, `Something is coming. ${H} can feel it.`],
      [`Meanwhile, across town, a sinister plan is hatching!`, `Little does ${H} know that danger lurks in ${story.places.omen}!`, `But what's this? Trouble is brewing in ${story.places.omen}!`],
    ),
    challenge: [
      story.plot.idea.description && M([`And so it begins. This is ${g}, after all.`], [`And so begins ${g} for the ages!`])[0],
      `Every ${genre} story needs ${story.plot.mode === 'contest' ? 'a troublemaker' : 'a villain'}. This one just arrived.`,
    ],
    decision: M([`The choice is made. There is no turning back.`, `${H} makes a decision.`], [`Will ${H} take up the challenge? You bet!`, `There's only one thing to do, and ${H} knows it!`]),
    clash: M([`The first clash! It is over in seconds.`, `Round one goes to ${story.plot.foe.the}.`], [`Can it be? Is this the end of our hero?`, `Round one goes to ${story.plot.foe.the}!`]),
    train: M(
      [`Day after day, the training continues.`, `Sweat. Blisters. More sweat.`, `The training arc begins!`, `Hours become days. Days become a montage.`, `The training grows harder.`],
      [`Morning, noon and night, ${H} practices!`, `Meanwhile, the practice goes on!`, `Hour after hour, our hero drills!`, `No time to lose! Every minute counts!`, `Practice makes perfect, folks!`],
    ),
    trial: M([`A new trial awaits.`, `The path grows steeper.`, `Another obstacle. Another lesson.`], [`But our hero's troubles are only beginning!`, `What fresh peril is this?`, `Danger at every turn!`]),
    chase: M([`No time to think. Only time to run!`, `The chase is on!`], [`A chase through the streets of ${story.places.town}!`, `Hold on to your hats, folks!`]),
    setback: M([`And then, everything falls apart.`, `The worst has happened.`], [`Disaster strikes! Is all lost?`, `Dark days for our hero...`]),
    rally: M([`In the darkest hour, a voice.`, `${H} remembers why this matters.`], [`But wait! Help comes from where you least expect it!`, `Never count out ${H}, folks!`]),
    eve: M([`The night before the final battle.`, `Tomorrow, everything is decided.`], [`The night before the big day...`, `Tomorrow is the day! Tune in, folks!`]),
    showdown: M(
      [`The final battle. ${title} comes down to this.`, `Everything ${title} promised comes down to this moment.`],
      [`And now, the moment of truth in ${title}!`, `The big showdown of ${title} is here, folks!`],
    ),
    splash: M([`This is it!`, `Now!`], [`And then...!`, `Look! Up there!`]),
    aftermath: M([`Silence. Then, slowly, the dust settles.`, `It's over.`], [`And just like that, it's over!`, `Victory!`]),
    celebrate: M([`That evening, ${story.places.town} celebrates.`, `Word spreads fast in ${story.places.town}.`], [`Extra, extra! ${H} saves the day!`, `That night, all of ${story.places.town} turns out to celebrate!`]),
    dream: [
      story.life.dream.to && `And the dream to ${story.life.dream.to}? It's closer than ever.`,
      story.life.dream.of && `And the dream of ${story.life.dream.of}? Closer than ever.`,
      story.life.dream.quote && `And the dream, ${story.life.dream.quote}? Closer than ever.`,
      `Some dreams take a lifetime. This one took a comic book.`,
    ],
    coda: M([`Some days later.`, `Later, back where it all began.`], [`A few days later...`, `And so, life in ${story.places.town} goes back to normal. Almost!`]),
    later: M([`The next morning.`, `Life goes on.`], [`The next morning...`, `Later that week...`]),
  };
  return pools[key];
}
