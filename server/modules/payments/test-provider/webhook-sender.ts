/** How the test provider calls a webhook: POST `id=<providerId>` to its URL, as Mollie does. Injectable for tests. */
export type WebhookSender = (url: string, providerId: string) => Promise<void>;

/** Over HTTP, like a remote provider (server/main.ts); a webhook that does not answer within 10 s has failed. */
export const httpWebhookSender: WebhookSender = async (url, providerId) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: providerId }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the webhook ${url} answered ${String(response.status)}`);
};
