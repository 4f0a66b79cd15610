// vitest setup file: once a test file is done, ends what its helpers made (tests/helpers/fileEnd.ts): its
// harnesses and test apps, the temporary data directories, the worker threads of the CPU pool its harnesses
// shared, and the PostgreSQL cluster of a run on PostgreSQL. The next file of the same process starts clean.
// With TEST_CPU_LOG set, it also notes each file's CPU (tests/helpers/fileCpu.ts).
import { afterAll } from 'vitest';
import { endFile } from './fileEnd';
import { recordFileCpu } from './fileCpu';

if (process.env.TEST_CPU_LOG) recordFileCpu(process.env.TEST_CPU_LOG, endFile);
else afterAll(endFile);
