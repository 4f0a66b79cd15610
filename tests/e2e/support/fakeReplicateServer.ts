// The local stand-in for Replicate that the browser tests' second app (REPLICATE_BASE_URL) paints with.
// The comic's title in the prompt picks the scenario: "Slow" paints for 20 s, "Refused" always fails. A
// book panel whose setting or action says "Kaboom" fails (FAIL_MARKER, built into the fake), so that panel
// falls back to built-in art; paintings come in the aspect ratio asked for.
// GET /control/predictions says how many predictions were created ({ created, inFlight, maxInFlight }).
import { startFakeReplicate } from '../../helpers/fakeReplicate';
import { FAKE_REPLICATE_PORT } from './ports';

await startFakeReplicate({
  port: FAKE_REPLICATE_PORT,
  scenarioFor(input) {
    const prompt = String(input.prompt ?? '');
    if (prompt.includes('Slow')) return { processingMs: 20_000 };
    if (prompt.includes('Refused')) return { statuses: ['processing', 'failed'], error: 'NSFW content detected' };
    return undefined;
  },
});
console.log(`fake Replicate listening on ${FAKE_REPLICATE_PORT}`);
