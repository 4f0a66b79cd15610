// Idea templates for black-and-white manga: awakenings, tournaments, training arcs, rivals, isekai, mecha.
// Each is whole sentences; `needs` lists the answer slots it places, so every value sits where its form fits.
import { a, cap, poss, vb, type IdeaTemplate } from './template';

export const MANGA_TEMPLATES: IdeaTemplate[] = [
  {
    key: 'm-awakening',
    needs: ['job', 'jobT'],
    title: (t) => `Awakening of the Legendary ${t.jobT}`,
    text: (v) => [
      `${v.name}, ${a(v.job)}, awakens a hidden power just as ${v.villain} attacks!`,
      `${v.name}, ${a(v.job)}, awakens a legendary hidden power!`,
    ],
  },
  {
    key: 'm-secret-training',
    needs: ['jobIs'],
    title: (t) => `The Secret Training of ${t.nameT}`,
    text: (v) => [
      `By day, ${v.name} ${v.jobIs}. By night, ${v.name} masters a forbidden martial art!`,
      `By day, ${v.name} ${v.jobIs}. By night: forbidden martial arts!`,
    ],
  },
  {
    key: 'm-legend-disguise',
    needs: ['jobIs'],
    title: (t) => `${t.nameT}: Legend in Disguise`,
    text: (v) => [
      `Everyone thinks ${v.name} ${v.jobIs}. In truth, ${v.name} is a legendary swordmaster!`,
      // 'is a dentist and, secretly, a…' only works when the job is a noun phrase.
      ...(v.jobIs.startsWith('is ') ? [`${v.name} ${v.jobIs} and, secretly, a legendary swordmaster!`] : []),
      `Everyone thinks ${v.name} ${v.jobIs}. Wrong: legendary swordmaster!`,
    ],
  },
  {
    key: 'm-hero-academy',
    needs: ['jobIs'],
    title: () => 'Welcome to Hero Academy!',
    text: (v) => [
      `${v.name} ${v.jobIs}, until the Hero Academy comes calling with a secret mission!`,
      `${v.name} ${v.jobIs}, until the Hero Academy comes calling!`,
    ],
  },
  {
    key: 'm-hobby-duel',
    needs: ['hobby'],
    title: (t) => `A Duel of ${t.hobbyT}!`,
    text: (v) => [
      `A mysterious rival challenges ${v.name} to a duel of ${v.hobby}. Winner takes all!`,
      `A mysterious rival challenges ${v.name} to a duel of ${v.hobby}!`,
    ],
  },
  {
    key: 'm-dream-prophecy',
    needs: ['dreamOf'],
    title: () => 'The Prophecy Foretold',
    text: (v) => [`An ancient scroll foretells ${poss(v.name)} destiny: ${v.dreamOf}!`],
  },
  {
    key: 'm-dream-rival',
    needs: ['dreamOf'],
    title: () => 'The Dream That Would Not Die',
    text: (v) => [
      `${cap(v.villain)} vows to crush ${poss(v.name)} dream of ${v.dreamOf}. Big mistake!`,
      `A rival vows to crush ${poss(v.name)} dream of ${v.dreamOf}. Big mistake!`,
    ],
  },
  {
    key: 'm-family-tournament',
    needs: ['family'],
    title: () => 'The Family Tournament Arc',
    text: (v, p) => [
      `${cap(v.family)} ${vb(p.family, 'enters', 'enter')} the family tournament to test ${poss(v.name)} hidden power!`,
      `${cap(v.family)} ${vb(p.family, 'challenges', 'challenge')} ${v.name} to a family tournament!`,
    ],
  },
  {
    key: 'm-raised-by-legends',
    needs: ['family'],
    title: () => 'Raised by Legends',
    text: (v, p) => [
      `${cap(v.family)} ${vb(p.family, 'trains', 'train')} ${v.name} in secret every night. The reason: ${v.villain}!`,
      `${cap(v.family)} ${vb(p.family, 'trains', 'train')} ${v.name} in secret every night!`,
    ],
  },
  {
    key: 'm-dream-quest',
    needs: ['dreamOf'],
    title: (t) => `${t.nameT} and the Legendary Quest`,
    text: (v) => [
      `${v.name} sets out on a legendary quest, all for ${v.dreamOf}!`,
      `${v.name} sets out on a quest for ${v.dreamOf}!`,
    ],
  },
  {
    key: 'm-friend-duo',
    needs: ['friend', 'friendT'],
    title: (t) => `${t.friendT} and the Bonds of Steel`,
    text: (v) => [
      `${cap(v.friend)} and ${v.name} swear to become the strongest duo in ${a(v.genre)} world!`,
      `${cap(v.friend)} and ${v.name} swear to become the strongest duo ever!`,
    ],
  },
  {
    key: 'm-friend-spar',
    needs: ['friend'],
    title: (t) => `Sparring at Dawn with ${t.friendT}!`,
    text: (v) => [
      `Every dawn, ${v.friend} and ${v.name} spar on the rooftop. Today, ${v.villain} is watching!`,
      `Every dawn, ${v.friend} and ${v.name} spar on the rooftop!`,
    ],
  },
  {
    key: 'm-isekai-job',
    needs: ['jobHead', 'jobHeadT'],
    title: (t) => `Reborn as the Strongest ${t.jobHeadT}`,
    text: (v) => [
      `${v.name} wakes up in ${a(v.genre)} world where ${v.jobHead} skills are the strongest magic!`,
      `${v.name} wakes up in another world where ${v.jobHead} skills are magic!`,
    ],
  },
  {
    key: 'm-tournament',
    needs: ['hobby', 'hobbyT'],
    title: (t) => `Tournament Arc: ${t.hobbyT}!`,
    text: (v) => [
      `${v.name} enters the Grand Tournament of ${v.hobby}, and every rival trembles!`,
      `${v.name} enters the Grand Tournament of ${v.hobby}!`,
    ],
  },
  {
    key: 'm-training',
    needs: ['friend', 'hobby'],
    title: (t) => `The ${t.nameT} Training Arc`,
    text: (v) => [
      `${cap(v.friend)} drags ${v.name} up a mountain to train in the secret art of ${v.hobby}!`,
      `${cap(v.friend)} drags ${v.name} up a mountain to master ${v.hobby}!`,
    ],
  },
  {
    key: 'm-rival-family',
    needs: ['family', 'rivalT', 'hobby'],
    title: (t, p) => `My ${p.rivalT ? 'Rivals Are' : 'Rival Is'} ${t.rivalT}?!`,
    text: (v, p) => [
      `${cap(v.family)} ${vb(p.family, 'vows', 'vow')} to beat ${v.name} at ${v.hobby}. Dinner will never be the same!`,
      `${cap(v.family)} ${vb(p.family, 'vows', 'vow')} to beat ${v.name} at ${v.hobby}!`,
    ],
  },
  {
    key: 'm-oath',
    needs: ['dreamTo', 'dreamT'],
    title: (t) => `${t.dreamT} or Bust!`,
    text: (v) => [
      `${v.name} swears a mighty oath to ${v.dreamTo}, whatever ${v.villain} says!`,
      `${v.name} swears a mighty oath to ${v.dreamTo}!`,
    ],
  },
  {
    key: 'm-isekai-hobby',
    needs: ['hobby', 'hobbyT'],
    title: (t) => `Another World Runs on ${t.hobbyT}`,
    text: (v, p) => [
      `${v.name} wakes up in another world where ${v.hobby} ${vb(p.hobby, 'is', 'are')} a deadly martial art!`,
      `In another world, ${v.hobby} ${vb(p.hobby, 'is', 'are')} a martial art, and ${v.name} is its master!`,
    ],
  },
  {
    key: 'm-mecha',
    needs: ['friend', 'hobby'],
    title: (t) => `Mecha Pilot ${t.nameT}, Launch!`,
    text: (v) => [
      `${v.name} and ${v.friend} pilot a giant robot powered by ${v.hobby} against ${v.villain}!`,
      `${v.name} and ${v.friend} pilot a giant robot powered by ${v.hobby}!`,
    ],
  },
  {
    key: 'm-club',
    needs: ['crew'],
    title: () => 'Our Club Must Not Fall!',
    text: (v) => [
      `${v.crew} have one week to save their club from ${v.villain}!`,
      `${v.crew} have one week to save their club!`,
    ],
  },
  {
    key: 'm-sensei',
    needs: ['dreamOf', 'dreamT', 'family'],
    title: (t) => `Destiny: ${t.dreamT}`,
    text: (v, p) => [
      `A sensei reveals ${poss(v.name)} destiny: ${v.dreamOf}. ${cap(v.family)} ` +
        `${vb(p.family, 'is', 'are')} not impressed.`,
      `A sensei reveals ${poss(v.name)} destiny: ${v.dreamOf}!`,
    ],
  },
  {
    key: 'm-final-boss',
    needs: ['jobHeadT', 'hobby'],
    title: (t) => `The ${t.jobHeadT} vs. the Final Boss`,
    text: (v) => [
      `The final boss is ${v.villain}. ${cap(poss(v.name))} secret weapon: ${v.hobby}!`,
      `${cap(poss(v.name))} secret weapon against the final boss: ${v.hobby}!`,
    ],
  },
  {
    key: 'm-friend-rival',
    needs: ['friend', 'friendT', 'dreamOf'],
    title: (t) => `Duel at Dawn: ${t.nameT} vs. ${t.friendT}`,
    text: (v) => [`Best friends turned rivals! ${cap(v.friend)} and ${v.name} clash over ${v.dreamOf}.`],
  },
  {
    key: 'm-forbidden-art',
    needs: ['family', 'hobby', 'hobbyT'],
    title: (t) => `Forbidden Art: ${t.hobbyT}`,
    text: (v, p) => [
      `${cap(v.family)} ${vb(p.family, 'teaches', 'teach')} ${v.name} the forbidden art of ` +
        `${v.hobby}. Now ${v.villain} wants it!`,
      `${cap(v.family)} ${vb(p.family, 'teaches', 'teach')} ${v.name} the forbidden art of ${v.hobby}!`,
    ],
  },
  {
    key: 'm-thing-awakens',
    needs: ['thing', 'thingT'],
    title: (t) => `${t.thingT}, Awaken!`,
    text: (v) => [
      `${cap(v.thing)} awakens as ${poss(v.name)} spirit partner in ${a(v.genre)} saga!`,
      `${cap(v.thing)} awakens as ${poss(v.name)} spirit partner!`,
    ],
  },
  {
    key: 'm-thing-stolen',
    needs: ['thingName', 'thingT'],
    title: (t) => `The Return of ${t.thingT}`,
    text: (v) => [
      `When ${v.villain} steals ${v.thingName}, ${v.name} swears to get it back at any cost!`,
      `When ${v.villain} steals ${v.thingName}, ${v.name} swears revenge!`,
    ],
  },
  {
    key: 'm-fear-army',
    needs: ['fearPl', 'fearT'],
    title: (t) => `Attack on ${t.fearT}!`,
    text: (v) => [
      `An army of ${v.fearPl} invades, and ${v.name} must face the fear of a lifetime!`,
      `An army of ${v.fearPl} invades! Only ${v.name} can stop it!`,
    ],
  },
  {
    key: 'm-fear-boss',
    needs: ['fear', 'fearT'],
    title: (t) => `${t.nameT} vs. ${t.fearT}`,
    text: (v) => [
      `The final boss of this ${v.genre} saga is ${poss(v.name)} greatest fear: ${v.fear}!`,
      `The final boss is ${poss(v.name)} greatest fear: ${v.fear}!`,
    ],
  },
  {
    key: 'm-pet-beast',
    needs: ['pet', 'petKindT'],
    title: (t) => `My ${t.petKindT} Is a Legendary Beast?!`,
    text: (v) => [
      `${cap(v.pet)} turns out to be a legendary spirit beast, and only ${v.name} can tame it!`,
      `${cap(v.pet)} is secretly a legendary spirit beast!`,
    ],
  },
  {
    key: 'm-love',
    needs: ['love', 'loveT'],
    title: (t) => `The Power of ${t.loveT}`,
    text: (v) => [
      `${cap(poss(v.name))} love of ${v.love} awakens a legendary power!`,
      `${v.name} draws a legendary power from ${v.love}!`,
    ],
  },
  {
    key: 'm-quirk',
    needs: ['quirk', 'quirkT'],
    title: (t) => `The Hero Who ${t.quirkT}`,
    text: (v) => [
      `${v.name} ${v.quirk}. It turns out to be a legendary fighting technique!`,
      `${v.name} ${v.quirk}, and it is a legendary technique!`,
    ],
  },
  {
    key: 'm-dream-training',
    needs: ['dreamTo', 'hobby'],
    title: (t) => `${t.nameT}: The Road to Mastery`,
    text: (v) => [
      `To ${v.dreamTo}, ${v.name} must first master ${v.hobby}. The training begins!`,
      `To ${v.dreamTo}, ${v.name} must first master ${v.hobby}!`,
    ],
  },
  {
    key: 'm-job-quote',
    needs: ['jobQuote'],
    title: (t) => `${t.nameT}: Day Job, Secret Power`,
    text: (v) => [
      `Day job: ${v.jobQuote}. Secret life: the hero of ${a(v.genre)} saga!`,
      `Day job: ${v.jobQuote}. Secret life: hero!`,
    ],
  },
  {
    key: 'm-dream-quote',
    needs: ['dreamQuote'],
    title: (t) => `${t.nameT} Follows the Dream`,
    text: (v) => [
      `One dream drives ${v.name}: ${v.dreamQuote}. Nothing can stop this hero now!`,
      `One dream drives ${v.name}: ${v.dreamQuote}!`,
    ],
  },
  {
    key: 'm-clan',
    needs: ['family'],
    title: () => 'Heir of the Legendary Clan',
    text: (v, p) => [
      `${cap(v.family)} ${vb(p.family, 'reveals', 'reveal')} that ${v.name} is heir to a legendary clan of warriors!`,
      `${cap(v.family)} ${vb(p.family, 'reveals', 'reveal')} a secret: ${v.name} comes from a clan of warriors!`,
    ],
  },
  {
    key: 'm-dream-team',
    needs: ['crew', 'hobby'],
    title: (t) => `Team ${t.nameT}: The Strongest Squad`,
    text: (v) => [
      `${v.crew} form the strongest ${v.genre} team, united by ${v.hobby}!`,
      `${v.crew} form the strongest team in the land!`,
    ],
  },
];
