// The embedded cover provider: renders a comic cover from the photo with sharp, no key, no network.
import { renderLocalCover } from './local/renderCover';
import type { CoverProvider } from './coverProvider';

export const localCoverProvider: CoverProvider = {
  name: 'local',
  async generate(req) {
    return renderLocalCover({
      photo: req.photo,
      title: req.title,
      author: req.author,
      type: req.type,
      note: req.note,
      seed: req.seed,
    });
  },
};
