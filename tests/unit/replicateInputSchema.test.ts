// The input check the doctor runs against a Replicate version's published schema, on a schema written the
// way Cog writes one (a choice behind allOf/$ref, x-order and titles on each field, OpenAPI 3.0's nullable).
import { describe, expect, it } from 'vitest';
import { inputProblems, shownValue } from '../../server/providers/replicate/inputSchema';

const openapi = {
  openapi: '3.0.2',
  components: {
    schemas: {
      Input: {
        type: 'object',
        title: 'Input',
        required: ['prompt'],
        properties: {
          prompt: { type: 'string', title: 'Prompt', 'x-order': 0, maxLength: 2000 },
          size: { allOf: [{ $ref: '#/components/schemas/size' }], default: '1K', 'x-order': 1 },
          width: { type: 'integer', minimum: 256, maximum: 2048, multipleOf: 16, 'x-order': 2 },
          strength: { type: 'number', minimum: 0, maximum: 1, exclusiveMinimum: true, 'x-order': 3 },
          images: { type: 'array', items: { type: 'string', format: 'uri' }, maxItems: 2, 'x-order': 4 },
          seed: { type: 'integer', nullable: true, 'x-order': 5 },
          style: { anyOf: [{ type: 'string' }, { type: 'null' }], 'x-order': 6 },
        },
      },
      size: { title: 'size', description: 'An enumeration.', enum: ['1K', '2K'], type: 'string' },
    },
  },
};

const rules = (input: Record<string, unknown>) =>
  inputProblems(openapi, input)?.map((p) => `${p.field} ${p.rule} (${shownValue(p.sent)})`);

describe('inputProblems', () => {
  it('passes an input within every rule, a null where the schema allows one included', () => {
    expect(
      rules({ prompt: 'a hero', size: '2K', width: 1024, strength: 0.5, images: ['data:x'], seed: null, style: null }),
    ).toEqual([]);
  });

  it('names each field that breaks a rule, with what was sent', () => {
    expect(
      rules({ size: '4K', width: 1000, strength: 0, images: ['a', 'b', 7], seed: 1.5, style: 3, extra: true }),
    ).toEqual([
      'prompt is required, and the app does not send it (nothing)',
      'size must be one of 1K, 2K (4K)',
      'width must be a multiple of 16 (1000)',
      'strength must be more than 0 (0)',
      'images takes at most 2 items (3 items)',
      'images[] must be a string (7)',
      'seed must be an integer (1.5)',
      'style must be a string (3)',
      'extra is not a field of this version (true)',
    ]);
  });

  it('says when a version publishes no input schema', () => {
    expect(inputProblems({ openapi: '3.0.2', components: { schemas: {} } }, { prompt: 'x' })).toBeNull();
    expect(inputProblems(null, { prompt: 'x' })).toBeNull();
  });

  it('shows long values cut and lists counted', () => {
    expect(shownValue(`data:image/jpeg;base64,${'A'.repeat(100)}`)).toBe('data:image/jpeg;base64,AAAAAAAAAAAAAA...');
    expect(shownValue(['x'])).toBe('1 item');
  });
});
