import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../../../src/server/config';
import { testConfig } from '../../helpers/test-app';

/** One request the fake received, as the SDK sent it. */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form-encoded body, parsed (`metadata[orderId]=x` -> `{ metadata: { orderId: 'x' } }`). */
  body: Record<string, unknown>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  last_payment_error: null | { type: string; code: string; message: string };
  created: number;
  livemode: false;
}

/** `a[b][0]=c` -> `{ a: { b: { 0: 'c' } } }`: Stripe's form encoding of nested parameters. */
function parseForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let target = result;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[path.at(-1)!] = value;
  }
  return result;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const stripeError = (status: number, code: string, message: string) => ({ status, body: { error: { type: 'invalid_request_error', code, message } } });

/**
 * A loopback stand-in for the parts of Stripe's API the shop uses (PaymentIntents create, retrieve
 * (with its latest charge expanded) and cancel; refunds of all or part of a charge, and their list), speaking Stripe's wire format: form-encoded requests, JSON
 * answers, Stripe's error bodies, and idempotency keys (a repeated key gets the first answer).
 * The real `stripe` SDK talks to it through its `host`/`port`/`protocol` options.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, { id: string; object: 'refund'; payment_intent: string; amount: number; status: 'succeeded'; metadata: Record<string, string> }>();
  const requests: RecordedRequest[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  // While set, refunds answer 503 (Stripe down or unreachable), and no answer is remembered for their key.
  let refundsDown = false;

  function route(method: string, path: string, body: Record<string, unknown>, query: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent: FakeIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'requires_payment_method',
        client_secret: '',
        metadata: (body.metadata ?? {}) as Record<string, string>,
        allowed_payment_method_types: Object.values((body.allowed_payment_method_types ?? {}) as Record<string, string>),
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(12).toString('hex')}`;
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentMatch) {
      const intent = intents.get(intentMatch[1]!);
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${intentMatch[1]}'`);
      if (method === 'GET' && !intentMatch[2]) {
        // `expand[]=latest_charge`: the succeeded intent's charge, paid with Stripe's 4242 Visa.
        const expanded = [...query.entries()].some(([key, value]) => key.startsWith('expand') && value === 'latest_charge');
        if (!expanded || intent.status !== 'succeeded') return { status: 200, body: intent };
        const charge = { id: `ch_${intent.id.slice(3)}`, object: 'charge', payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } } };
        return { status: 200, body: { ...intent, latest_charge: charge } };
      }
      if (method === 'POST' && intentMatch[2]) {
        if (!['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'].includes(intent.status)) {
          return stripeError(400, 'payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
        }
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
    }
    if (path === '/v1/refunds') {
      if (method === 'GET') return { status: 200, body: { object: 'list', data: [...refunds.values()].filter((r) => r.payment_intent === query.get('payment_intent')), has_more: false } };
      const intent = intents.get(String(body.payment_intent));
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${String(body.payment_intent)}'`);
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
      // Without an amount Stripe refunds what is left; this fake, like the shop, only ever refunds a whole charge that way.
      if (refunded >= intent.amount || (body.amount === undefined && refunded > 0)) return stripeError(400, 'charge_already_refunded', 'Charge has already been refunded.');
      if (intent.status !== 'succeeded') return stripeError(400, 'payment_intent_unexpected_state', 'This PaymentIntent does not have a successful charge to refund.');
      const amount = body.amount === undefined ? intent.amount : Number(body.amount);
      if (refunded + amount > intent.amount) {
        return stripeError(400, 'amount_too_large', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - refunded) / 100).toFixed(2)})`);
      }
      const refund = { id: id('re'), object: 'refund' as const, payment_intent: intent.id, amount, status: 'succeeded' as const, metadata: (body.metadata ?? {}) as Record<string, string> };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return stripeError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const body = parseForm(text);
      requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, authorization: request.headers.authorization, body });
      const replayKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : undefined;
      if (refundsDown && url.pathname === '/v1/refunds') {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is unavailable' } }));
        return;
      }
      const answer = (replayKey && answered.get(replayKey)) || route(request.method ?? '', url.pathname, body, url.searchParams);
      if (replayKey) answered.set(replayKey, answer);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    intents,
    refunds,
    requests,
    /** What the customer's bank does: Stripe moves the intent on its own. */
    setStatus(intentId: string, status: string) {
      intents.get(intentId)!.status = status;
    },
    setRefundsDown(down: boolean) {
      refundsDown = down;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The test configuration with the Stripe gateway pointed at the fake (and webhooks signed with `webhookSecret`). */
export function stripeConfigFor(fake: { port: number }, webhookSecret: string): Config {
  const config = testConfig({ STRIPE_SECRET_KEY: 'sk_test_toolyard', STRIPE_PUBLISHABLE_KEY: 'pk_test_toolyard', STRIPE_WEBHOOK_SECRET: webhookSecret });
  return { ...config, payments: { ...config.payments, stripeApi: { host: '127.0.0.1', port: fake.port, protocol: 'http' } } };
}
