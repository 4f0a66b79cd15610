// PostgreSQL's own programs for the backup and restore commands. pg_dump refuses a server newer than itself,
// and pg_restore an archive newer than itself, so the newest installed client at or above the server's major
// version is used: Debian installs each version's programs in /usr/lib/postgresql/<major>/bin (PATH holds
// only wrappers that pick a version from a cluster list), else whichever one PATH finds, checked the same way.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';

export type PostgresTool = 'pg_dump' | 'pg_restore';

/** The major version a program reports (`pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)` gives 15), or null. */
async function majorOf(program: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  try {
    const { stdout } = await run(program, ['--version'], { env });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Where to look: Debian's folder of versions, and the environment whose PATH is searched next. */
export interface ToolSearch {
  debianRoot?: string;
  env?: NodeJS.ProcessEnv;
}

/** The path of `tool` whose major version is `serverMajor` or newer; a one-line error naming the package if none. */
export async function findPostgresTool(
  tool: PostgresTool,
  serverMajor: number,
  { debianRoot = DEBIAN_ROOT, env = process.env }: ToolSearch = {},
): Promise<string> {
  const installed = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((v) => /^\d+$/.test(v) && existsSync(path.join(debianRoot, v, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (installed.length > 0 && Number(installed[0]) >= serverMajor)
    return path.join(debianRoot, installed[0], 'bin', tool);
  const onPath = await majorOf(tool, env);
  if (onPath !== null && onPath >= serverMajor) return tool;
  const found = installed.length > 0 ? Number(installed[0]) : onPath;
  if (found === null)
    throw new Error(`${tool} was not found: install Debian's postgresql-client (apt-get install postgresql-client)`);
  throw new Error(
    `${tool} ${found} cannot work with this PostgreSQL ${serverMajor} server: ` +
      `install postgresql-client-${serverMajor} (or newer)`,
  );
}

/** Runs a program to its end; the first error line it printed becomes the (one-line) message of a failure. */
export async function runTool(program: string, args: string[], env = process.env): Promise<string> {
  try {
    return (await run(program, args, { env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const lines = String((error as { stderr?: string }).stderr ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const reason = lines.find((line) => /error/i.test(line)) ?? lines[0] ?? (error as Error).message;
    throw new Error(`${path.basename(program)} failed: ${reason}`);
  }
}

/**
 * Runs a PostgreSQL program on the database at `url`. The password goes in the environment (PGPASSWORD), not
 * on the command line, where any user of the machine could read it in the process list.
 */
export function runOnDatabase(program: string, url: string, args: string[]): Promise<string> {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return runTool(program, [`--dbname=${connection.toString()}`, ...args], env);
}

/** Where a database URL points, for messages: host, port and database name, never the password. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default database)';
  return `${name} on ${parsed.host || 'the local socket'}`;
}
