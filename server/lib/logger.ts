// The slice of a logger the app needs; Fastify's pino logger fits it, and tests pass `silentLogger`.
export interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
  debug?(obj: unknown, msg?: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
