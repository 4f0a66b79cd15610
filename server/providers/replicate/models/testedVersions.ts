// The version of each image model the app was written and tested against: the version whose published
// input schema its adapter follows (replicate.com/<owner>/<name>/versions/<id>/api, read 2026-11-26).
//
// These are official models: Replicate runs them by name only, always at their latest version ("The way you
// call official models is a little different ... you don't need to specify a version",
// replicate.com/docs/topics/models/official-models; `owner/name:version` is documented for community models,
// replicate.com/changelog/2025-08-05-run-all-models-with-the-same-api-endpoint). So the app cannot hold them
// to a version: `npm run doctor` compares the version Replicate runs today with the one here, and checks
// what the app sends against that version's input schema. When Replicate moves on and the doctor passes,
// the new version id goes here with the adapter's comment updated. A community model is pinned in
// REPLICATE_MODEL itself (`owner/name:version`), which Replicate runs as given.

export interface TestedVersion {
  /** The 64-character version id. */
  version: string;
  /** When its /api page was read. */
  read: string;
}

export const TESTED_VERSIONS: Readonly<Record<string, TestedVersion>> = {
  'black-forest-labs/flux-kontext-pro': {
    version: '0a1381936934845a14efcc9f309ce7d031cb905867878b5c5830280e00e97606',
    read: '2026-11-26',
  },
  'google/nano-banana-pro': {
    version: 'f5318740f60d79bf0c480216aaf9ca7614977553170eacd19ff8cbcda2409ac8',
    read: '2026-11-26',
  },
  'google/nano-banana-2': {
    version: '2de9ad5b0425fb05efd2cac4ed145259675cfcd7ff80acd99042b460fe1c665e',
    read: '2026-11-26',
  },
  'black-forest-labs/flux-2-pro': {
    version: '285631b5656a1839331cd9af0d82da820e2075db12046d1d061c681b2f206bc6',
    read: '2026-11-26',
  },
};

/** owner, name and the pinned version (if any) of a REPLICATE_MODEL value, `owner/name[:version]`. */
export function modelRef(ref: string): { id: string; owner: string; name: string; version?: string } {
  const [id, version] = ref.split(':');
  const [owner = '', name = ''] = id.split('/');
  return { id, owner, name, ...(version ? { version } : {}) };
}
