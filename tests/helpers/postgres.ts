// A fresh PostgreSQL database for a test file. With TEST_DATABASE_URL (a server CI or a developer runs), a new
// database is created in that server and dropped afterwards. Without it, a throwaway cluster is made in a temp
// folder from the installed PostgreSQL (Debian's `postgresql` package), started on a free loopback port with
// its socket in that folder, and stopped and removed afterwards. PostgreSQL refuses to run as root, so as root
// (CI, this machine) its programs run as the `postgres` user the package creates.
import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './freePort';

const run = promisify(execFile);

export interface TestPostgres {
  /** A connection URL to an empty database of its own. */
  url: string;
  /** Drops the database (or stops and removes the cluster). */
  stop(): Promise<void>;
}

/** Starts (or creates in TEST_DATABASE_URL's server) an empty database for one test file. */
export function startTestPostgres(): Promise<TestPostgres> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createDatabaseIn(serverUrl) : startCluster();
}

async function createDatabaseIn(serverUrl: string): Promise<TestPostgres> {
  const name = `cba_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // WITH (FORCE) ends a connection a failed test left open, so the database always goes (PostgreSQL 13+).
  return { url: url.toString(), stop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The newest installed PostgreSQL's programs, e.g. /usr/lib/postgresql/15/bin. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql, ' +
        'or set TEST_DATABASE_URL to a server the tests may create databases in.',
    );
  }
  return path.join(root, versions[0], 'bin');
}

// Durability is worthless for a database thrown away in seconds, and every background process that can be
// left out makes start-up and stop faster.
const THROWAWAY_SETTINGS = `
listen_addresses = '127.0.0.1'
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = minimal
max_wal_senders = 0
autovacuum = off
jit = off
shared_buffers = 16MB
max_connections = 300
`;

/** Runs a program as the user PostgreSQL runs as: this user, or `postgres` when this is root. */
type Command = (program: string, args: string[]) => readonly [string, readonly string[]];

async function startCluster(): Promise<TestPostgres> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;
  const command: Command = (program, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const template = await clusterTemplate(bin, command, owner);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cba-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const pgCtl = path.join(bin, 'pg_ctl');
  const stopNow = () => {
    spawnSync(...command(pgCtl, ['stop', '-D', data, '-m', 'immediate', '-s']));
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that dies without its afterAll still takes its cluster with it.
  process.once('exit', stopNow);
  try {
    await run(...command('cp', ['-a', template, data]));
    const port = await startOnFreePort(command, pgCtl, data, dir);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => {
        process.off('exit', stopNow);
        await run(...command(pgCtl, ['stop', '-D', data, '-m', 'immediate', '-s'])).catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    process.off('exit', stopNow);
    stopNow();
    throw error;
  }
}

/**
 * An initialised, never started cluster with the throwaway settings, made once per machine, PostgreSQL
 * version and user, and copied for each test file: initdb takes seconds of CPU, copying its 40 MB a fraction
 * of one. It is built beside its final name and renamed into place, so a file started at the same moment either
 * finds a whole template or builds its own and discards it.
 */
async function clusterTemplate(bin: string, command: Command, owner?: { uid: number; gid: number }): Promise<string> {
  const version = path.basename(path.dirname(bin));
  const settings = createHash('sha256').update(THROWAWAY_SETTINGS).digest('hex').slice(0, 8);
  // Per user too: a template root made belongs to `postgres`, which another user cannot copy.
  const template = path.join(os.tmpdir(), `cba-pg-template-${version}-${settings}-${process.getuid?.() ?? 0}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  const building = mkdtempSync(path.join(os.tmpdir(), 'cba-pg-building-'));
  try {
    if (owner) chownSync(building, owner.uid, owner.gid);
    const data = path.join(building, 'data');
    // --no-sync: initdb's own fsync of every file is most of its time, and the copies are thrown away.
    const initdb = ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'];
    await run(...command(path.join(bin, 'initdb'), initdb));
    appendFileSync(path.join(data, 'postgresql.conf'), THROWAWAY_SETTINGS);
    try {
      renameSync(data, template);
    } catch (error) {
      if (!existsSync(path.join(template, 'PG_VERSION'))) throw error;
    }
    return template;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Another process may take the port between finding it free and the server binding it: then try another. */
async function startOnFreePort(command: Command, pgCtl: string, data: string, dir: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    // The socket goes in the cluster's own folder, not /var/run/postgresql (which a local server may use).
    const options = `-p ${port} -k ${dir}`;
    try {
      await run(...command(pgCtl, ['start', '-D', data, '-w', '-s', '-l', path.join(dir, 'log'), '-o', options]));
      return port;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

function postgresUser(): { uid: number; gid: number } {
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (found.status !== 0 || group.status !== 0) {
    throw new Error('Running as root, PostgreSQL needs the `postgres` user (Debian makes it with the package).');
  }
  return { uid: Number(found.stdout), gid: Number(group.stdout) };
}
