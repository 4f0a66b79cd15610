// vitest setup file: once a test file is done, removes the temporary data directories it made and ends
// the worker threads of the CPU pool its harnesses shared.
import { afterAll } from 'vitest';
import { closeSharedCpu, removeDataDirs } from './harness';

afterAll(async () => {
  removeDataDirs();
  await closeSharedCpu();
});
