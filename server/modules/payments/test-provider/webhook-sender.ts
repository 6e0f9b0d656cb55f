import type { FastifyInstance } from 'fastify';
import { webhookPath } from '../webhook';

/** How the test provider calls a webhook: POST `id=<providerId>` to its URL, as Mollie does. Injectable for tests. */
export type WebhookSender = (url: string, providerId: string) => Promise<void>;

/**
 * The default: the test provider lives in this process, so it calls our webhook route in this process
 * (`app.inject`), never over the network. The URL's host came from the Host header of the request that began
 * the payment: posting to it would let anyone make the server send requests wherever they like (SSRF). Only
 * our own webhook route is ever called, whatever the URL says.
 */
export const inProcessWebhookSender = (app: FastifyInstance): WebhookSender => async (_url, providerId) => {
  const response = await app.inject({
    method: 'POST',
    url: webhookPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id: providerId }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`the webhook answered ${String(response.statusCode)}`);
};
