// Where and how the server logs: short coloured lines on a terminal (so "running at" stays visible), JSON
// lines for files and log collectors. A line per request only when asked for (LOG_REQUESTS=true): errors
// and slow providers are logged anyway, and on a terminal a line per request buries everything else.
import pino from 'pino';
import pretty from 'pino-pretty';
import type { FastifyServerOptions } from 'fastify';

/** The log settings this needs (config.ts's `log`, described here so lib/ stays below the configuration). */
export interface LogSettings {
  level: string;
  format: 'pretty' | 'json';
}

/**
 * A failed query's error as Drizzle words it carries the values the query was given (people's answers, e-mail
 * addresses, tokens): logged as the driver's own error plus the query's text, never its values.
 */
export function logSafeError(error: Error): pino.SerializedError {
  // Anything may be logged under `err` (a message, a provider's reply): a serializer that throws turns one
  // log line into a failed job, so what is not an object goes out as pino's own serializer leaves it.
  if (typeof error !== 'object' || error === null) return pino.stdSerializers.err(error);
  const failed = error as Error & { query?: unknown; params?: unknown };
  if (!('params' in failed) || typeof failed.query !== 'string') return pino.stdSerializers.err(error);
  const cause = failed.cause instanceof Error ? failed.cause : new Error('a query failed');
  return { ...pino.stdSerializers.err(cause), query: failed.query };
}

export function loggerOptions(log: LogSettings): NonNullable<FastifyServerOptions['logger']> {
  if (log.format === 'json') return { level: log.level };
  return {
    level: log.level,
    stream: pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname',
      // Request details stay on one line instead of a nested block.
      singleLine: true,
    }),
  };
}

/**
 * A request's address as the request log may show it: no query string on sign-in (an OAuth code and state)
 * or tRPC (inputs carry people's words and gift tokens) paths, a gift link's token replaced, and a print
 * file link's signature dropped. A log is kept long and read by many: none of these belong in it.
 */
export function loggableUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  const safePath = path.replace(/^\/gift\/[^/]+/, '/gift/[token]');
  if (query === undefined || /^\/(auth|trpc)\//.test(path)) return safePath;
  return `${safePath}?${query.replace(/(^|&)sig=[^&]*/g, (_match, start: string) => `${start}sig=[signature]`)}`;
}
