// The embedded ideas provider: no key, no network.
import { generateLocalIdeas } from './localIdeas';
import type { IdeasProvider } from './ideasProvider';

export const localIdeasProvider: IdeasProvider = {
  name: 'local',
  paid: false,
  async generate(input, seed) {
    return { ideas: generateLocalIdeas(input, seed), source: 'local' };
  },
};
