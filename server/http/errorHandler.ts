// One answer shape for HTTP errors outside tRPC: {message}, the right status, never a stack trace. A temporary
// refusal (the database or the file store away, a busy server) is a 503 with Retry-After in people's words, as
// tRPC answers it (trpc/domainErrors.ts). Words of the errors catalogue carry their key and values beside the
// message (`messageKey`, `messageParams`: lib/said.ts), for the browser to say them in the visitor's language.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../shared/limits';
import { type Said, said, saidBody, saidOf } from '../lib/said';
import { temporaryRefusal } from '../trpc/domainErrors';

const FRIENDLY: Record<string, Said> = {
  FST_REQ_FILE_TOO_LARGE: said('error_file_too_large', { max: Number((MAX_UPLOAD_BYTES / 2 ** 20).toFixed(1)) }),
  FST_FILES_LIMIT: said('error_too_many_files'),
  FST_PARTS_LIMIT: said('error_too_many_parts'),
  FST_FIELDS_LIMIT: said('error_too_many_fields'),
  FST_ERR_CTP_BODY_TOO_LARGE: said('error_body_too_large'),
};
const INTERNAL = said('error_internal');

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = temporaryRefusal(error);
  if (refusal) {
    // An outage is logged once by its own log (lib/outageLog.ts), not once per refused request.
    if (refusal.log === 'warn') request.log.warn({ reason: refusal.message }, 'request refused');
    if (refusal.log === 'error') request.log.error({ err: error }, 'request failed');
    return reply
      .code(503)
      .header('retry-after', String(refusal.retryAfterSeconds))
      .send(saidBody(refusal.said ?? refusal.message));
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(saidBody(INTERNAL));
  }
  // Multipart's "not multipart" is a 406 upstream; for our clients it is a malformed request.
  const code = error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 400 : status;
  return reply.code(code).send(saidBody(FRIENDLY[error.code] ?? saidOf(error) ?? error.message));
}
