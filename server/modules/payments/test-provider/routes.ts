import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { boundedString } from '../../../../io/codec/primitives';
import { decode, firstField } from '../../../../io/codec/decode';
import { checkoutPage, checkoutStylesheet, checkoutStylesheetPath, Outcome, unknownPaymentPage } from './checkout-page';
import type { TestProvider } from './provider';
import type { WebhookSender } from './webhook-sender';

const CheckoutParams = t.type({ id: boundedString(64, 1) });
const CheckoutChoice = t.type({ outcome: Outcome });

export interface TestCheckoutDeps {
  readonly provider: TestProvider;
  readonly send: WebhookSender;
  readonly log: (message: string, error: unknown) => void;
}

const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

/**
 * The test provider's hosted checkout, as a remote provider's would be: GET shows the payment and one button
 * per outcome; POST sets it, calls our webhook over HTTP without waiting (as a provider does, on its own
 * time), and sends the payer back to the shop's redirect URL. `scope` must read form bodies.
 */
export const registerTestCheckoutRoutes = (scope: FastifyInstance, deps: TestCheckoutDeps): void => {
  scope.get(checkoutStylesheetPath, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/css; charset=utf-8').send(checkoutStylesheet),
  );

  scope.get('/test-provider/checkout/:id', async (request, reply) => {
    const params = decode(CheckoutParams, request.params);
    const payment = E.isLeft(params) ? undefined : await deps.provider.payment(params.right.id);
    return payment === undefined ? sendHtml(reply, 404, unknownPaymentPage()) : sendHtml(reply, 200, checkoutPage(payment));
  });

  scope.post('/test-provider/checkout/:id', async (request, reply) => {
    const params = decode(CheckoutParams, request.params);
    const payment = E.isLeft(params) ? undefined : await deps.provider.payment(params.right.id);
    if (payment === undefined) return sendHtml(reply, 404, unknownPaymentPage());
    const choice = decode(CheckoutChoice, request.body ?? {});
    if (E.isLeft(choice)) return reply.code(400).header('Cache-Control', 'no-store').send({ error: 'invalid_input', field: firstField(choice.left) || 'outcome' });
    const { outcome } = choice.right;
    if (outcome !== 'open' && (await deps.provider.decide(payment.id, outcome))) {
      deps.send(payment.webhook_url, payment.id).catch((error: unknown) => { deps.log(`the test provider's webhook for ${payment.id} failed`, error); });
    }
    return reply.code(303).header('Cache-Control', 'no-store').header('Location', payment.redirect_url).send();
  });
};
