// The local stand-in for Replicate that the browser tests' second app (REPLICATE_BASE_URL) paints with.
// The comic's title in the prompt picks the scenario: "Slow" paints for 20 s, "Refused" always fails. A
// book panel whose setting or action says "Kaboom" fails (FAIL_MARKER, built into the fake), so that panel
// falls back to built-in art; paintings come in the aspect ratio asked for. After GET /control/faceless?on=1
// the first book panel asked for that shows a person (a scene-only panel has no face to check) is painted with
// no face in it, and so is every later request with that same prompt (its tries, and any other panel the story
// describes word for word alike: a book may have two, painted side by side, which once shared three masked tries
// between them and left neither marked), so the likeness check keeps each with a mark; ?on=0 ends that (the
// owner's repaint then shows the person).
// GET /control/predictions says how many predictions were created ({ created, inFlight, maxInFlight }).
import { startFakeReplicate } from '../fakeReplicate';
import { FAKE_REPLICATE_PORT } from '../../e2e/support/ports';

let faceless = false;
/** The prompt of the panels painted with no face. */
let masked: string | null = null;
const isSheet = (prompt: string) => prompt.startsWith('A character model sheet');
/** A panel prompt that puts a person in the panel (both prompt shapes of panelPrompt.ts). */
const showsSomeone = (prompt: string) => /In this panel: | is in this panel: keep/.test(prompt);

await startFakeReplicate({
  port: FAKE_REPLICATE_PORT,
  control(name, query) {
    if (name === 'faceless') {
      faceless = query.get('on') === '1';
      masked = null;
    }
    return { faceless };
  },
  scenarioFor(input) {
    const prompt = String(input.prompt ?? '');
    if (faceless && !isSheet(prompt) && showsSomeone(prompt)) {
      masked ??= prompt;
      if (masked === prompt) return { faceless: true };
    }
    if (prompt.includes('Slow')) return { processingMs: 20_000 };
    if (prompt.includes('Refused')) return { statuses: ['processing', 'failed'], error: 'NSFW content detected' };
    return undefined;
  },
});
console.log(`fake Replicate listening on ${FAKE_REPLICATE_PORT}`);
