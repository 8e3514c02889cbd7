import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe SDK made, as the fake received it. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form-encoded body, flattened: `metadata[productId]` -> `5`. */
  form: Record<string, string>;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Record<string, string>;
  /** `line_items[0][price]`, or the inline price's cents. */
  price: string | null;
  unit_amount: number | null;
  livemode: false;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
  created: number;
}

/** A Stripe error body the fake answers the next refund with. */
export interface FakeStripeError {
  status: number;
  type: string;
  code?: string;
  message: string;
}

export interface FakeStripeApi {
  /** `http://127.0.0.1:<port>`: give it to the app as `STRIPE_API_BASE`. */
  url: string;
  requests: RecordedStripeRequest[];
  intents: Map<string, FakePaymentIntent>;
  /** Checkout Sessions created (the referral purchase), by id. */
  checkoutSessions: Map<string, FakeCheckoutSession>;
  /** Refunds created, by id (a repeated idempotency key returns the first, as Stripe does). */
  refunds: Map<string, FakeRefund>;
  /** Makes the next `POST /v1/refunds` fail with this error. */
  failNextRefund(error: FakeStripeError): void;
  /** What Stripe would do once the browser confirmed the card. */
  setStatus(id: string, status: string): FakePaymentIntent;
  close(): Promise<void>;
}

const token = (length: number) => randomBytes(length).toString('hex').slice(0, length);

/**
 * A stand-in for api.stripe.com on loopback (tests only): records what the official SDK sends
 * and answers with plausible PaymentIntent JSON, honouring idempotency keys as Stripe does.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: RecordedStripeRequest[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  const byIdempotencyKey = new Map<string, FakePaymentIntent>();
  const refunds = new Map<string, FakeRefund>();
  const checkoutSessions = new Map<string, FakeCheckoutSession>();
  const sessionsByIdempotencyKey = new Map<string, FakeCheckoutSession>();
  const refundsByIdempotencyKey = new Map<string, FakeRefund>();
  let nextRefundError: FakeStripeError | null = null;
  const metadataOf = (form: Record<string, string>) => {
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    return metadata;
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        idempotencyKey,
        authorization: request.headers.authorization,
        form,
      });
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${token(14)}`,
        });
        response.end(JSON.stringify(body));
      };

      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return reply(200, existing);
        const id = `pi_${token(24)}`;
        const metadata = metadataOf(form);
        const intent: FakePaymentIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${token(24)}`,
          description: form.description ?? null,
          metadata,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
        return reply(200, intent);
      }

      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const existing = idempotencyKey ? sessionsByIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return reply(200, existing);
        const id = `cs_test_${token(24)}`;
        const unitAmount = form['line_items[0][price_data][unit_amount]'];
        const session: FakeCheckoutSession = {
          id,
          object: 'checkout.session',
          mode: form.mode ?? 'payment',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          success_url: form.success_url ?? null,
          cancel_url: form.cancel_url ?? null,
          metadata: metadataOf(form),
          price: form['line_items[0][price]'] ?? null,
          unit_amount: unitAmount === undefined ? null : Number(unitAmount),
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        checkoutSessions.set(id, session);
        if (idempotencyKey) sessionsByIdempotencyKey.set(idempotencyKey, session);
        return reply(200, session);
      }

      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const existing = idempotencyKey ? refundsByIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return reply(200, existing);
        if (nextRefundError) {
          const { status, ...error } = nextRefundError;
          nextRefundError = null;
          return reply(status, { error });
        }
        const intent = intents.get(form.payment_intent ?? '');
        if (!intent || intent.status !== 'succeeded') {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              code: intent ? 'payment_intent_unexpected_state' : 'resource_missing',
              message: intent
                ? `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`
                : `No such payment_intent: '${form.payment_intent ?? ''}'`,
            },
          });
        }
        const refund: FakeRefund = {
          id: `re_${token(24)}`,
          object: 'refund',
          amount: Number(form.amount ?? intent.amount),
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
          metadata: metadataOf(form),
          created: Math.floor(Date.now() / 1000),
        };
        refunds.set(refund.id, refund);
        if (idempotencyKey) refundsByIdempotencyKey.set(idempotencyKey, refund);
        return reply(200, refund);
      }

      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(retrieve[1]);
        if (intent) return reply(200, intent);
        return reply(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: `No such payment_intent: '${retrieve[1]}'`,
          },
        });
      }
      return reply(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
        },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    checkoutSessions,
    refunds,
    failNextRefund(error) {
      nextRefundError = error;
    },
    setStatus(id, status) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake Stripe has no intent ${id}`);
      intent.status = status;
      return intent;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
