// The Models API of the fake Anthropic (GET /v1/models/{model_id}), and which models have retired by the
// fake's clock. Written from Anthropic's published pages, read 2026-11-28, never from the app's own table:
//   - the Models API reference and @anthropic-ai/sdk 1.13.0's ModelInfo (resources/models.d.ts): a model
//     object with `lifecycle` ("active", "deprecated": "remains callable ... headed for retirement",
//     "retired": "inference requests naming it fail. It remains in the catalogue"), `retires_at` ("the
//     model's currently scheduled retirement date"), `deprecated_at`, `display_name`, `max_tokens`;
//     an id the API does not know answers 404 not_found_error;
//   - "Model deprecations" (platform.claude.com/docs/en/about-claude/model-deprecations): "Requests to models
//     past the retirement date will fail"; at least 60 days' notice before a retirement; the retirement
//     dates, which the SDK ships as DEPRECATED_MODELS: claude-sonnet-4-5 on 2026-11-30, claude-opus-4-5 on
//     2027-01-22 (claude-mythos-preview retired 2026-06-30 and is not served).
// The deprecation dates the page gives are not in these notes: `deprecated_at` is set 60 days before the
// retirement (the least notice promised; ours, and nothing reads it). Display names follow the model ids.
import { rulesFor } from './anthropicApiRules';

/** Retirement days, by model and dated alias (the start of that day, UTC). */
const RETIREMENTS: Record<string, string> = {
  'claude-sonnet-4-5': '2026-11-30',
  'claude-sonnet-4-5-20250929': '2026-11-30',
  'claude-opus-4-5': '2027-01-22',
  'claude-opus-4-5-20251101': '2027-01-22',
};
const NOTICE_MS = 60 * 24 * 60 * 60 * 1000;

/** Whether the model has retired on `now`: its requests fail as an unknown model's do. */
export function retiredOn(model: string, now: Date): boolean {
  const day = RETIREMENTS[model];
  return day !== undefined && now.getTime() >= Date.parse(`${day}T00:00:00Z`);
}

/** "claude-sonnet-4-5-20250929" -> "Claude Sonnet 4.5". */
function displayName(id: string): string {
  const [, family = '', major = '', minor] = /^claude-([a-z]+)-(\d+)(?:-(\d{1,2}))?(?:-\d{8})?$/.exec(id) ?? [];
  return `Claude ${family.charAt(0).toUpperCase()}${family.slice(1)} ${major}${minor ? `.${minor}` : ''}`;
}

/** The Models API's object for a served model, on `now`; undefined for a model the API does not know. */
export function modelInfo(id: string, now: Date): Record<string, unknown> | undefined {
  const rules = rulesFor(id);
  if (!rules) return undefined;
  const day = RETIREMENTS[id];
  const retiresAt = day ? `${day}T00:00:00Z` : null;
  const lifecycle = !retiresAt ? 'active' : retiredOn(id, now) ? 'retired' : 'deprecated';
  return {
    type: 'model',
    id,
    display_name: displayName(id),
    created_at: '2025-01-01T00:00:00Z',
    lifecycle,
    retires_at: retiresAt,
    deprecated_at: retiresAt ? new Date(Date.parse(retiresAt) - NOTICE_MS).toISOString() : null,
    line: /^claude-([a-z]+)-/.exec(id)?.[1] ?? null,
    max_input_tokens: null,
    max_tokens: rules.maxTokens,
    capabilities: null,
  };
}
