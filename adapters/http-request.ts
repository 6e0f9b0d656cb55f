import { typed } from '../io/codec/typed';
import { contract, type BodyOf, type EndpointName, type QueryOf } from '../io/contract';

/** The session endpoint: its 403 means "logged out", not "session expired elsewhere". */
export const userPath = contract.getUser.path;

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

// The encoded query is checked at run time rather than trusted: only scalars (or lists of them) go in a URL.
export const searchOf = (encoded: unknown): string => {
  const params = new URLSearchParams();
  if (typeof encoded === 'object' && encoded !== null) {
    for (const [key, value] of Object.entries(encoded)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (isScalar(item)) params.append(key, String(item));
      }
    }
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
};

export const urlOf = <N extends EndpointName>(name: N, query: QueryOf<N> | undefined, baseUrl: string): string => {
  const endpoint = contract[name];
  const search = query === undefined ? '' : searchOf(typed(endpoint.query).encode(query));
  return `${baseUrl}${endpoint.path}${search}`;
};

export interface RequestParts<N extends EndpointName> {
  readonly name: N;
  readonly body: BodyOf<N> | undefined;
  /** A multipart body (a photo upload) instead of JSON; the browser writes its Content-Type with the boundary. */
  readonly form?: FormData | undefined;
  /** Present for 'keyed' endpoints: the same value on every attempt of one logical call. */
  readonly idempotencyKey: string | undefined;
}

/** Everything of a fetch init except the abort signal, which belongs to one attempt. */
export const requestInitOf = <N extends EndpointName>({ name, body, form, idempotencyKey }: RequestParts<N>): RequestInit => {
  const endpoint = contract[name];
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (endpoint.method === 'GET' && endpoint.path === userPath) headers['X-Request-Type'] = 'client';
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
  const init: RequestInit = { method: endpoint.method, credentials: 'same-origin', headers };
  if (form !== undefined) return { ...init, body: form };
  if (body === undefined) return init;
  headers['Content-Type'] = 'application/json';
  return { ...init, body: JSON.stringify(typed(endpoint.body).encode(body)) };
};
