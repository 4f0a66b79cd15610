// Removes the run's temporary data directory (database, uploads, covers) once every test is done.
import { rmSync } from 'node:fs';

export default function teardown() {
  const dir = process.env.COMICS_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
