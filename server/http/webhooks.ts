// POST /webhooks/stripe and POST /webhooks/lulu: payment and printer events. Both are checked on the raw
// bytes of the body (Stripe signs its pretty-printed JSON, Lulu the body as sent), so this plugin's own scope
// takes every body as a Buffer. An event is answered 2xx only once it is recorded (and applied) in the
// database; a replay is answered 2xx and changes nothing; a forged or unsigned one gets 400.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../domains/appDeps';
import { handleStripeWebhook } from '../domains/orders/paymentEvents';
import { handlePrinterWebhook } from '../domains/orders/printerUpdates';
import { WebhookSignatureError } from '../providers/webhookSignatureError';
import { Unavailable } from '../lib/errors';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export async function webhooksPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  // Registered without fastify-plugin: these parsers hold for the two routes below only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  const receive =
    (name: string, handle: (raw: Buffer, signature: string | undefined) => Promise<string>) =>
    async (
      request: { body: unknown; headers: Record<string, string | string[] | undefined> },
      reply: FastifyReply,
      header: string,
    ) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers[header];
      try {
        const outcome = await handle(raw, typeof signature === 'string' ? signature : undefined);
        return reply.code(200).header('Cache-Control', 'no-store').send({ received: true, outcome });
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          deps.log.warn({ webhook: name, reason: error.message }, 'webhook refused: bad or missing signature');
          return reply.code(400).send({ message: 'The signature is missing or does not match.' });
        }
        // Without keys nothing here is ours to take.
        if (error instanceof Unavailable) return reply.code(404).send({ message: 'Not found' });
        throw error;
      }
    };

  const stripe = receive('stripe', (raw, signature) => handleStripeWebhook(deps, raw, signature));
  const lulu = receive('lulu', (raw, signature) => handlePrinterWebhook(deps, raw, signature));
  app.post('/webhooks/stripe', (request, reply) => stripe(request, reply, 'stripe-signature'));
  app.post('/webhooks/lulu', (request, reply) => lulu(request, reply, 'lulu-hmac-sha256'));
}
