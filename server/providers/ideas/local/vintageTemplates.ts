// Idea templates for 30s-50s style comics: masked heroes, mad scientists, rockets and perils.
import type { Template } from './template';

export const VINTAGE_TEMPLATES: Template[] = [
  {
    key: 'amazing-job',
    title: 'The Amazing {Job}!',
    description: 'By day, {name} is {a:job}. By night, a masked hero[ armed] with {hobby}!',
  },
  {
    key: 'ray',
    title: 'Astonishing Tales of {Hobby}',
    description: "A mad scientist['s ray] supercharges {name}'s {hobby}! Can {friend} stop the chaos?",
  },
  {
    key: 'city-peril',
    title: 'Operation: {DreamT}',
    description: "[Peril! ]The city is doomed unless {name}'s dream of {dream} comes true!",
  },
  {
    key: 'rescue',
    title: '{Family} to the Rescue!',
    description: "When {villain} kidnaps {name}, it's up to {family} and {friend}[ to save the day]!",
  },
  {
    key: 'rocket',
    title: 'Captain {Hobby2} Blasts Off!',
    description: '[Gee whiz! ]{Name} builds a rocket fueled by {hobby2}. Destination: {dream}!',
  },
  {
    key: 'knew-too-much',
    title: 'The {JobCore} Who Knew Too Much',
    description: '{Name}, a humble {job}, uncovers the[ evil] plot of {villain}!',
  },
  {
    key: 'mad-scientist',
    title: '{Tname} Meets the Mad Scientist',
    description: "A mad scientist's shortcut to {dream} turns {friend} into a gorilla!",
  },
  {
    key: 'adventures',
    title: 'Amazing Adventures of {Tname}',
    description: '{Name} and {family2} chase {villain}[ across town] in {a:genre} caper!',
  },
  {
    key: 'squad',
    title: 'The Astonishing {Hobby} Squad',
    description: '{Name}, {friend2} and {family} form a masked squad.[ First case: {villain}!]',
  },
  {
    key: 'extra',
    title: 'Thrilling Tales of the {Job}',
    description: '[Extra! Extra! ]{Family2} {~learns|learn} {name} is the masked hero of this {genre} tale!',
  },
  {
    key: 'planet-x',
    title: 'The Robot Who Loved {Hobby2}',
    description: 'A Martian robot begs {name} for {hobby2} lessons in this {genre} classic!',
  },
  {
    key: 'partners',
    title: '{Friend} and {Tname}: Partners in Peril',
    description: '{Name} and {friend} dodge death rays in {a:genre} serial about {dream}!',
  },
];
