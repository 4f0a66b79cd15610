// The real server process (server/main.ts): start-up logging, a bad setting, graceful shutdown on SIGTERM.
// @module-tag sqlite
import { spawn, type ChildProcess } from 'node:child_process';
import { appProgramArgs } from '../helpers/appProgram';
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/freePort';
import { makeDataDir } from '../helpers/harness';
import { uploadPhotoOverHttp } from '../helpers/httpUpload';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children.length = 0;
});

/**
 * The server as the tests start the app's programs (its build when fresh, else its sources: appProgram.ts),
 * or as the README starts it (`npm start`: the compiled build, built first if stale).
 */
function startServer(env: Record<string, string>, how: 'node' | 'npm start' = 'node') {
  const [command, args] =
    how === 'npm start' ? ['npm', ['start']] : [process.execPath, appProgramArgs('server/main.ts')];
  const child = spawn(command, args, {
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

  it('stops with one line when the PostgreSQL of DATABASE_URL refuses, or takes the call and never answers', {
    timeout: 60_000,
  }, async () => {
    // Refused: port 1, where nothing listens (a port just given out and closed could be taken meanwhile).
    // Silent: a listener of this test's that takes the connection and never says a word.
    const silent = createServer((socket: Socket) => socket.on('error', () => {}));
    await once(silent.listen(0, '127.0.0.1'), 'listening');
    const silentPort = (silent.address() as { port: number }).port;
    try {
      const servers = [1, silentPort].map((port) =>
        startServer({ DATABASE_URL: `postgres://comics@127.0.0.1:${port}/comics` }),
      );
      const reasons = [/connect ECONNREFUSED 127\.0\.0\.1:1$/, /no answer within 5 s$/];
      for (const [i, server] of servers.entries()) {
        expect(await server.exited, server.output()).toBe(1);
        const lines = server.output().trim().split('\n');
        expect(lines, server.output()).toHaveLength(1);
        expect(lines[0]).toMatch(/^Could not open the PostgreSQL database of DATABASE_URL: /);
        expect(lines[0]).toMatch(reasons[i]);
        expect(lines[0]).not.toMatch(/\bat \//); // no stack trace
      }
    } finally {
      silent.close();
    }
  });

  it('under `npm start`, SIGTERM reaches the server: the request in flight finishes, new ones get 503, exit 0', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    // npm start is production: the local sign-in is on only when asked for, and the start-up line says what that means.
    const server = startServer({ PORT: String(port), ALLOW_LOCAL_SIGN_IN: 'true' }, 'npm start');
    await server.waitFor(
      new RegExp(
        `Comics by Anyone is running at http://localhost:${port} \\(ideas: local, cover: local, sign-in: local ` +
          `e-mail sign-in, on by ALLOW_LOCAL_SIGN_IN: whoever reaches port ${port} can sign in as anyone`,
      ),
      45_000,
    );
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    // A request that is in flight when the signal arrives still gets its answer: a cover render takes
    // hundreds of milliseconds, so it is surely running when the signal comes 150 ms after it started.
    const { photo, cookie } = await uploadPhotoOverHttp(base, 600, 800);
    const draft = {
      type: 'black-and-white-manga',
      author: 'Ada',
      mainCharacterPhoto: photo,
      idea: { id: 'i1', title: 'Ada Returns', description: 'A test.' },
    };
    const inFlight = fetch(`${base}/trpc/cover.generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ draft }),
    });
    await new Promise((r) => setTimeout(r, 150));
    server.child.kill('SIGTERM');
    // npm passes the signal on to the server; on a busy machine that takes a moment, so ask until it shows.
    let late = await fetch(`${base}/healthz`);
    for (const asked = Date.now(); late.status === 200 && Date.now() - asked < 5000; ) {
      await new Promise((r) => setTimeout(r, 25));
      late = await fetch(`${base}/healthz`);
    }
    expect(late.status).toBe(503);
    expect(((await late.json()) as { message: string }).message).toBe(
      'The server is restarting. Please try again in a moment.',
    );
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).result.data.imageUrl).toMatch(/^\/storage\/covers\//);
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toMatch(/SIGTERM received/);
  });

  it(
    'writes readable lines on request (LOG_FORMAT=pretty), JSON when piped, and ' + 'no line per request by default',
    async () => {
      const port = await freePort();
      const pretty = startServer({ PORT: String(port), LOG_FORMAT: 'pretty' });
      await pretty.waitFor(/running at/);
      for (let i = 0; i < 3; i++) await fetch(`http://127.0.0.1:${port}/healthz`);
      pretty.child.kill('SIGTERM');
      expect(await pretty.exited).toBe(0);
      const lines = pretty.output().trim().split('\n');
      const running = lines.find((line) => line.includes('running at'))!;
      expect(running).toMatch(
        /^\[\d\d:\d\d:\d\d\] INFO: Comics by Anyone is running at http:\/\/localhost:\d+ \(ideas: local/,
      );
      expect(pretty.output()).not.toMatch(/incoming request|request completed|^\{/m);

      const jsonPort = await freePort();
      const json = startServer({ PORT: String(jsonPort) });
      await json.waitFor(/running at/);
      json.child.kill('SIGTERM');
      expect(await json.exited).toBe(0);
      const records = json
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; ideas?: string });
      expect(records.find((r) => r.msg.includes('running at'))?.ideas).toBe('local');
    },
  );
});
