// Property tests over HTTP: whatever JSON arrives as a procedure's input, the answer is a 2xx or a 4xx,
// never a 500 (SECURITY.md C19).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../helpers/harness';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let cookie: string;
beforeAll(async () => {
  // Quotas high enough that the fuzzer measures validation, not the rate limit.
  t = await makeTestApp({ env: { RATE_LIMIT_IDEAS_PER_HOUR: '100000', RATE_LIMIT_COVERS_PER_HOUR: '100000' } });
  cookie = await t.signIn('fuzz@example.com');
});
afterAll(async () => {
  await t.app.close();
});

const MUTATIONS = [
  'ideas.generate',
  'cover.generate',
  'comics.save',
  'comics.delete',
  'orders.create',
  'orders.cancel',
];
const QUERIES = ['comics.byId', 'orders.quote', 'orders.get'];

/** Inputs shaped roughly like ours, so the fuzzer also gets past the first checks. */
const nearlyValid = fc.record(
  {
    author: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    type: fc.oneof(fc.constantFrom('black-and-white-manga', '30s-50s-style'), fc.string()),
    answers: fc.oneof(fc.array(fc.record({ id: fc.string(), answer: fc.string() })), fc.anything()),
    id: fc.oneof(fc.string(), fc.integer()),
    userComment: fc.oneof(fc.string(), fc.anything()),
    // orders.quote / orders.create / orders.get
    comicId: fc.oneof(fc.string(), fc.integer()),
    orderId: fc.oneof(fc.constant('ord_aaaaaaaaaaaaaaaaaaaa'), fc.string()),
    format: fc.oneof(fc.constantFrom('comic', 'paperback', 'hardcover'), fc.string()),
    quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
    shipping: fc.oneof(fc.constantFrom('standard', 'expedited', 'express'), fc.string()),
    address: fc.oneof(
      fc.record(
        {
          fullName: fc.string(),
          line1: fc.string(),
          city: fc.string(),
          state: fc.string(),
          postcode: fc.string(),
          country: fc.oneof(fc.constantFrom('US', 'GB', 'BR'), fc.string()),
          phone: fc.string(),
          email: fc.string(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
    draft: fc.oneof(
      fc.record(
        {
          idea: fc.oneof(fc.record({ id: fc.string(), title: fc.string(), description: fc.string() }), fc.anything()),
          mainCharacterPhoto: fc.oneof(fc.constant('/storage/characters/1700000000000-abcdefghijkl.jpg'), fc.string()),
          characters: fc.anything(),
          answers: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
  },
  { requiredKeys: [] },
);

const anyInput = fc.oneof(fc.anything(), nearlyValid, fc.jsonValue());

describe('fuzzing procedure inputs', () => {
  it('never answers 500 to a mutation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...MUTATIONS), anyInput, fc.boolean(), async (path, input, signedIn) => {
        const body = JSON.stringify(input);
        const res = await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          payload: body === undefined ? '' : body,
          headers: { 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
        });
        expect(res.statusCode, `${path} ${body?.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it('never answers 500 to a query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...QUERIES), anyInput, async (path, input) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input) ?? '')}`,
          headers: { cookie },
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
