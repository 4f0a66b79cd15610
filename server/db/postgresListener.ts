// One process's ear on a PostgreSQL notification channel (LISTEN/NOTIFY): a dedicated connection of its own,
// not one of the pool's (a LISTEN lives as long as its session, and a pool connection held for good would
// shrink the pool that serves requests). When the connection drops (a restart, a failover, a terminated
// backend) it is opened again with a growing pause; the owner is told when the ear is up and when it is down,
// so it can fall back to reading for itself while notifications may be missed.
// node-postgres: a Client emits 'notification' ({ processId, channel, payload }) for each NOTIFY on a channel
// its session LISTENs to, 'error' when the connection fails, and 'end' when it is closed.
import pg from 'pg';

export interface ListenerEvents {
  /** A NOTIFY on the channel, with its payload ('' when none). */
  notification(payload: string): void;
  /** The LISTEN is in place (first connect and every reconnect): notifications sent before may have been missed. */
  up(): void;
  /** The connection dropped: notifications are missed until the next up(). */
  down(error: unknown): void;
}

export interface PostgresListener {
  /** True while the LISTEN is in place. */
  readonly listening: boolean;
  /** The listening session's backend process id (null while down): what pg_terminate_backend names. */
  readonly backendPid: number | null;
  close(): Promise<void>;
}

export interface ListenerOptions {
  /** First pause before reconnecting; it doubles up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Listens to `channel` with a connection made from `config` (the pool's own settings) until closed. */
export function listenOnChannel(
  config: pg.ClientConfig,
  channel: string,
  events: ListenerEvents,
  options: ListenerOptions = {},
): PostgresListener {
  // LISTEN takes an identifier, not a parameter: only plain names are accepted, never text from outside.
  if (!IDENTIFIER.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  const minBackoffMs = options.minBackoffMs ?? 100;
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  let client: pg.Client | null = null;
  let listening = false;
  let backendPid: number | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client, error: unknown) => {
    if (client !== current) return; // already handled ('error' and 'end' both follow one drop)
    client = null;
    backendPid = null;
    current.removeAllListeners('notification');
    // A dead connection's late errors are not news; one handler keeps them from ending the process.
    current.on('error', () => undefined);
    current.end().catch(() => undefined);
    if (listening) {
      listening = false;
      events.down(error);
    }
    if (closed) return;
    const pause = Math.min(maxBackoffMs, minBackoffMs * 2 ** failures);
    failures++;
    retryTimer = setTimeout(connect, pause);
    retryTimer.unref();
  };

  async function connect() {
    if (closed) return;
    // The pool's settings (address, credentials, TLS), minus what only a pool reads.
    const current = new pg.Client({ ...config, application_name: 'comics-by-anyone:listener' });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current, new Error('the listening connection ended')));
    current.on('notification', (message) => {
      if (message.channel === channel) events.notification(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
      const { rows } = await current.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (closed || client !== current) return;
      backendPid = rows[0].pid;
      failures = 0;
      listening = true;
      events.up();
    } catch (error) {
      lost(current, error);
    }
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    get backendPid() {
      return backendPid;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      listening = false;
      backendPid = null;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
