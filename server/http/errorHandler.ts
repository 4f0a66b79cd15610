// One answer shape for HTTP errors outside tRPC: {message}, the right status, never a stack trace. A temporary
// refusal (the database or the file store away, a busy server) is a 503 with Retry-After in people's words, as
// tRPC answers it (trpc/domainErrors.ts).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fileTooLargeMessage } from '../../shared/limits';
import { temporaryRefusal } from '../trpc/domainErrors';

const FRIENDLY: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: fileTooLargeMessage(),
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many parts in the upload',
  FST_FIELDS_LIMIT: 'Too many fields in the upload',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = temporaryRefusal(error);
  if (refusal) {
    // An outage is logged once by its own log (lib/outageLog.ts), not once per refused request.
    if (refusal.log === 'warn') request.log.warn({ reason: refusal.message }, 'request refused');
    if (refusal.log === 'error') request.log.error({ err: error }, 'request failed');
    return reply.code(503).header('retry-after', String(refusal.retryAfterSeconds)).send({ message: refusal.message });
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: 'Internal server error' });
  }
  // Multipart's "not multipart" is a 406 upstream; for our clients it is a malformed request.
  const code = error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 400 : status;
  return reply.code(code).send({ message: FRIENDLY[error.code] ?? error.message });
}
