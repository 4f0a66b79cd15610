// Which pose an action's words ask for: the words for each pose, the most particular first, and whose clause
// of an action is whose ("Tadhg runs; Ada follows"). Kept apart from heroPoses.ts, which draws the poses.
import type { HeroPose } from './heroPoses';

/** The words that ask for each pose, the most particular first (sent flying is a fall, a leap before a walk). */
const POSE_WORDS: Array<[HeroPose, RegExp]> = [
  [
    'falling',
    new RegExp(
      String.raw`\b(?:falls?|falling|fell|tumbl|topples?|trips?|slips?|sent flying` +
        '|knocked (?:back|down|over|flat)|thrown back|crash(?:es)? (?:down|into))',
    ),
  ],
  ['flying', /\b(?:fly|flies|flying|flew|soar|soars|soaring|glides?|hovers?|zooms? (?:up|over|across)|in mid-?air)/],
  ['crying', /\b(?:cry|cries|crying|sobs?|sobbing|weeps?|weeping|a (?:single )?tear|in tears)/],
  ['hugging', /\b(?:hugs?|hugging|embrac|cuddl|holds? (?:her|him|them) (?:close|tight))/],
  [
    'leaping',
    new RegExp(
      String.raw`\b(?:leaps?|leaping|leapt|jumps?|jumping|vaults?|springs? (?:up|into|over)` +
        '|bounds? (?:over|across|onto)|dives?|diving|hurdles?)',
    ),
  ],
  // Not the idioms: throwing oneself into a hobby, swinging by, striking a pose or up a chat, throwing a party.
  [
    'fighting',
    new RegExp(
      String.raw`\b(?:punch|kick(?:s|ing)?\b(?! off)|strik(?:es|e|ing)\b(?! (?:a pose|up))|swings?\b(?! by)` +
        '|swinging|hurls?|attack|fights?|fighting|tackl' +
        String.raw`|throw(?:s|ing)?\b(?! (?:everything|herself|himself|themselves|a party|open|a glance|a look))` +
        '|smash|battl|blocks?|parr(?:y|ies)|duel|wrestl)',
    ),
  ],
  [
    'cheering',
    new RegExp(
      String.raw`\b(?:cheers?|cheering|celebrat|punches the air|fist in the air|arms? (?:up|raised|in the air)` +
        '|triumph|victor|dances?|dancing|whoops?|hooray|hurrah)',
    ),
  ],
  [
    'pointing',
    new RegExp(
      String.raw`\b(?:points?|pointing|gestures? (?:at|to|towards)|signals?|waves?|beckons?|orders?` +
        '|commands?|announc|declar|vows?)',
    ),
  ],
  ['running', /\b(?:runs?|running|ran|charg|sprint|chas|races?|racing|dash|flee|rush|hurr(?:y|ies)|bolts?)/],
  [
    'sitting',
    /\b(?:sits?|sitting|sat|seated|perch|meditat|rests? on|lounges?|on the (?:bench|sofa|couch|floor|steps))/,
  ],
  ['kneeling', /\b(?:kneel|knelt|crouch|slump|collaps|hunch|exhausted|defeated|on (?:her|his|their) knees)/],
  [
    'holding',
    new RegExp(
      String.raw`\b(?:holds?|holding|held|carr(?:y|ies|ying)|lifts?|raises? (?:a|the|her|his|their)|clutch` +
        '|grips?|shows? off|unveils?|presents?|offers?)',
    ),
  ],
  [
    'walking',
    new RegExp(
      String.raw`\b(?:walk|arriv|heads (?:for|to|into|out|off|home)|strides?|paces?` +
        '|steps (?:in|out|into|forward)|wanders?|strolls?|marches?|enters?|goes|sets off|leaves)',
    ),
  ],
];

/** Whether an action is this person's: it opens with their name ("Tadhg runs…"). */
export const actsIn = (action: string, name: string): boolean =>
  action.trim().toLowerCase().startsWith(name.toLowerCase());

/**
 * An action's clauses, each with its own subject: "The park at dawn; Aisha arrives with Jo" is the place,
 * then what Aisha does.
 */
export const clausesOf = (action: string): string[] =>
  action
    .split(/\s*(?:;|:|\s[—–]\s)\s*/)
    .map((c) => c.trim())
    .filter(Boolean);

/** The pose the first clause that asks for one asks for, among the clauses `whose` picks; else standing. */
export function poseIn(action: string, whose: (clause: string) => boolean): HeroPose {
  for (const clause of clausesOf(action)) {
    if (!whose(clause)) continue;
    const pose = poseFor(clause);
    if (pose !== 'standing') return pose;
  }
  return 'standing';
}

/** The pose an action asks of a person: what their own clause asks ("…; Tadhg runs"), else standing by. */
export const poseOf = (action: string, name: string): HeroPose => poseIn(action, (clause) => actsIn(clause, name));

/** The pose an action asks for; standing when it asks for none. */
export function poseFor(action: string): HeroPose {
  const a = action.toLowerCase();
  return POSE_WORDS.find(([, re]) => re.test(a))?.[0] ?? 'standing';
}
