// The real server process (server/main.ts): start-up logging, a bad setting, graceful shutdown on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDir } from '../helpers/harness';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children.length = 0;
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: makeDataDir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const waitFor = async (pattern: RegExp, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not see ${pattern}:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

describe('server process', () => {
  it('stops at once with one line naming a bad setting', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });

  it('logs the address and providers, serves, and on SIGTERM finishes the request in flight, then exits 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    await server.waitFor(/Comics by Anyone is running at http:\/\/localhost:\d+ \(ideas: local, cover: local, sign-in: local/);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    // A request that is in flight when the signal arrives still gets its answer.
    const inFlight = fetch(`${base}/trpc/ideas.generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ author: 'Ada', type: 'black-and-white-manga', answers: [] }),
    });
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).result.data.ideas).toHaveLength(3);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM received/);
  });
});
