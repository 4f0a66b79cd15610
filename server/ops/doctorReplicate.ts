// The doctor's Replicate check, for REPLICATE_MODEL and (when it differs) REPLICATE_PANEL_MODEL: does the
// token work and does Replicate still have the model (GET /v1/models/{owner}/{name}); which version will run
// (the pinned one, GET .../versions/{id}, or the latest); does every input the app sends pass that version's
// published input schema (replicateSampleInputs.ts, inputSchema.ts); and has the version moved since the app
// was tested with it (models/testedVersions.ts). Reading a model's page costs nothing and paints nothing.
import type Replicate from 'replicate';
import type { ModelVersion } from 'replicate';
import { DEFAULT_REPLICATE_MODEL, type AppConfig } from '../config';
import { type InputProblem, inputProblems, shownValue } from '../providers/replicate/inputSchema';
import { KNOWN_IMAGE_MODELS } from '../providers/replicate/models/imageModels';
import { modelRef, TESTED_VERSIONS } from '../providers/replicate/models/testedVersions';
import { type CheckResult, DEADLINE_MS, failed, messageOf, off } from './doctorResult';
import { type ModelRole, sampleInputs } from './replicateSampleInputs';

const NAME = 'Replicate (painted covers and panels)';

interface Target {
  variable: 'REPLICATE_MODEL' | 'REPLICATE_PANEL_MODEL';
  ref: string;
  roles: ModelRole[];
}

type Outcome = Pick<CheckResult, 'status' | 'detail'>;

const short = (version: string) => version.slice(0, 8);
const statusOf = (error: unknown) => ((error as { response?: Response }).response as Response | undefined)?.status;

/** What to set instead of a model that is gone. */
const otherModel = (id: string) =>
  id === DEFAULT_REPLICATE_MODEL
    ? `another model of docs/models.md (${KNOWN_IMAGE_MODELS.filter((m) => m !== id).join(', ')})`
    : `${DEFAULT_REPLICATE_MODEL} (the default) or another model of docs/models.md`;

/** The problems found over every input, one line each: "width must be a multiple of 64 (the app sends 1376)". */
function describeProblems(found: InputProblem[]): string {
  const byRule = new Map<string, InputProblem>();
  for (const problem of found)
    byRule.set(`${problem.field} ${problem.rule}`, byRule.get(`${problem.field} ${problem.rule}`) ?? problem);
  return [...byRule.values()].map((p) => `${p.field} ${p.rule} (the app sends ${shownValue(p.sent)})`).join('; ');
}

async function checkTarget(client: Replicate, { variable, ref, roles }: Target): Promise<Outcome> {
  const { id, owner, name, version } = modelRef(ref);
  const signal = () => AbortSignal.timeout(DEADLINE_MS);
  const model = await client.models.get(owner, name, { signal: signal() }).catch((error: unknown) => {
    if (statusOf(error) === 404) return null;
    throw error;
  });
  if (!model)
    return {
      status: 'failed',
      detail:
        `Replicate has no model '${id}' (404): it was withdrawn or renamed. ` + `Set ${variable} to ${otherModel(id)}.`,
    };
  const latest = model.latest_version;
  // The models the app was tested with are official ones, should a page ever leave `is_official` out.
  const official = (model.is_official as boolean | undefined) ?? id in TESTED_VERSIONS;
  const notes: string[] = [];
  let checked: ModelVersion | null | undefined = latest;
  if (version && official) {
    // Replicate documents owner/name:version for community models; official ones run by name, at their latest.
    notes.push(
      `${id} is an official model, which Replicate runs by name at its latest version: remove ':${short(version)}' ` +
        `from ${variable}.`,
    );
  } else if (version) {
    checked = await client.models.versions.get(owner, name, version, { signal: signal() }).catch((error: unknown) => {
      if (statusOf(error) === 404) return null;
      throw error;
    });
    if (!checked)
      return {
        status: 'failed',
        detail:
          `Replicate has no version ${short(version)} of ${id} (404): it was withdrawn. Set ${variable} to ` +
          (latest
            ? `${id}:${latest.id} (its newest version; run npm run doctor again to check it).`
            : `${otherModel(id)}.`),
      };
  }
  if (!checked?.openapi_schema)
    return {
      status: 'warning',
      detail: `${id}: Replicate publishes no input schema for it, so what the app sends is not checked.`,
    };
  const inputs = await sampleInputs(ref, roles);
  const found = inputs.flatMap((input) => inputProblems(checked.openapi_schema, input) ?? []);
  const which = `${id} version ${short(checked.id)}`;
  if (found.length)
    return {
      status: 'failed',
      detail:
        `${which} refuses what the app sends: ${describeProblems(found)}. Set ${variable} to ${otherModel(id)}, ` +
        'or update the app.',
    };
  const tested = TESTED_VERSIONS[id];
  const uses =
    roles.length > 1
      ? 'the cover, panels and character sheets'
      : roles[0] === 'cover'
        ? 'the cover'
        : 'panels and character sheets';
  const passes =
    `${which}${tested?.version === checked.id ? ' (the version the app was tested with)' : ''}: what the app ` +
    `sends for ${uses} (${inputs.length} input${inputs.length === 1 ? '' : 's'}) passes its input schema.`;
  if (!version && official && tested && checked.id !== tested.version)
    notes.push(
      `Replicate now runs a newer version than the app was tested with (${short(tested.version)}): paint a test ` +
        'cover before your customers do.',
    );
  if (version && !official && latest && latest.id !== version)
    notes.push(`A newer version exists: to move to it, set ${variable}=${id}:${latest.id} and run npm run doctor.`);
  if (!version && !official)
    notes.push(
      `${variable} names no version, so Replicate runs whatever ${owner} publishes next: pin the one checked ` +
        `here with ${variable}=${id}:${checked.id}.`,
    );
  return notes.length
    ? { status: 'warning', detail: `${passes} ${notes.join(' ')}` }
    : { status: 'ok', detail: passes };
}

export async function checkReplicate(config: AppConfig): Promise<CheckResult> {
  const settings = config.replicate;
  if (!settings)
    return off(NAME, 'REPLICATE_API_TOKEN is not set: covers and book panels are drawn by the built-in art.');
  const targets: Target[] =
    settings.panelModel === settings.model
      ? [{ variable: 'REPLICATE_MODEL', ref: settings.model, roles: ['cover', 'panels'] }]
      : [
          { variable: 'REPLICATE_MODEL', ref: settings.model, roles: ['cover'] },
          { variable: 'REPLICATE_PANEL_MODEL', ref: settings.panelModel, roles: ['panels'] },
        ];
  const { default: Sdk } = await import('replicate');
  const client = new Sdk({ auth: settings.apiToken, baseUrl: settings.baseURL, userAgent: 'comics-by-anyone' });
  try {
    const outcomes: Outcome[] = [];
    for (const target of targets) outcomes.push(await checkTarget(client, target));
    const status = (['failed', 'warning', 'ok'] as const).find((s) => outcomes.some((o) => o.status === s)) ?? 'ok';
    return { provider: NAME, status, detail: `The token works. ${outcomes.map((o) => o.detail).join(' ')}` };
  } catch (error) {
    const status = statusOf(error);
    if (status === 401 || status === 403)
      return failed(NAME, `Replicate refused the token (${status}): check REPLICATE_API_TOKEN.`);
    if (status) return failed(NAME, `Replicate answered ${status}: try again later.`);
    return failed(
      NAME,
      `Could not reach ${settings.baseURL ?? 'api.replicate.com'} (${messageOf(error)}): check ` +
        `REPLICATE_BASE_URL and the network.`,
    );
  }
}
