// The site-wide daily ceiling on covers and Claude calls (COVERS_AND_CLAUDE_DAY_LIMIT_USD, docs/models.md
// "Ceilings"): each paid cover prediction and each Claude call reserves its estimated cost before it is made,
// in the same transaction as the check, and settles with what it cost (a Claude call with the answer's usage),
// so calls made at once never pass the ceiling; past it, a cover fails with a customer's message, a script is
// finished by the built-in writer, which the comic page says, and ideas come from the built-in generator.
// The real Replicate and Anthropic SDKs against the local fakes, slow enough that every call is in flight at once.
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paintSpend } from '../../server/db/schema';
import { coversAndClaudeMeter, DAY_BUDGET_MESSAGE } from '../../server/domains/spend/ceilings';
import { silentLogger } from '../../server/lib/logger';
import { claudeModel } from '../../server/providers/anthropic/claudeModels';
import { createReplicateCoverProvider } from '../../server/providers/cover/replicateCoverProvider';
import { authorship } from '../../shared/scriptAuthorship';
import type { DraftInput, GenerateIdeasInput } from '../../shared/schemas';
import { startFakeAnthropic, type FakeAnthropic, type FakeAnthropicReply } from '../fakes/fakeAnthropic';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { actReply, priyaRequest } from '../helpers/claudeFixtures';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { makeHarness, type Harness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';

let replicate: FakeReplicate;
let claude: FakeAnthropic;
beforeAll(async () => {
  replicate = await startFakeReplicate();
  replicate.setScenario({ processingMs: 400 });
  // A model takes its time: every call of a burst is under way before the first one is answered.
  claude = await startFakeAnthropic({ pauseMs: () => 300 });
});
afterAll(async () => {
  await Promise.all([replicate.close(), claude.close()]);
});

const priya = priyaRequest(20, 1);
const idea = { id: 'idea-1', title: 'The Singing Dentist', description: 'A dentist sings her way to the moon.' };

/** Dollars the ledger holds for covers and Claude calls (spent, or reserved at their estimate). */
async function recorded(h: Harness, kinds = ['cover', 'ideas', 'script']): Promise<number> {
  const rows = await h.deps.db.select().from(paintSpend);
  return rows.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + row.usd, 0);
}

/** An app painting covers at $0.04 (flux-kontext-pro) under a $0.10 day, and its cover provider with quick polling. */
async function coverApp(likeness?: () => Promise<number>) {
  const h = await makeHarness({
    env: {
      REPLICATE_API_TOKEN: 'test-token',
      REPLICATE_BASE_URL: replicate.url,
      REPLICATE_MODEL: 'black-forest-labs/flux-kontext-pro',
      COVERS_AND_CLAUDE_DAY_LIMIT_USD: '0.1',
    },
  });
  // No likeness check unless the test gives one (no face model to load here).
  const provider = createReplicateCoverProvider(h.deps.config.replicate!, silentLogger, {
    pollIntervalMs: 20,
    maxPollIntervalMs: 50,
    likeness,
  });
  return { h, provider };
}

/** A draft ready for its cover, with this photo. */
const draftWith = (mainCharacterPhoto: string): DraftInput => ({
  ...{ type: 'black-and-white-manga', author: 'Maria Lopez', answers: [], characters: [] },
  idea,
  mainCharacterPhoto,
});

describe('covers under the site-wide daily ceiling', { timeout: 60_000 }, () => {
  it('paints covers asked for at once only while the day allows, and refuses the rest in a customer’s words', {
    timeout: 60_000,
  }, async () => {
    const { h, provider } = await coverApp();
    h.deps.cover = provider;
    const before = replicate.predictions.length;
    const visitors = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const visitorId = `ceiling-visitor-${i}`;
        const photo = await h.saveImage('characters', await makePhoto('png', 300, 400), 'png', { visitorId });
        return { caller: h.callerFor({ clientIp: `198.51.100.${i + 1}`, visitorId }), draft: draftWith(photo) };
      }),
    );
    const outcomes = await Promise.all(
      visitors.map(({ caller, draft }) =>
        caller.cover.generate({ draft }).then(
          () => 'painted',
          (error: TRPCError) => `${error.code}: ${error.message}`,
        ),
      ),
    );
    const spent = await recorded(h);
    console.log(
      `four covers at once against a $0.10 day: ${outcomes.filter((o) => o === 'painted').length} painted, ` +
        `${replicate.predictions.length - before} predictions, $${spent.toFixed(2)} recorded`,
    );
    expect(outcomes.filter((o) => o === 'painted')).toHaveLength(2);
    expect(outcomes.filter((o) => o !== 'painted')).toEqual(Array(2).fill(`TOO_MANY_REQUESTS: ${DAY_BUDGET_MESSAGE}`));
    expect(replicate.predictions.length - before).toBe(2);
    expect(spent).toBeCloseTo(0.08, 6);
  });
});

describe('a cover painted again for its likeness', { timeout: 60_000 }, () => {
  it('keeps the best cover so far when the day has no room for another painting', async () => {
    // Every painting scores below the threshold, so the cover would be painted three times ($0.12).
    const { h, provider } = await coverApp(async () => 0.2);
    const before = replicate.predictions.length;
    const meter = coversAndClaudeMeter(h.deps, { kind: 'cover', comicId: null, userId: null });
    const photo = await makePhoto('png', 300, 400);
    const request = {
      photo,
      photoUrl: 'unused',
      title: idea.title,
      description: idea.description,
      author: 'M',
      type: '',
      seed: 3,
    };
    const cover = await provider.generate(request, meter);
    expect(cover).toMatchObject({ ext: 'png', likeness: 0.2 });
    expect(replicate.predictions.length - before).toBe(2);
    expect(await recorded(h)).toBeCloseTo(0.08, 6);
  });
});

describe('Claude calls under the site-wide daily ceiling', { timeout: 60_000 }, () => {
  const env = (limit: string) => ({
    ANTHROPIC_API_KEY: 'test-key',
    ANTHROPIC_BASE_URL: claude.url,
    COVERS_AND_CLAUDE_DAY_LIMIT_USD: limit,
  });
  const input: GenerateIdeasInput = {
    author: 'Maria Lopez',
    type: 'black-and-white-manga',
    answers: [{ id: 'job', answer: 'Dentist who sings to her patients' }],
  };
  /** What the fake's answers cost by the model table's price, as the ledger should have settled them. */
  const billed = () => {
    const price = claudeModel('claude-sonnet-5-5')!.price;
    return claude.usage.reduce(
      (sum, u) => sum + (u.input_tokens * price.inputPerMTok + u.output_tokens * price.outputPerMTok) / 1e6,
      0,
    );
  };

  it('asks Claude for ideas at once only while the day allows; the rest get the built-in ideas', async () => {
    claude.reset();
    const h = await makeHarness({ env: env('0.1') });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        h.callerFor({ clientIp: `203.0.113.${i + 1}`, visitorId: `ideas-visitor-${i}` }).ideas.generate(input),
      ),
    );
    const calls = claude.messageCalls().length;
    const spent = await recorded(h);
    console.log(
      `six idea requests at once against a $0.10 day: ${calls} Claude calls, ` +
        `${results.filter((r) => r.source === 'local').length} built-in, $${spent.toFixed(4)} settled ` +
        `($${billed().toFixed(4)} by the answers' usage)`,
    );
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThan(6);
    expect(results.filter((r) => r.source === 'local')).toHaveLength(6 - calls);
    for (const result of results) expect(result.ideas).toHaveLength(3);
    // Settled with each answer's usage, not left at the estimate.
    expect(spent).toBeCloseTo(billed(), 9);
    expect(spent).toBeLessThanOrEqual(0.1);
  });

  it('stops a script at the ceiling: the built-in writer finishes it, and the comic page says why', async () => {
    claude.reset();
    const h = await makeHarness({ user: 'priya@example.com', env: env('0.15') });
    const { id } = await h.caller.comics.save({
      draft: { type: 'black-and-white-manga', author: 'Priya Raman', answers: [], characters: [], idea },
    });
    // The first act thinks long (7,000 tokens, about $0.08 with its reply): the next act's reservation (its
    // max_tokens at the least, 8,100 tokens) no longer fits under $0.15, and the built-in writer takes over.
    const firstAct = writeLocalScript({ ...priya, answers: [], idea, pages: 20, seed: 1 }).pages.filter(
      (page) => page.act === 1,
    ).length;
    claude.enqueue({ ...actReply(1, firstAct, 'Priya'), thinkingTokens: 7000 } as FakeAnthropicReply);
    const done = await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId: id })).id);
    const { script } = await h.caller.scripts.get({ comicId: id });
    const spent = await recorded(h);
    console.log(
      `a script against a $0.15 day: ${claude.messageCalls().length} act(s) by Claude, writer ${script?.writer}, ` +
        `$${spent.toFixed(4)} settled`,
    );
    expect(done.status).toBe('succeeded');
    expect(script).toMatchObject({ writer: 'mixed', writerReason: 'budget' });
    expect(authorship(script!.writer, script!.writerReason).reason).toBe(
      'This site has spent its budget for Claude today.',
    );
    expect(spent).toBeCloseTo(billed(), 9);
    expect(spent).toBeLessThanOrEqual(0.15);

    // The day is spent for every caller: a new script is written by the built-in writer without a call.
    const calls = claude.messageCalls().length;
    const next = await h.caller.comics.save({
      draft: { type: 'black-and-white-manga', author: 'Priya Raman', answers: [], characters: [], idea },
    });
    await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId: next.id })).id);
    expect((await h.caller.scripts.get({ comicId: next.id })).script).toMatchObject({
      writer: 'local',
      writerReason: 'budget',
    });
    expect(claude.messageCalls()).toHaveLength(calls);
  });
});
