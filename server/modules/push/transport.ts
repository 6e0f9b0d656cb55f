/** One Web Push request (RFC 8030), encrypted and signed, as web-push's generateRequestDetails makes it. */
export interface PushRequest {
  readonly endpoint: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** Posts a push to its push service and answers the HTTP status; rejects when no answer came (network, timeout). */
export type PushTransport = (request: PushRequest) => Promise<number>;

const timeoutMs = 15_000;

/**
 * Over fetch rather than web-push's own sender: that one speaks https only, so a test's push service on loopback
 * could not be reached without certificates. Redirects are not followed (a push service does not send them, and
 * following one could lead anywhere).
 */
export const fetchTransport: PushTransport = async ({ endpoint, headers, body }) => {
  const response = await fetch(endpoint, { method: 'POST', headers, body: new Uint8Array(body), redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
  return response.status;
};
