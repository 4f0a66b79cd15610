// A TCP relay in front of a server (a test's PostgreSQL), for the network faults a real deployment meets:
// `silence()` stops relaying in both directions while every connection stays open, as a database host that
// froze or a network that drops packets would (the client's writes are accepted by the kernel and nothing
// comes back); `cut()` closes every connection and refuses new ones, as a database that stopped would;
// `restore()` relays again (what was held back is delivered, as when a frozen host wakes up).
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** `url` (the server's) with the relay's port instead. */
  through(url: string): string;
  silence(): void;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let silent = false;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    for (const [from, to] of [pair, [upstream, client] as const]) {
      from.on('data', (chunk) => to.write(chunk));
      from.on('end', () => to.end());
      from.on('error', () => to.destroy());
      from.on('close', () => {
        to.destroy();
        pairs.delete(pair);
      });
      if (silent) from.pause();
    }
  };

  let server = net.createServer(relay);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  /** Refuses new connections and ends the open ones (a server's close waits for its connections to end). */
  const shutDown = () => {
    const closed = new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    for (const pair of pairs) for (const socket of pair) socket.destroy();
    return closed;
  };

  return {
    port,
    through(url) {
      const relayed = new URL(url);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(port);
      return relayed.toString();
    },
    silence() {
      silent = true;
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    cut: shutDown,
    async restore() {
      silent = false;
      for (const pair of pairs) for (const socket of pair) socket.resume();
      if (!server.listening) await listen();
    },
    close: shutDown,
  };
}
