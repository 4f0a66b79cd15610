// Structured outputs in the fake Messages API: the schema a request sends in output_config.format is checked
// against what the API accepts, and a reply is made that satisfies it (or a queued one is checked against it).
// The limits are Anthropic's "Structured outputs" page (read 2026-11-26) as @anthropic-ai/sdk 1.13.0 encodes
// them in lib/transform-json-schema.ts: every object sets additionalProperties to false; arrays take minItems 0
// or 1 only; strings take only the listed formats; numeric, length and pattern limits are not supported (the
// SDK moves them into the description, which the model reads); $ref points inside the schema.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ApiError } from './anthropicApiRules';

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $ref?: string;
  $defs?: Record<string, Schema>;
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  description?: string;
};

const STRING_FORMATS = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'uri',
  'ipv4',
  'ipv6',
  'uuid',
]);
const UNSUPPORTED = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'patternProperties',
];

const invalid = (message: string): ApiError => ({
  status: 400,
  type: 'invalid_request_error',
  message: `output_config.format.schema: ${message}`,
});

/** Why the API would refuse this output_config.format, or null. */
export function formatRefusal(format: unknown): ApiError | null {
  const f = format as { type?: unknown; schema?: unknown } | null;
  if (!f || typeof f !== 'object')
    return { status: 400, type: 'invalid_request_error', message: 'output_config.format: Input should be an object' };
  for (const key of Object.keys(f))
    if (key !== 'type' && key !== 'schema')
      return {
        status: 400,
        type: 'invalid_request_error',
        message: `output_config.format.${key}: Extra inputs are not permitted`,
      };
  if (f.type !== 'json_schema')
    return {
      status: 400,
      type: 'invalid_request_error',
      message: "output_config.format.type: Input should be 'json_schema'",
    };
  if (!f.schema || typeof f.schema !== 'object') return invalid('Field required');
  return schemaRefusal(f.schema as Schema, f.schema as Schema, new Set());
}

function schemaRefusal(node: Schema, root: Schema, seen: Set<string>): ApiError | null {
  for (const key of UNSUPPORTED)
    if (key in node) return invalid(`For '${String(node.type ?? 'any')}' type, property '${key}' is not supported`);
  if (node.$ref !== undefined) {
    if (!node.$ref.startsWith('#/')) return invalid(`External $ref is not supported: ${node.$ref}`);
    if (!resolve(root, node.$ref)) return invalid(`$ref ${node.$ref} does not resolve`);
    // A schema that reaches itself again through its refs is recursive: the API does not support it.
    if (seen.has(node.$ref)) return invalid('Recursive schemas are not supported');
    return schemaRefusal(resolve(root, node.$ref)!, root, new Set([...seen, node.$ref]));
  }
  for (const def of Object.values(node.$defs ?? {})) {
    const found = schemaRefusal(def, root, seen);
    if (found) return found;
  }
  for (const part of [...(node.anyOf ?? []), ...(node.allOf ?? [])]) {
    const found = schemaRefusal(part, root, seen);
    if (found) return found;
  }
  if (node.type === 'object') {
    if (node.additionalProperties !== false)
      return invalid("For 'object' type, 'additionalProperties' must be explicitly set to false");
    for (const name of node.required ?? [])
      if (!node.properties?.[name]) return invalid(`required property '${name}' is not in properties`);
    for (const child of Object.values(node.properties ?? {})) {
      const found = schemaRefusal(child, root, seen);
      if (found) return found;
    }
  }
  if (node.type === 'array') {
    if (node.minItems !== undefined && node.minItems !== 0 && node.minItems !== 1)
      return invalid(`For 'array' type, 'minItems' values other than 0 or 1 are not supported`);
    if (node.items) return schemaRefusal(node.items, root, seen);
  }
  if (node.type === 'string' && node.format !== undefined && !STRING_FORMATS.has(String(node.format)))
    return invalid(`String format '${String(node.format)}' is not supported`);
  return null;
}

function resolve(root: Schema, ref: string): Schema | undefined {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (at, part) =>
        at && typeof at === 'object'
          ? (at as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
          : undefined,
      root,
    ) as Schema | undefined;
}

/** Where a value breaks the schema (the guarantee structured outputs give), or null when it satisfies it. */
export function schemaViolation(schema: unknown, value: unknown): string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const validate = ajv.compile(schema as object);
  if (validate(value)) return null;
  const [error] = validate.errors ?? [];
  return `${error?.instancePath || '/'} ${error?.message ?? 'is invalid'}`;
}

/**
 * A value that satisfies the schema, as a model answering it would: every required property, enums' first
 * value, and arrays of the length the description asks for when the SDK moved minItems there ("{minItems: 3").
 */
export function valueFor(schema: unknown): unknown {
  let count = 0;
  const make = (node: Schema, root: Schema): unknown => {
    if (node.$ref) return make(resolve(root, node.$ref)!, root);
    if (node.enum) return node.enum[0];
    if ('const' in node) return node.const;
    if (node.anyOf) return make(node.anyOf[0], root);
    if (node.allOf) return Object.assign({}, ...node.allOf.map((part) => make(part, root)));
    const type = Array.isArray(node.type) ? node.type[0] : node.type;
    switch (type) {
      case 'object':
        return Object.fromEntries((node.required ?? []).map((name) => [name, make(node.properties![name], root)]));
      case 'array': {
        const asked = Number(/minItems: (\d+)/.exec(node.description ?? '')?.[1] ?? node.minItems ?? 1);
        return Array.from({ length: asked }, () => make(node.items ?? { type: 'string' }, root));
      }
      case 'string':
        count += 1;
        return node.format === 'date-time' ? new Date(0).toISOString() : `Answer ${count}`;
      case 'integer':
      case 'number':
        return 1;
      case 'boolean':
        return true;
      default:
        return null;
    }
  };
  return make(schema as Schema, schema as Schema);
}
