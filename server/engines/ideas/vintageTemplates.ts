// Idea templates for 30s-50s style comics: pulp heroes, mad scientists, rockets, gumshoes and serials.
// Each is whole sentences; `needs` lists the answer slots it places, so every value sits where its form fits.
import { a, cap, poss, vb, type IdeaTemplate } from './template';

export const VINTAGE_TEMPLATES: IdeaTemplate[] = [
  {
    key: 'v-amazing-job',
    needs: ['job', 'jobT'],
    title: (t) => `The Amazing ${t.jobT}!`,
    text: (v) => [
      `By day, ${v.name} is ${a(v.job)}. By night, the city's masked protector!`,
      `By day, ${v.name} is ${a(v.job)}. By night, a masked hero!`,
    ],
  },
  {
    key: 'v-amazing-does',
    needs: ['jobIs'],
    title: (t) => `The Astonishing ${t.nameT}!`,
    text: (v) => [`By day, ${v.name} ${v.jobIs}. By night, a masked avenger!`],
  },
  {
    key: 'v-zeppelin',
    needs: ['jobIs'],
    title: (t) => `Extra! ${t.nameT} Saves the Day!`,
    text: (v) => [
      `${v.name} ${v.jobIs}, but today a runaway zeppelin needs a hero!`,
      `${v.name} ${v.jobIs}, but today the city needs a hero!`,
    ],
  },
  {
    key: 'v-meteor',
    needs: ['jobIs'],
    title: () => 'The Glowing Meteor Strikes!',
    text: (v) => [
      `${v.name} ${v.jobIs}, until a glowing meteor lands in the backyard!`,
      `${v.name} ${v.jobIs}, until a glowing meteor lands!`,
    ],
  },
  {
    key: 'v-dream-machine',
    needs: ['dreamOf'],
    title: (t) => `${t.nameT} and the Dream Machine`,
    text: (v) => [
      `A mad scientist's machine can grant ${poss(v.name)} dream of ${v.dreamOf}, for a price!`,
      `A mad scientist offers ${v.name} a shortcut to ${v.dreamOf}!`,
    ],
  },
  {
    key: 'v-dream-perils',
    needs: ['dreamOf'],
    title: () => 'The Twelve Perils of Destiny',
    text: (v) => [
      `In this ${v.genre} serial, ${v.name} chases the dream of ${v.dreamOf} through twelve perils!`,
      `${v.name} chases the dream of ${v.dreamOf} through twelve perils!`,
    ],
  },
  {
    key: 'v-private-eyes',
    needs: ['friend', 'friendT'],
    title: (t) => `${t.friendT} and Partner, Private Eyes`,
    text: (v) => [
      `${v.name} and ${v.friend} open a detective agency. First client: ${v.villain}!`,
      `${v.name} and ${v.friend} open a detective agency!`,
    ],
  },
  {
    key: 'v-ray',
    needs: ['hobby', 'hobbyT', 'friend'],
    title: (t) => `Astonishing Tales of ${t.hobbyT}`,
    text: (v) => [
      `A mad scientist's ray makes ${v.name} unbeatable at ${v.hobby}! Can ${v.friend} stop the chaos?`,
      `A mad scientist's ray makes ${v.name} unbeatable at ${v.hobby}!`,
    ],
  },
  {
    key: 'v-city-peril',
    needs: ['dreamOf', 'dreamT'],
    title: (t) => `Operation: ${t.dreamT}!`,
    text: (v) => [
      `Only ${poss(v.name)} dream of ${v.dreamOf} can save the city from ${v.villain}!`,
      `Only ${poss(v.name)} dream of ${v.dreamOf} can save the city!`,
    ],
  },
  {
    key: 'v-rescue',
    needs: ['family', 'familyT', 'friend'],
    title: (t) => `${t.familyT} to the Rescue!`,
    text: (v) => [
      `When ${v.villain} kidnaps ${v.name}, it's up to ${v.family} and ${v.friend} to save the day!`,
      `${v.villain} kidnaps ${v.name}! Can ${v.family} and ${v.friend} save the day?`,
    ],
  },
  {
    key: 'v-rocket',
    needs: ['hobby'],
    title: (t) =>
      `${/^(?:Dr|Mr|Mrs|Ms|Prof|Captain|Capt|Sir|Dame)\b/.test(t.nameT) ? '' : 'Captain '}${t.nameT} Blasts Off!`,
    text: (v) => [`${v.name} builds a rocket powered by ${v.hobby}. Next stop: the Moon!`],
  },
  {
    key: 'v-worlds-fair',
    needs: ['hobby'],
    title: () => "Champion of the World's Fair",
    text: (v) => [
      `${v.name} wows the World's Fair with a dazzling display of ${v.hobby}!`,
      `${v.name} wows the World's Fair with ${v.hobby}!`,
    ],
  },
  {
    key: 'v-knew-too-much',
    needs: ['job', 'jobHeadT'],
    title: (t) => `The ${t.jobHeadT} Who Knew Too Much`,
    text: (v) => [`${v.name}, ${a(v.job)}, uncovers the evil plot of ${v.villain}!`],
  },
  {
    key: 'v-mad-scientist',
    needs: ['friend', 'dreamTo'],
    title: (t) => `${t.nameT} Meets the Mad Scientist`,
    text: (v) => [
      `A mad scientist steals ${poss(v.name)} plan to ${v.dreamTo} and turns ${v.friend} into a gorilla!`,
      `A mad scientist turns ${v.friend} into a gorilla to stop ${poss(v.name)} plan to ${v.dreamTo}!`,
    ],
  },
  {
    key: 'v-adventures',
    needs: ['family', 'familyT'],
    title: (t) => `${t.familyT} and the Amazing Caper`,
    text: (v) => [
      `${v.name} and ${v.family} chase ${v.villain} across town in ${a(v.genre)} caper!`,
      `${v.name} and ${v.family} chase ${v.villain} across town!`,
    ],
  },
  {
    key: 'v-squad',
    needs: ['crew'],
    title: () => 'The Astonishing Masked Squad',
    text: (v) => [
      `${v.crew} form a masked squad. First case: ${v.villain}!`,
      `${v.crew} form a masked crime-fighting squad!`,
    ],
  },
  {
    key: 'v-extra',
    needs: ['family'],
    title: (t, p) => `${t.familyT} ${p.familyT ? 'Learn' : 'Learns'} the Truth!`,
    text: (v, p) => [
      `Extra! Extra! ${cap(v.family)} ${vb(p.family, 'learns', 'learn')} that ${v.name} is the city's masked hero!`,
      `Extra! ${cap(v.family)} ${vb(p.family, 'learns', 'learn')} ${poss(v.name)} secret identity!`,
    ],
  },
  {
    key: 'v-robot',
    needs: ['hobby', 'hobbyT'],
    title: (t) => `The Robot Who Loved ${t.hobbyT}`,
    text: (v) => [
      `A Martian robot begs ${v.name} for lessons in ${v.hobby}. Earth may never recover!`,
      `A Martian robot begs ${v.name} for lessons in ${v.hobby}!`,
    ],
  },
  {
    key: 'v-partners',
    needs: ['friend', 'friendT'],
    title: (t) => `${t.friendT} and ${t.nameT}: Partners in Peril`,
    text: (v) => [
      `${v.name} and ${v.friend} dodge death rays in ${a(v.genre)} serial!`,
      `${v.name} and ${v.friend} dodge death rays!`,
    ],
  },
  {
    key: 'v-who-stole',
    needs: ['thing', 'thingT'],
    title: (t) => `Who Stole ${t.thingT}?`,
    text: (v) => [`Ace detective ${v.name} takes the case: who kidnapped ${v.thing}?`],
  },
  {
    key: 'v-mighty-thing',
    needs: ['thing', 'thingBareT'],
    title: (t) => `The Mighty ${t.thingBareT}!`,
    text: (v) => [
      `${cap(v.thing)} gains super-powers and joins ${v.name} against ${v.villain}!`,
      `${cap(v.thing)} gains super-powers and joins ${v.name}!`,
    ],
  },
  {
    key: 'v-fear-giant',
    needs: ['fearPl', 'fearT'],
    title: (t) => `Beware the Giant ${t.fearT}!`,
    text: (v) => [
      `A mad scientist unleashes giant ${v.fearPl} on the city. Only ${v.name} can stop them!`,
      `Giant ${v.fearPl} attack the city! Only ${v.name} can stop them!`,
    ],
  },
  {
    key: 'v-fear-weakness',
    needs: ['fear', 'fearT'],
    title: (t) => `${t.nameT} and the Terror of ${t.fearT}`,
    text: (v) => [
      `${cap(poss(v.name))} one weakness is ${v.fear}, and ${v.villain} knows it!`,
      `${cap(poss(v.name))} one weakness: ${v.fear}!`,
    ],
  },
  {
    key: 'v-pet-sidekick',
    needs: ['pet', 'petT'],
    title: (t) => `${t.petT} to the Rescue!`,
    text: (v) => [
      `${cap(v.pet)} joins ${v.name} as a crime-fighting sidekick in ${a(v.genre)} serial!`,
      `${cap(v.pet)} joins ${v.name} as a crime-fighting sidekick!`,
    ],
  },
  {
    key: 'v-love',
    needs: ['love', 'loveT'],
    title: (t) => `Thrilling Tales of ${t.loveT}`,
    text: (v) => [
      `${v.name} would cross the galaxy for ${v.love}. A mad scientist is counting on it!`,
      `${v.name} would cross the galaxy for ${v.love}!`,
    ],
  },
  {
    key: 'v-quirk',
    needs: ['quirk', 'quirkT'],
    title: (t) => `The Hero Who ${t.quirkT}`,
    text: (v) => [
      `${v.name} ${v.quirk}, and only that can stop ${v.villain}!`,
      `${v.name} ${v.quirk}, and it saves the city!`,
    ],
  },
  {
    key: 'v-dream-vow',
    needs: ['dreamTo'],
    title: (t) => `${t.nameT} Reaches for the Stars`,
    text: (v) => [
      `${v.name} vows to ${v.dreamTo}, and not even ${v.villain} can stop this hero!`,
      `${v.name} vows to ${v.dreamTo}, come what may!`,
    ],
  },
  {
    key: 'v-death-trap',
    needs: ['hobby'],
    title: () => 'Escape from Certain Doom!',
    text: (v) => [
      `Each week of this ${v.genre} serial, ${v.name} escapes a death trap thanks to ${v.hobby}!`,
      `${v.name} escapes every death trap thanks to ${v.hobby}!`,
    ],
  },
  {
    key: 'v-job-quote',
    needs: ['jobQuote'],
    title: (t) => `The Secret Life of ${t.nameT}`,
    text: (v) => [
      `Day job: ${v.jobQuote}. Secret identity: the hero of ${a(v.genre)} serial!`,
      `Day job: ${v.jobQuote}. Secret identity: hero!`,
    ],
  },
  {
    key: 'v-dream-quote',
    needs: ['dreamQuote'],
    title: (t) => `${t.nameT} Follows the Dream`,
    text: (v) => [
      `One dream drives ${v.name}: ${v.dreamQuote}. Not even ${v.villain} can stop it!`,
      `One dream drives ${v.name}: ${v.dreamQuote}!`,
    ],
  },
  {
    key: 'v-newsreel',
    needs: ['family'],
    title: () => 'Hero of the Newsreels',
    text: (v, p) => [
      `${cap(v.family)} ${vb(p.family, 'watches', 'watch')} the newsreel in shock: ${v.name} just saved the city!`,
      `${cap(v.family)} ${vb(p.family, 'sees', 'see')} ${v.name} save the city on the newsreel!`,
    ],
  },
];
