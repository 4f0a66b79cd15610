// Acts 2 and 3: the premise kicks in (the antagonist arrives, the hero decides, the first clash is lost),
// then the rising action — training with hobbies, friends and family, trials and chases, a setback and a rally.
// The pages live in actTwo.ts and actThree.ts; this file picks one for a planned beat.

import { chase, eve, rally, setback, train, trial } from './actThree';
import { challenge, decision, firstClash, gather, omen, secret } from './actTwo';
import type { Draft } from './pageKit';
import type { PlannedPage } from './plan';
import type { Story } from './story';

export function middlePage(story: Story, plan: PlannedPage): Draft {
  switch (plan.beat) {
    case 'omen':
      return omen(story);
    case 'challenge':
      return challenge(story);
    case 'secret':
      return secret(story);
    case 'decision':
      return decision(story);
    case 'gather':
      return gather(story, plan);
    case 'firstClash':
      return firstClash(story);
    case 'train':
      return train(story, plan);
    case 'trial':
      return trial(story, plan);
    case 'chase':
      return chase(story, plan);
    case 'setback':
      return setback(story);
    case 'rally':
      return rally(story);
    default:
      return eve(story);
  }
}
