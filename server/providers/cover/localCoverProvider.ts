// The embedded cover provider: renders a comic cover from the photo with sharp, no key, no network.
import { renderLocalCover } from './local/renderCover';
import type { CoverProvider } from './coverProvider';

export const localCoverProvider: CoverProvider = {
  name: 'local',
  paid: false,
  generate: (req) => renderLocalCover(req),
};
