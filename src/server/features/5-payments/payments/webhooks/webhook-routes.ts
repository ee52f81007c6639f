import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../../services';
import { paymentGatewayOf } from '../gateways/gateway-of';
import { handleWebhookEvent } from './handle-webhook-event';
import { WebhookSignatureError, type GatewayEvent } from '../gateways/payment-gateway';

/**
 * `POST /webhooks/stripe` (docs/architecture.md#paths). Registered as its own encapsulated plugin whose
 * content-type parser keeps the body as raw bytes: the signature covers them exactly, and the
 * rest of the app keeps parsing JSON as usual. A bad signature is refused (400) before anything is
 * written; an event about an order we do not know is logged and acknowledged (200), so the
 * gateway stops resending it.
 */
export async function registerPaymentWebhooks(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // The limit on the route, not the parser: a declared length over it is refused before reading.
    webhooks.post('/webhooks/stripe', { bodyLimit: 512 * 1024 }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: GatewayEvent;
      try {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        event = await paymentGatewayOf(services).parseWebhook(body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'webhook refused');
        return reply.status(400).send({ code: 'BAD_REQUEST', message: error.message });
      }
      const outcome = await handleWebhookEvent(services, event);
      const log = outcome === 'unknown-order' ? request.log.warn.bind(request.log) : request.log.info.bind(request.log);
      log({ eventId: event.id, type: event.type, intentId: event.intent?.id, orderId: event.intent?.orderId, outcome }, 'webhook processed');
      return reply.send({ received: true });
    });
  });
}
