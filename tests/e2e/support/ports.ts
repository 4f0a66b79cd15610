// The ports the browser tests use, from one base (E2E_PORT_BASE, default 3100), so two checkouts on one
// machine can run their browser tests at the same time without taking each other's servers.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
/** Every port above is in [first, first + count): other tests' servers keep out of it (tests/helpers/freePort.ts). */
export const E2E_PORTS = { first: base, count: 100 } as const;

/** The main app (no keys). */
export const APP_PORT = base;
/** The second app: covers and panels from the Replicate fake, scripts from the Anthropic fake. */
export const PAINTED_PORT = base + 1;
/** A server the restart test starts, stops and starts again itself. */
export const RESTART_PORT = base + 5;
/** The Replicate fake the restart test paints its covers with (its own, so no other test counts them). */
export const RESTART_PAINTER_PORT = base + 6;
/** The shop app the orders test starts itself, with the local Stripe, Lulu and SMTP servers. */
export const ORDERS_PORT = base + 7;
/** The main app's mail server (a local stand-in) and the address the gift test reads what it received at. */
export const FAKE_SMTP_PORT = base + 96;
export const FAKE_SMTP_CONTROL_PORT = base + 97;
export const FAKE_ANTHROPIC_PORT = base + 98;
export const FAKE_REPLICATE_PORT = base + 99;

export const APP_URL = `http://localhost:${APP_PORT}`;
export const PAINTED_URL = `http://localhost:${PAINTED_PORT}`;
export const RESTART_URL = `http://localhost:${RESTART_PORT}`;
/** 127.0.0.1, not localhost: the local printer fetches the print files from it, and Node may try ::1 first. */
export const ORDERS_URL = `http://127.0.0.1:${ORDERS_PORT}`;
