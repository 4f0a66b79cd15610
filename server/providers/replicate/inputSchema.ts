// An input checked against a Replicate model version's published input schema, so a change on Replicate's
// side is named before a customer's book meets it. Replicate serves each version's schema as
// `openapi_schema.components.schemas.Input` (HTTP API reference, models.versions.get; read 2026-11-28): an
// OpenAPI 3 schema object as Cog writes it, where a choice is `allOf: [{"$ref": "#/components/schemas/<name>"}]`
// pointing at an enum and each field carries `x-order`, `title` and `default`.
//
// Only the keywords such a schema uses for the fields the app sends are read: type, enum, minimum and
// maximum (exclusive too), multipleOf, minLength/maxLength, minItems/maxItems, items, nullable, anyOf,
// required and the list of properties. No JSON-schema library at run time: ajv is a test dependency, and
// Cog's dialect (OpenAPI 3.0's nullable, $ref inside allOf, x- keywords) would need its options anyway;
// the checks below are few and their words are the operator's.

type Schema = Record<string, unknown>;

/** One way an input breaks the schema: the field, what the schema asks, and what was sent. */
export interface InputProblem {
  field: string;
  /** e.g. "must be a multiple of 16", "must be one of 1K, 2K". */
  rule: string;
  /** The value sent (undefined when a required field was not sent). */
  sent: unknown;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version's Input schema and the components its references point into, or null when it has none. */
export function inputSchemaOf(openapi: unknown): { input: Schema; components: Schema } | null {
  const components = isSchema(openapi) && isSchema(openapi.components) ? openapi.components.schemas : undefined;
  if (!isSchema(components) || !isSchema(components.Input)) return null;
  return { input: components.Input, components };
}

/** A field's schema with its `$ref` / `allOf: [{$ref}]` folded in (the field's own keywords win). */
function resolved(schema: Schema, components: Schema, depth = 0): Schema {
  if (depth > 8) return schema;
  const refs = [schema.$ref, ...(Array.isArray(schema.allOf) ? schema.allOf.map((part) => part?.$ref) : [])];
  const inlineParts = Array.isArray(schema.allOf) ? schema.allOf.filter((part) => isSchema(part) && !part.$ref) : [];
  let merged: Schema = {};
  for (const ref of refs) {
    const name = typeof ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1] : undefined;
    const target = name ? components[name] : undefined;
    if (isSchema(target)) merged = { ...merged, ...resolved(target, components, depth + 1) };
  }
  for (const part of inlineParts) merged = { ...merged, ...resolved(part as Schema, components, depth + 1) };
  const { $ref: _ref, allOf: _allOf, ...own } = schema;
  return { ...merged, ...own };
}

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;

/** The problems of one value against one (resolved) schema, `field` naming where it sits. */
function valueProblems(field: string, value: unknown, raw: Schema, components: Schema): InputProblem[] {
  const schema = resolved(raw, components);
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf.filter(isSchema).map((branch) => valueProblems(field, value, branch, components));
    return branches.some((found) => found.length === 0) ? [] : (branches[0] ?? []);
  }
  if (value === null && schema.nullable === true) return [];
  const problem = (rule: string): InputProblem[] => [{ field, rule, sent: value }];
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  const given = typeOf(value);
  if (type && given !== type && !(type === 'number' && given === 'integer')) return problem(`must be ${article(type)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return problem(`must be one of ${schema.enum.map(String).join(', ')}`);
  const found: InputProblem[] = [];
  if (typeof value === 'number') found.push(...numberProblems(field, value, schema));
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      found.push({ field, rule: `must be at least ${schema.minLength} characters`, sent: value });
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      found.push({ field, rule: `must be at most ${schema.maxLength} characters`, sent: value });
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      found.push({ field, rule: `takes at least ${schema.minItems} items`, sent: value });
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      found.push({ field, rule: `takes at most ${schema.maxItems} items`, sent: value });
    if (isSchema(schema.items))
      for (const item of value) found.push(...valueProblems(`${field}[]`, item, schema.items, components));
  }
  return found;
}

function numberProblems(field: string, value: number, schema: Schema): InputProblem[] {
  const rules: string[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
  // OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum; 3.1 (JSON Schema) as numbers.
  if (typeof minimum === 'number' && (exclusiveMinimum === true ? value <= minimum : value < minimum))
    rules.push(`must be ${exclusiveMinimum === true ? 'more than' : 'at least'} ${minimum}`);
  if (typeof maximum === 'number' && (exclusiveMaximum === true ? value >= maximum : value > maximum))
    rules.push(`must be ${exclusiveMaximum === true ? 'less than' : 'at most'} ${maximum}`);
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum)
    rules.push(`must be more than ${exclusiveMinimum}`);
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum)
    rules.push(`must be less than ${exclusiveMaximum}`);
  if (
    typeof multipleOf === 'number' &&
    multipleOf > 0 &&
    Math.abs(value / multipleOf - Math.round(value / multipleOf)) > 1e-9
  )
    rules.push(`must be a multiple of ${multipleOf}`);
  return rules.map((rule) => ({ field, rule, sent: value }));
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** Every way `input` breaks the version's Input schema; null when the version publishes no Input schema. */
export function inputProblems(openapi: unknown, input: Record<string, unknown>): InputProblem[] | null {
  const found = inputSchemaOf(openapi);
  if (!found) return null;
  const { input: schema, components } = found;
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const problems: InputProblem[] = required
    .filter((name) => input[name] === undefined)
    .map((name) => ({ field: name, rule: 'is required, and the app does not send it', sent: undefined }));
  for (const [name, value] of Object.entries(input)) {
    const field = properties[name];
    if (!isSchema(field)) problems.push({ field: name, rule: 'is not a field of this version', sent: value });
    else problems.push(...valueProblems(name, value, field, components));
  }
  return problems;
}

/** A value as the operator reads it: short strings as they are, long ones (data URIs) cut, lists counted. */
export function shownValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
