// The input schemas of the image models the fake Replicate serves, as each model's published schema gives
// them, and Replicate's answer to an input that does not fit (HTTP 422, "Input validation failed", one
// `invalid_fields` entry per problem). Sources, all read 2026-11-26:
//  - black-forest-labs/flux-kontext-pro: replicate.com/black-forest-labs/flux-kontext-pro/versions/
//    0a1381936934845a14efcc9f309ce7d031cb905867878b5c5830280e00e97606/api (fields, safety_tolerance 0–6 and
//    "2 is currently the maximum allowed when input images are used"); its aspect_ratio and output_format
//    options as Replicate lists them for the Kontext Pro app flux-kontext-apps/multi-image-kontext-pro.
//  - google/nano-banana-pro: replicate.com/google/nano-banana-pro/versions/f5318740…/api (14 images; options as
//    listed by the model's API page mirrors). allow_fallback_model is in Replicate's changelog (a later
//    version) and is accepted.
//  - google/nano-banana-2: replicate.com/google/nano-banana-2/versions/2de9ad5b…/api (14 images, no seed, no
//    safety_filter_level; resolution 1K/2K/4K — a "512" tier is listed by some mirrors only, so refused).
//  - black-forest-labs/flux-2-pro: replicate.com/black-forest-labs/flux-2-pro/versions/285631b5…/api
//    (8 images, width/height 256–2048 "rounded to nearest multiple of 32", safety_tolerance 1–5).
// Not confirmed from Replicate's documents: whether it refuses an input field a schema does not have or
// ignores it. The fake refuses it (as JSON Schema's additionalProperties: false does), so a renamed field
// fails a test instead of being silently dropped in a customer's book.

type Field =
  | { type: 'string'; enum?: readonly string[] }
  | { type: 'integer'; minimum?: number; maximum?: number; multipleOf?: number }
  | { type: 'boolean' }
  | { type: 'array'; maxItems: number };

export interface ModelSchema {
  required: readonly string[];
  properties: Record<string, Field>;
}

const FLUX_KONTEXT_RATIOS = [
  'match_input_image',
  '1:1',
  '16:9',
  '9:16',
  '4:3',
  '3:4',
  '3:2',
  '2:3',
  '4:5',
  '5:4',
  '21:9',
  '9:21',
  '2:1',
  '1:2',
];
const NANO_PRO_RATIOS = ['match_input_image', '1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'];
const NANO_2_RATIOS = [
  'match_input_image',
  '1:1',
  '1:4',
  '1:8',
  '2:3',
  '3:2',
  '3:4',
  '4:1',
  '4:3',
  '4:5',
  '5:4',
  '8:1',
  '9:16',
  '16:9',
  '21:9',
];
const FLUX_2_RATIOS = ['match_input_image', 'custom', '1:1', '16:9', '3:2', '2:3', '4:5', '5:4', '9:16', '3:4', '4:3'];

export const MODEL_SCHEMAS: Record<string, ModelSchema> = {
  'black-forest-labs/flux-kontext-pro': {
    required: ['prompt'],
    properties: {
      prompt: { type: 'string' },
      input_image: { type: 'string' },
      aspect_ratio: { type: 'string', enum: FLUX_KONTEXT_RATIOS },
      prompt_upsampling: { type: 'boolean' },
      seed: { type: 'integer' },
      output_format: { type: 'string', enum: ['jpg', 'png'] },
      safety_tolerance: { type: 'integer', minimum: 0, maximum: 6 },
    },
  },
  'google/nano-banana-pro': {
    required: ['prompt'],
    properties: {
      prompt: { type: 'string' },
      image_input: { type: 'array', maxItems: 14 },
      aspect_ratio: { type: 'string', enum: NANO_PRO_RATIOS },
      resolution: { type: 'string', enum: ['1K', '2K', '4K'] },
      output_format: { type: 'string', enum: ['jpg', 'png'] },
      safety_filter_level: {
        type: 'string',
        enum: ['block_low_and_above', 'block_medium_and_above', 'block_only_high'],
      },
      allow_fallback_model: { type: 'boolean' },
    },
  },
  'google/nano-banana-2': {
    required: ['prompt'],
    properties: {
      prompt: { type: 'string' },
      image_input: { type: 'array', maxItems: 14 },
      aspect_ratio: { type: 'string', enum: NANO_2_RATIOS },
      resolution: { type: 'string', enum: ['1K', '2K', '4K'] },
      google_search: { type: 'boolean' },
      image_search: { type: 'boolean' },
      output_format: { type: 'string', enum: ['jpg', 'png'] },
    },
  },
  'black-forest-labs/flux-2-pro': {
    required: ['prompt'],
    properties: {
      prompt: { type: 'string' },
      input_images: { type: 'array', maxItems: 8 },
      aspect_ratio: { type: 'string', enum: FLUX_2_RATIOS },
      resolution: { type: 'string', enum: ['match_input_image', '0.5 MP', '1 MP', '2 MP', '4 MP'] },
      width: { type: 'integer', minimum: 256, maximum: 2048 },
      height: { type: 'integer', minimum: 256, maximum: 2048 },
      safety_tolerance: { type: 'integer', minimum: 1, maximum: 5 },
      seed: { type: 'integer' },
      output_format: { type: 'string', enum: ['webp', 'jpg', 'png'] },
      output_quality: { type: 'integer', minimum: 0, maximum: 100 },
    },
  },
};

interface InvalidField {
  type: string;
  field: string;
  description: string;
}

const typeName = (value: unknown) =>
  Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** The problems of an input against a model's schema, in Replicate's `invalid_fields` shape. */
export function invalidFields(schema: ModelSchema, input: Record<string, unknown>): InvalidField[] {
  const problems: InvalidField[] = [];
  for (const name of schema.required) {
    if (!(name in input)) problems.push({ type: 'required', field: 'input', description: `${name} is required` });
  }
  for (const [name, value] of Object.entries(input)) {
    const field = schema.properties[name];
    const at = `input.${name}`;
    if (!field) {
      problems.push({
        type: 'additional_property_not_allowed',
        field: 'input',
        description: `Additional property ${name} is not allowed`,
      });
      continue;
    }
    const given = typeName(value);
    if (given !== field.type) {
      problems.push({
        type: 'invalid_type',
        field: at,
        description: `Invalid type. Expected: ${field.type}, given: ${given}`,
      });
      continue;
    }
    if (field.type === 'string' && field.enum && !field.enum.includes(value as string)) {
      problems.push({
        type: 'enum',
        field: at,
        description: `${at} must be one of the following: ${field.enum.map((v) => `"${v}"`).join(', ')}`,
      });
    }
    if (field.type === 'integer' && field.minimum !== undefined && (value as number) < field.minimum) {
      problems.push({
        type: 'number_gte',
        field: at,
        description: `Must be greater than or equal to ${field.minimum}`,
      });
    }
    if (field.type === 'integer' && field.maximum !== undefined && (value as number) > field.maximum) {
      problems.push({ type: 'number_lte', field: at, description: `Must be less than or equal to ${field.maximum}` });
    }
    if (field.type === 'integer' && field.multipleOf && (value as number) % field.multipleOf !== 0) {
      problems.push({ type: 'multiple_of', field: at, description: `Must be a multiple of ${field.multipleOf}` });
    }
    if (field.type === 'array' && (value as unknown[]).length > field.maxItems) {
      problems.push({
        type: 'array_max_items',
        field: at,
        description: `Array must have at most ${field.maxItems} items`,
      });
    }
  }
  // flux-kontext-pro's own rule: with an input image the most permissive tolerance is 2.
  if (
    schema === MODEL_SCHEMAS['black-forest-labs/flux-kontext-pro'] &&
    input.input_image &&
    Number(input.safety_tolerance ?? 2) > 2
  ) {
    problems.push({
      type: 'number_lte',
      field: 'input.safety_tolerance',
      description: 'Must be less than or equal to 2 when input images are used',
    });
  }
  return problems;
}

/** Replicate's 422 body for an input that does not fit. */
export function validationBody(problems: InvalidField[]) {
  return {
    title: 'Input validation failed',
    detail: problems.map((p) => `- ${p.field}: ${p.description}`).join('\n'),
    status: 422,
    invalid_fields: problems,
  };
}

/** The 1K picture of each Nano Banana ratio (Google's published image sizes); 2K and 4K are ×2 and ×4. */
const NANO_1K: Record<string, [number, number]> = {
  '1:1': [1024, 1024],
  '2:3': [848, 1264],
  '3:2': [1264, 848],
  '3:4': [896, 1200],
  '4:3': [1200, 896],
  '4:5': [928, 1152],
  '5:4': [1152, 928],
  '9:16': [768, 1376],
  '16:9': [1376, 768],
  '21:9': [1584, 672],
};

/** The size a model paints for an input (before the fake caps it), as its documents describe. */
export function paintedSizeFor(model: string, input: Record<string, unknown>): { width: number; height: number } {
  if (model.startsWith('google/nano-banana')) {
    const [w, h] = NANO_1K[String(input.aspect_ratio)] ?? NANO_1K['1:1'];
    const scale = input.resolution === '4K' ? 4 : input.resolution === '2K' ? 2 : 1;
    return { width: w * scale, height: h * scale };
  }
  if (model.startsWith('black-forest-labs/flux-2') && input.aspect_ratio === 'custom') {
    const round = (n: unknown) => Math.min(2048, Math.max(256, Math.round(Number(n ?? 1024) / 32) * 32));
    return { width: round(input.width), height: round(input.height) };
  }
  // Kontext and FLUX presets: about one megapixel in the ratio asked for.
  const match = /^(\d+):(\d+)$/.exec(String(input.aspect_ratio ?? ''));
  const [w, h] = match ? [Number(match[1]), Number(match[2])] : [2, 3];
  const width = Math.round(Math.sqrt((1024 * 1024 * w) / h) / 16) * 16;
  return { width, height: Math.round((width * h) / w / 16) * 16 };
}
