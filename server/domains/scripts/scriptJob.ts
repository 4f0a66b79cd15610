// The script job: has the writer write a saved comic's whole story (writeComicScript.ts) with live progress,
// pages written of the pages asked for. A script that fails for good gives back the quota it was charged.
import type { AppDeps } from '../appDeps';
import type { JobHandler } from '../../queue/jobQueue';
import { refundOnGiveUp } from '../jobs/chargedJob';
import { SCRIPT_JOB } from '../jobs/jobKinds';
import { writeComicScript, type ComicScriptRequest } from './writeComicScript';

export interface ScriptJobInput extends ComicScriptRequest {
  /** Quota keys charged for a paid writer, given back if the script fails for good. */
  chargedKeys: string[];
}

export interface ScriptJobResult {
  pages: number;
  writer: string;
}

export function scriptJobHandler(deps: AppDeps): JobHandler<ScriptJobInput, ScriptJobResult> {
  return {
    kind: SCRIPT_JOB,
    maxAttempts: 2,
    concurrency: 2,
    async run(input, { progress, signal, confirmClaim }) {
      progress({ done: 0, total: input.pages, step: 'writing' });
      const { script, writer } = await writeComicScript(deps, input, { signal, confirmClaim }, (done, total) =>
        progress({ done, total, step: 'writing' }),
      );
      progress({ done: script.pages.length, total: input.pages, step: 'done' });
      return { pages: script.pages.length, writer };
    },
    onGiveUp: refundOnGiveUp(deps, 'scripts'),
  };
}
