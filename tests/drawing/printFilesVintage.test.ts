// A vintage (colour) book's files, checked like the manga one's (printFilesSuite.ts).
// @module-tag long
import { afterAll, beforeAll, describe } from 'vitest';
import { madeFiles, printFileTests, type MadeFiles } from '../helpers/printFilesSuite';

let made: MadeFiles;

describe('print files of a vintage book', { timeout: 300_000 }, () => {
  beforeAll(async () => {
    made = await madeFiles('vintage');
  }, 300_000);

  printFileTests('vintage', () => made);
});

afterAll(async () => {
  await made?.h.deps.jobs.close();
});
