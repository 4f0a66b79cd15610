// Lulu's published OpenAPI description (lulu-openapi.yml, unchanged) turned into checks: which operation a
// request is, whether its path, query, auth and JSON body are what the description allows, and whether an
// answer is shaped as the description says. The fake printer uses it so our client is held to Lulu's
// published contract, not to whatever the fake happens to accept.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { Json } from './json';

type Schema = Json;
type Direction = 'request' | 'response';

export interface SpecOperation {
  operationId: string;
  method: string;
  /** The description's path template, e.g. /print-jobs/{id}/ */
  template: string;
  authRequired: boolean;
  hasBody: boolean;
}

export type RouteMatch =
  | { kind: 'operation'; operation: SpecOperation; pathParams: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

export interface RequestToCheck {
  operation: SpecOperation;
  pathParams: Record<string, string>;
  query: URLSearchParams;
  contentType: string | undefined;
  /** Parsed JSON, or the raw text when it was not JSON, or undefined when empty. */
  body: unknown;
}

export interface RequestProblems {
  /** One line per problem, for a test's failure message. */
  messages: string[];
  /** The problems Lulu refuses a request for, shaped as its API (Django REST framework) answers a 400;
   * empty when Lulu would go ahead (an unknown query parameter is only ignored). */
  errorBody: Record<string, unknown>;
}

// Where the description's schema contradicts its own examples, the examples (what Lulu answers) win: a
// print job's costs.line_item_costs is typed as an object in the job schemas, but is a list in every example
// and in the cost calculation's schema.
const ERRATA = [/\/costs\/line_item_costs$/];

const SPEC_FILE = fileURLToPath(new URL('./lulu-openapi.yml', import.meta.url));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface CompiledOperation extends SpecOperation {
  regex: RegExp;
  paramNames: string[];
  raw: Schema;
  query?: ValidateFunction;
  queryNames: Set<string>;
  body?: ValidateFunction;
  responses: Map<string, ValidateFunction | null>;
}

export class LuluSpec {
  readonly document: Schema;
  private readonly operations: CompiledOperation[] = [];
  // The description is written for OpenAPI 3.0, whose extra keywords (example, x-*) JSON Schema does not
  // know: strict mode off so ajv ignores them instead of refusing the schema.
  private readonly ajv = new Ajv({ strict: false, allErrors: true, verbose: true });
  // Query values arrive as text; this one turns "2" into 2 and "true" into true before checking types.
  private readonly queryAjv = new Ajv({ strict: false, allErrors: true, verbose: true, coerceTypes: true });

  constructor(text = readFileSync(SPEC_FILE, 'utf8')) {
    this.document = parse(text) as Schema;
    addFormats(this.ajv);
    addFormats(this.queryAjv);
    const defaultSecurity = (this.document.security ?? []) as Schema[];
    for (const [template, item] of Object.entries(this.document.paths as Record<string, Schema>)) {
      // Lulu lists a second POST /print-jobs/ (the reprint form) under "/print-jobs/ :" so its docs can
      // show two examples for one path; no request can reach that key, the first one is the real route.
      if (template !== template.trim()) continue;
      for (const method of METHODS) {
        const raw = item[method] as Schema | undefined;
        if (!raw) continue;
        const security = (raw.security ?? defaultSecurity) as Schema[];
        const paramNames = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
        this.operations.push({
          operationId: raw.operationId,
          method: method.toUpperCase(),
          template,
          // An empty requirement ({}) among the alternatives means the operation may be called without a token.
          authRequired: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
          hasBody: Boolean(raw.requestBody),
          regex: new RegExp(`^${pattern}$`),
          paramNames,
          raw,
          queryNames: new Set(),
          responses: new Map(),
        });
      }
    }
    // Literal paths before templated ones, so /print-jobs/statistics/ is not read as /print-jobs/{id}/.
    this.operations.sort((a, b) => a.paramNames.length - b.paramNames.length);
  }

  operation(operationId: string): SpecOperation {
    const found = this.operations.find((o) => o.operationId === operationId);
    if (!found) throw new Error(`No operation ${operationId} in Lulu's description`);
    return found;
  }

  match(method: string, pathname: string): RouteMatch {
    const onPath = this.operations.filter((o) => o.regex.test(pathname));
    if (onPath.length === 0) return { kind: 'not-found' };
    const operation = onPath.find((o) => o.method === method.toUpperCase());
    if (!operation) return { kind: 'method-not-allowed', allowed: onPath.map((o) => o.method) };
    const values = operation.regex.exec(pathname)!.slice(1);
    const pathParams = Object.fromEntries(operation.paramNames.map((name, i) => [name, decodeURIComponent(values[i])]));
    return { kind: 'operation', operation, pathParams };
  }

  /** Problems with a request the description allows no leeway on; empty when it is well formed. */
  checkRequest(request: RequestToCheck): RequestProblems {
    const op = request.operation as CompiledOperation;
    const messages: string[] = [];
    const errorBody: Record<string, unknown> = {};
    const params = this.compileParameters(op);
    for (const name of new Set(request.query.keys())) {
      // Lulu's server ignores a query parameter it does not know, so a misspelt filter silently lists
      // every print job: that is a bug in the caller, worth failing the test for.
      if (!op.queryNames.has(name)) {
        messages.push(
          `query parameter "${name}" is not in the description of ${op.operationId} (Lulu would ignore it)`,
        );
      }
    }
    const query: Record<string, string> = {};
    for (const name of op.queryNames) {
      const value = request.query.get(name);
      if (value !== null) query[name] = value;
    }
    if (params.query && !params.query(query)) {
      for (const error of params.query.errors ?? []) {
        messages.push(`query ${describeError(error)}`);
        Object.assign(errorBody, drfErrors([error]));
      }
    }
    if (op.hasBody) {
      const mediaTypes = Object.keys(op.raw.requestBody.content ?? {});
      const type = (request.contentType ?? '').split(';')[0].trim().toLowerCase();
      if (!mediaTypes.includes(type)) {
        messages.push(`Content-Type "${request.contentType ?? ''}" is not one of ${mediaTypes.join(', ')}`);
        errorBody.detail = `Unsupported media type "${request.contentType ?? ''}" in request.`;
      } else if (typeof request.body === 'string') {
        messages.push('the body is not valid JSON');
        errorBody.detail = 'JSON parse error';
      } else {
        const validate = this.bodyValidator(op);
        if (validate && !validate(request.body ?? {})) {
          for (const error of validate.errors ?? []) messages.push(`body ${describeError(error)}`);
          Object.assign(errorBody, drfErrors(validate.errors ?? []));
        }
      }
    } else if (request.body !== undefined) {
      messages.push(`${op.operationId} takes no body`);
    }
    return { messages, errorBody };
  }

  /** Where an answer differs from the description's schema for that status (empty when it matches). */
  checkResponse(operation: SpecOperation, status: number, body: unknown): string[] {
    const op = operation as CompiledOperation;
    const key = String(status);
    if (!op.responses.has(key)) {
      const response = this.deref(op.raw.responses?.[key]);
      const schema = response?.content?.['application/json']?.schema;
      op.responses.set(key, schema ? this.ajv.compile(forDirection(schema, 'response', this)) : null);
    }
    if (!op.raw.responses?.[key]) return [`status ${status} is not among ${op.operationId}'s documented answers`];
    const validate = op.responses.get(key);
    if (!validate || validate(body)) return [];
    return (validate.errors ?? [])
      .filter((e) => !ERRATA.some((erratum) => erratum.test(e.instancePath) && e.keyword === 'type'))
      .map((e) => `${op.operationId} ${status}: ${describeError(e)}`);
  }

  deref(node: Schema | undefined): Schema | undefined {
    let current = node;
    while (current && typeof current.$ref === 'string') {
      const pointer = current.$ref.replace(/^#\//, '').split('/');
      current = pointer.reduce<Json | undefined>(
        (o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')],
        this.document,
      );
    }
    return current;
  }

  private compileParameters(op: CompiledOperation): { query?: ValidateFunction } {
    if (op.query || op.queryNames.size > 0) return { query: op.query };
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const p of (op.raw.parameters ?? []) as Schema[]) {
      const parameter = this.deref(p)!;
      if (parameter.in !== 'query') continue;
      op.queryNames.add(parameter.name);
      properties[parameter.name] = parameter.schema ?? {};
      if (parameter.required) required.push(parameter.name);
    }
    if (op.queryNames.size > 0) op.query = this.queryAjv.compile({ type: 'object', properties, required });
    return { query: op.query };
  }

  private bodyValidator(op: CompiledOperation): ValidateFunction | undefined {
    if (!op.body) {
      const schema = op.raw.requestBody?.content?.['application/json']?.schema;
      if (schema) op.body = this.ajv.compile(forDirection(schema, 'request', this));
    }
    return op.body;
  }
}

/**
 * OpenAPI 3.0's readOnly/writeOnly: a required readOnly property (a print job's id, its status) is required
 * only in answers, a required writeOnly one only in requests. JSON Schema has no such rule, so the schema is
 * copied with those names taken out of `required` for the direction being checked.
 */
function forDirection(schema: Schema, direction: Direction, spec: LuluSpec): Schema {
  const node = spec.deref(schema) ?? {};
  if (Array.isArray(node)) return node.map((n) => forDirection(n, direction, spec)) as unknown as Schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties') {
      copy.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([k, v]) => [k, forDirection(v, direction, spec)]),
      );
    } else if (['items', 'additionalProperties', 'not'].includes(key) && value && typeof value === 'object') {
      copy[key] = forDirection(value as Schema, direction, spec);
    } else if (['oneOf', 'anyOf', 'allOf'].includes(key)) {
      copy[key] = (value as Schema[]).map((v) => forDirection(v, direction, spec));
    } else {
      copy[key] = value;
    }
  }
  // Lulu's answers carry null where the description says string or object (next and previous on the last
  // page, production_due_time, unit_tier_cost: its own examples show them), so an answer may hold null there.
  if (direction === 'response' && typeof copy.type === 'string' && !copy.enum) copy.nullable = true;
  if (Array.isArray(copy.required) && copy.properties) {
    const skip = direction === 'request' ? 'readOnly' : 'writeOnly';
    // The print job lists `status` as required without defining it; a job's status is Lulu's to set, so a
    // required name with no definition is read as readOnly too.
    const clientMayOmit = (name: string) => !copy.properties[name] || copy.properties[name][skip];
    copy.required = (copy.required as string[]).filter((name) =>
      direction === 'request' ? !clientMayOmit(name) : !copy.properties[name]?.[skip],
    );
  }
  return copy;
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath || '/';
  if (error.keyword === 'required')
    return `${where}: missing "${(error.params as { missingProperty: string }).missingProperty}"`;
  if (error.keyword === 'enum')
    return `${where}: ${error.message} (${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')})`;
  return `${where}: ${error.message}`;
}

/** ajv's errors as Django REST framework words them: {"line_items": [{"quantity": ["This field is required."]}]}. */
function drfErrors(errors: ErrorObject[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push((error.params as { missingProperty: string }).missingProperty);
    if (path.length === 0) path.push('non_field_errors');
    let node: Json = out;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]);
      if (last) node[segment] = [...(node[segment] ?? []), drfMessage(error)];
      else node = node[segment] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

function drfMessage(error: ErrorObject): string {
  const params = error.params as Json;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'enum':
      return `"${String(error.data ?? '')}" is not a valid choice.`;
    case 'maxLength':
      return `Ensure this field has no more than ${params.limit} characters.`;
    case 'minLength':
      return `Ensure this field has at least ${params.limit} characters.`;
    case 'format':
      return params.format === 'email' ? 'Enter a valid email address.' : `Enter a valid ${params.format}.`;
    case 'type':
      return params.type === 'integer' ? 'A valid integer is required.' : `Not a valid ${params.type}.`;
    default:
      return error.message ?? 'Invalid value.';
  }
}

let shared: LuluSpec | undefined;
/** The description, parsed once per process (parsing 380 kB of YAML takes a quarter of a second). */
export function luluSpec(): LuluSpec {
  shared ??= new LuluSpec();
  return shared;
}
