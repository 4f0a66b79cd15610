// A port for a server a test starts a moment later: a child process, a PostgreSQL cluster, or an app whose
// address its fakes must know before it listens. Tried free, closed again, handed over.
//
// Picked below the range the OS gives out for outgoing connections (Linux: ip_local_port_range, 32768–60999
// by default), not with listen(0): that hands out a port from the same range, and with the browser tests
// running beside vitest (their servers and Chromium open thousands of connections) one of those took such a
// port before the test could listen on it (EADDRINUSE, orders.test.ts on 2026-12-01). Below the range, only a
// program that asks for that very port can take it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { E2E_PORTS } from '../e2e/support/ports';

/** Where outgoing connections get their ports; below it, the ports a test may pick. */
function ephemeralRange(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {
    // Not Linux: assume its default.
  }
  return { low: 32768, high: 60999 };
}

/** Listens on `port` (0: any) and closes again; the port, or null if it was taken. */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

/** The ports below the OS's own range a test may use: above the browser tests' (E2E_PORT_BASE, 3100 on). */
const PICK_FROM = 10_000;
/** The browser tests' ports, which run beside vitest in `npm test`. */
const isBrowserTestPort = (port: number) => port >= E2E_PORTS.first && port < E2E_PORTS.first + E2E_PORTS.count;

export async function freePort(): Promise<number> {
  const { low } = ephemeralRange();
  // An OS whose range starts low leaves no room below it: fall back to a port it gives out.
  if (low - PICK_FROM < 2000) return (await tryPort(0))!;
  for (let tries = 0; tries < 50; tries++) {
    const port = PICK_FROM + Math.floor(Math.random() * (low - PICK_FROM));
    const free = isBrowserTestPort(port) ? null : await tryPort(port);
    if (free) return free;
  }
  throw new Error(`No free port between ${PICK_FROM} and ${low} in 50 tries.`);
}
