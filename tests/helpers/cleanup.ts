// vitest setup file: removes the temporary data directories a test file made, once the file is done.
import { afterAll } from 'vitest';
import { removeDataDirs } from './harness';

afterAll(removeDataDirs);
