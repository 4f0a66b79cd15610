// A browser context of a test's own (a second person, a server of the spec's own) with the settings every
// page of the suite gets from playwright.config.ts's `use`. Reduced motion above all: with it the app stops
// its spinners and pulses (client/styles.css), which otherwise Chromium composites in software at 60 frames a
// second for as long as a book draws; that was a third of the browser tests' CPU on two cores.
import type { Browser, BrowserContextOptions } from '@playwright/test';

export const QUIET_CONTEXT: BrowserContextOptions = { reducedMotion: 'reduce' };

export function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({ ...QUIET_CONTEXT, ...options });
}
