import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { FastifyInstance } from 'fastify';
import { boundedString } from '../../../io/codec/primitives';
import { decode, firstField } from '../../../io/codec/decode';
import { paymentIdOfProviderId } from './read';
import { syncWithProvider, type ProviderSyncDeps } from './sync';

/** Where providers report a change of a payment. Not in io/contract: the browser never calls it. */
export const webhookPath = '/api/payment-webhook.php';

/** Mollie posts `id=tr_…` form-encoded; JSON `{"id": …}` is taken too. Nothing else it might carry is read. */
const WebhookBody = t.type({ id: boundedString(100, 1) });

/**
 * A webhook names a payment by the provider's id only; the status is fetched from the provider, never taken
 * from the request, so a forged call can at most make us ask. Every well-formed call is answered 200 with an
 * empty body, the ids we do not know too (nothing is revealed), and also when the provider does not answer:
 * reconciliation asks again within a minute. No rate limit: a provider's retries must get through.
 */
const handle = async (deps: ProviderSyncDeps, providerId: string): Promise<void> => {
  const paymentId = await paymentIdOfProviderId(deps.db, deps.provider.name, providerId);
  if (paymentId === undefined) return;
  try {
    await syncWithProvider(deps, paymentId, providerId);
  } catch (error) {
    deps.log(`webhook: payment ${paymentId} could not be brought up to date`, error);
  }
};

/** POST /api/payment-webhook.php in `scope`, which must read form bodies (form-body.ts). */
export const registerPaymentWebhook = (scope: FastifyInstance, deps: ProviderSyncDeps): void => {
  scope.post(webhookPath, async (request, reply) => {
    const body = decode(WebhookBody, request.body ?? {});
    if (E.isLeft(body)) return reply.code(400).header('Cache-Control', 'no-store').send({ error: 'invalid_input', field: firstField(body.left) || 'id' });
    await handle(deps, body.right.id);
    return reply.code(200).header('Cache-Control', 'no-store').send();
  });
};
