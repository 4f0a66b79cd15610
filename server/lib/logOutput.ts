// Where and how the server logs: short coloured lines on a terminal (so "running at" stays visible), JSON
// lines for files and log collectors. A line per request only when asked for (LOG_REQUESTS=true): errors
// and slow providers are logged anyway, and on a terminal a line per request buries everything else.
import pretty from 'pino-pretty';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

export function loggerOptions(log: AppConfig['log']): NonNullable<FastifyServerOptions['logger']> {
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
