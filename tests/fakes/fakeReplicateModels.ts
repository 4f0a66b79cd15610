// The models and versions the fake Replicate serves, as Replicate's HTTP API gives them (read 2026-11-28):
//   GET /v1/models/{owner}/{name}               -> the model object: url, owner, name, description, visibility,
//                                                  is_official, run_count, ..., latest_version ("the model's most
//                                                  recently pushed version"), or 404 for a withdrawn model
//   GET /v1/models/{owner}/{name}/versions/{id} -> the version object: id, created_at, cog_version,
//                                                  openapi_schema, or 404 for a withdrawn version
// (HTTP API reference, models.get and models.versions.get; the Model and ModelVersion types of the `replicate`
// client 1.4.0, which has `is_official`). Every model describes its inputs in
// `openapi_schema.components.schemas.Input`, an OpenAPI schema object as Cog writes it: each field with
// `x-order`, `title` and its constraints, a choice as `allOf: [{"$ref": "#/components/schemas/<name>"}]`
// whose component holds the enum (Cog's generated schemas, as the reference's replicate/hello-world example
// and published model pages show them). A list's size limit is only in its description, as on the models'
// pages ("supports up to 14 images"), so it is not served as maxItems.
// The four image models are official models (Replicate's "Official" models, run by name); each starts with
// the version whose /api page fakeReplicateSchemas.ts was written from. Tests publish new versions (a changed
// schema), withdraw versions or whole models, and add community models.
import { MODEL_SCHEMAS, type ModelSchema } from './fakeReplicateSchemas';

export interface FakeModelVersion {
  id: string;
  created_at: string;
  schema: ModelSchema;
}

/** The version each official model starts with: the id of the /api page its schema was read from. */
const FIRST_VERSIONS: Record<string, string> = {
  'black-forest-labs/flux-kontext-pro': '0a1381936934845a14efcc9f309ce7d031cb905867878b5c5830280e00e97606',
  'google/nano-banana-pro': 'f5318740f60d79bf0c480216aaf9ca7614977553170eacd19ff8cbcda2409ac8',
  'google/nano-banana-2': '2de9ad5b0425fb05efd2cac4ed145259675cfcd7ff80acd99042b460fe1c665e',
  'black-forest-labs/flux-2-pro': '285631b5656a1839331cd9af0d82da820e2075db12046d1d061c681b2f206bc6',
};

const NOT_FOUND = { title: 'Not found', detail: 'The requested resource could not be found.', status: 404 };

/** A schema in the shape Replicate serves it (openapi_schema), Cog's way. */
export function cogOpenApiSchema(schema: ModelSchema): Record<string, unknown> {
  const choices: Record<string, unknown> = {};
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, field], order) => {
      const common = {
        title: name.replace(/(^|_)(\w)/g, (_, s: string, c: string) => `${s ? ' ' : ''}${c.toUpperCase()}`),
        'x-order': order,
      };
      if (field.type === 'string' && field.enum) {
        choices[name] = { title: name, description: 'An enumeration.', enum: [...field.enum], type: 'string' };
        return [name, { ...common, allOf: [{ $ref: `#/components/schemas/${name}` }] }];
      }
      if (field.type === 'array')
        return [
          name,
          {
            ...common,
            type: 'array',
            items: { type: 'string', format: 'uri' },
            default: [],
            description: `Input images (supports up to ${field.maxItems} images)`,
          },
        ];
      return [name, { ...common, ...field }];
    }),
  );
  return {
    openapi: '3.0.2',
    info: { title: 'Cog', version: '0.1.0' },
    paths: {},
    components: {
      schemas: {
        Input: { type: 'object', title: 'Input', required: [...schema.required], properties },
        Output: { type: 'string', title: 'Output', format: 'uri' },
        ...choices,
      },
    },
  };
}

export interface FakeModelCatalog {
  /** The version a model runs by name (its latest), or a named one; undefined when there is none. */
  version(model: string, id?: string): FakeModelVersion | undefined;
  /** A version by its id, whatever model it belongs to (a prediction may name only the version). */
  byVersion(id: string): FakeModelVersion | undefined;
  /** Pushes a new version of a model (it becomes the latest); returns it. */
  publish(model: string, schema: ModelSchema, id?: string): FakeModelVersion;
  /** Removes one version (its page answers 404), or the whole model when no id is given. */
  withdraw(model: string, id?: string): void;
  /** The answer to GET /v1/models/... for this path, or undefined when the path is not a model's. */
  answer(path: string): { status: number; body: unknown } | undefined;
}

export function createModelCatalog(options: { knownModels?: string[] } = {}): FakeModelCatalog {
  const versions = new Map<string, FakeModelVersion[]>();
  const withdrawn = new Set<string>();
  const official = new Set(Object.keys(FIRST_VERSIONS));
  for (const [model, id] of Object.entries(FIRST_VERSIONS))
    versions.set(model, [{ id, created_at: '2026-11-01T00:00:00.000000Z', schema: MODEL_SCHEMAS[model] }]);
  let pushed = 0;
  const exists = (model: string) =>
    !withdrawn.has(model) && (!options.knownModels || options.knownModels.includes(model));
  const versionObject = (v: FakeModelVersion) => ({
    id: v.id,
    created_at: v.created_at,
    cog_version: '0.16.8',
    openapi_schema: cogOpenApiSchema(v.schema),
  });
  const catalog: FakeModelCatalog = {
    version(model, id) {
      if (!exists(model)) return undefined;
      const list = versions.get(model) ?? [];
      return id ? list.find((v) => v.id === id) : list.at(-1);
    },
    byVersion(id) {
      for (const [model, list] of versions) {
        const found = exists(model) ? list.find((v) => v.id === id) : undefined;
        if (found) return found;
      }
      return undefined;
    },
    publish(model, schema, id) {
      pushed += 1;
      const version = {
        id: id ?? `${pushed.toString(16).padStart(8, '0')}${'f'.repeat(56)}`,
        created_at: new Date(Date.UTC(2026, 10, 28, 0, pushed)).toISOString(),
        schema,
      };
      versions.set(model, [...(versions.get(model) ?? []), version]);
      return version;
    },
    withdraw(model, id) {
      if (!id) withdrawn.add(model);
      else
        versions.set(
          model,
          (versions.get(model) ?? []).filter((v) => v.id !== id),
        );
    },
    answer(path) {
      const page = /^\/v1\/models\/([^/]+)\/([^/]+)(?:\/versions\/([^/]+))?$/.exec(path);
      if (!page) return undefined;
      const [, owner, name, versionId] = page;
      const model = `${owner}/${name}`;
      if (!exists(model)) return { status: 404, body: NOT_FOUND };
      if (versionId) {
        const found = catalog.version(model, versionId);
        return found ? { status: 200, body: versionObject(found) } : { status: 404, body: NOT_FOUND };
      }
      const latest = catalog.version(model);
      return {
        status: 200,
        body: {
          url: `https://replicate.com/${model}`,
          owner,
          name,
          description: 'A model served by the local fake.',
          visibility: 'public',
          is_official: official.has(model),
          github_url: null,
          paper_url: null,
          license_url: null,
          run_count: 0,
          cover_image_url: null,
          default_example: null,
          latest_version: latest ? versionObject(latest) : null,
        },
      };
    },
  };
  return catalog;
}
