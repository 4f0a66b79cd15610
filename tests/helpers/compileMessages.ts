// vitest global setup: the site's messages compiled before any test imports them (scripts/messages.mjs; a
// no-op when they are up to date), so a catalogue edited since the last build is what the tests see.
import { execFileSync } from 'node:child_process';

export default function compileMessages(): void {
  execFileSync(process.execPath, ['scripts/messages.mjs'], { stdio: 'inherit' });
}
