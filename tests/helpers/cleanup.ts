// vitest setup file: once a test file is done, removes the temporary data directories it made and ends
// the worker threads of the CPU pool its harnesses shared, and the PostgreSQL cluster of a run on PostgreSQL.
import { afterAll } from 'vitest';
import { closeSharedCpu, removeDataDirs } from './harness';
import { stopTestDatabases } from './testDatabase';

afterAll(async () => {
  removeDataDirs();
  await closeSharedCpu();
  await stopTestDatabases();
});
