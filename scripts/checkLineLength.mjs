// Every line of code we write stays within 120 characters, the width Biome formats to (biome.json). The
// formatter never breaks a string literal or a comment, so this check catches the lines it leaves long.
// Usage: node scripts/checkLineLength.mjs   lists each line over the limit as file:line: length, exits 1 if any.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINE = 120;
const EXTENSIONS = ['ts', 'tsx', 'mjs', 'mts', 'js', 'css'];
// Written by tools, not by us: drizzle-kit's snapshots and the face model's weights and their loader files.
const GENERATED = ['drizzle/meta/', 'server/engines/artKit/faceModel/models/'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files', '-z', '--', ...EXTENSIONS.map((ext) => `*.${ext}`)], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => file && !GENERATED.some((prefix) => file.startsWith(prefix)));

let over = 0;
for (const file of tracked) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // tracked but deleted in the working tree
  }
  text.split(/\r?\n/).forEach((line, index) => {
    // Characters as an editor counts them, so an emoji or an accented letter is one, not two or three bytes.
    const length = [...line].length;
    if (length > MAX_LINE) {
      over += 1;
      console.log(`${file}:${index + 1}: ${length}`);
    }
  });
}

if (over > 0) {
  console.log(`${over} line${over === 1 ? '' : 's'} over ${MAX_LINE} characters.`);
  process.exit(1);
}
