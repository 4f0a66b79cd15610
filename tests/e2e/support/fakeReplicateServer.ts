// The local stand-in for Replicate that the browser tests' second app (REPLICATE_BASE_URL) paints with.
// The comic's title in the prompt picks the scenario: "Slow" paints for 20 s, "Refused" always fails. A
// book panel whose setting or action says "Kaboom" fails (FAIL_MARKER, built into the fake), so that panel
// falls back to built-in art; paintings come in the aspect ratio asked for. While GET /control/faceless?on=1
// holds (until ?on=0), a panel whose action wears "a paper mask" (act 1, page 1, panel 2 of every script the
// Anthropic fake writes) is painted with no face in it, so the likeness check marks it.
// GET /control/predictions says how many predictions were created ({ created, inFlight, maxInFlight }).
import { startFakeReplicate } from '../../helpers/fakeReplicate';
import { FAKE_REPLICATE_PORT } from './ports';

let faceless = false;

await startFakeReplicate({
  port: FAKE_REPLICATE_PORT,
  control(name, query) {
    if (name === 'faceless') faceless = query.get('on') === '1';
    return { faceless };
  },
  scenarioFor(input) {
    const prompt = String(input.prompt ?? '');
    if (faceless && prompt.includes('paper mask')) return { faceless: true };
    if (prompt.includes('Slow')) return { processingMs: 20_000 };
    if (prompt.includes('Refused')) return { statuses: ['processing', 'failed'], error: 'NSFW content detected' };
    return undefined;
  },
});
console.log(`fake Replicate listening on ${FAKE_REPLICATE_PORT}`);
