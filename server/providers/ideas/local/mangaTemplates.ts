// Idea templates for black-and-white manga: awakenings, tournaments, training arcs and rivals.
import type { Template } from './template';

export const MANGA_TEMPLATES: Template[] = [
  {
    key: 'awakening',
    title: 'Awakening of the {Job}',
    description: '{Name}, {a:job}, awakens a hidden power[ as {villain} attacks]. {Family} {~faints|faint}!',
  },
  {
    key: 'tournament',
    title: 'The {Hobby} Tournament Arc',
    description: '{Name} must beat a[ smug] rival at the {hobby} finals for a shot at {dream}.',
  },
  {
    key: 'training',
    title: "{Tname}'s {Hobby2} Training Arc",
    description: '{Friend} drags {name} up a mountain for a[ brutal] {genre} training arc!',
  },
  {
    key: 'rival-family',
    title: 'My {~Rival Is|Rivals Are@family} {Family}?!',
    description: 'In this {genre} saga, {family} {~vows|vow} to crush {name} at {hobby}.[ Dinner gets tense.]',
  },
  {
    key: 'oath',
    title: '{DreamT} or Bust!',
    description: '{Name}, {a:job}, swears [a mighty|an] oath: {dream}[, whatever {villain} says]!',
  },
  {
    key: 'isekai',
    title: 'Reborn as {a:JobCore} in Another World',
    description: '{Name} wakes up in {a:genre} world where {hobby2} is a[ deadly] martial art.',
  },
  {
    key: 'mecha',
    title: 'Mecha {Hobby} GO!',
    description: '{Name} and {friend} pilot a[ giant] {hobby}-powered robot against {villain}!',
  },
  {
    key: 'club',
    title: 'The {Hobby2} Club Must Not Fall',
    description: '{Name}, {friend2} and {family} have one week to save their club[ from {villain}].',
  },
  {
    key: 'sensei',
    title: 'The Legendary {Job}',
    description: "A sensei reveals {name}'s[ true] destiny: {dream}. {Family2} {~is|are} NOT impressed.",
  },
  {
    key: 'final-boss',
    title: 'The {JobCore} vs. the Final Boss',
    description: "This {genre} saga's final boss is {villain}. {Name}'s[ secret] weapon: {hobby}!",
  },
  {
    key: 'friend-rival',
    title: 'Duel at Dawn: {Tname} vs. {Friend}',
    description: '[Best friends turned rivals! ]{Friend} and {name} clash over {dream}. Pure {genre}!',
  },
  {
    key: 'technique',
    title: 'Forbidden Technique: {Hobby}',
    description: '{Family2} {~passes|pass} down a secret {hobby} technique to {name}.[ Now {villain} wants it!]',
  },
];
