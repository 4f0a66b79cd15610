// vitest setup file: once a test file is done, ends what its helpers made (tests/helpers/fileEnd.ts): its
// harnesses and test apps, the temporary data directories, the worker threads of the CPU pool its harnesses
// shared, and the PostgreSQL cluster of a run on PostgreSQL. The next file of the same process starts clean.
import { afterAll } from 'vitest';
import { endFile } from './fileEnd';

afterAll(endFile);
