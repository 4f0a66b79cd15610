// The embedded cover provider: renders a comic cover from the photo with sharp, no key, no network. The
// rendering runs on the app's render pool (server/engines/pool/renderPool.ts), so the event loop stays free meanwhile.
import type { RenderPool } from '../../engines/pool/renderPool';
import type { CoverProvider } from './coverProvider';

export function createLocalCoverProvider(pool: Pick<RenderPool, 'run'>): CoverProvider {
  return {
    name: 'local',
    paid: false,
    // Only what the renderer reads crosses to the worker; the photo is copied for it, never taken.
    generate: ({ photo, title, author, type, note, seed, language }) =>
      pool.run('renderCover', { photo, title, author, type, note, seed, ...(language ? { language } : {}) }),
  };
}
