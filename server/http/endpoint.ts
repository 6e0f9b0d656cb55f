import type * as t from 'io-ts';
import { typed } from '../../io/codec/typed';
import { contract, type BodyOf, type Endpoint, type EndpointName, type QueryOf, type ResponseOf } from '../../io/contract';

/** An endpoint described by the types its codecs decode to. */
export interface EndpointOf<Q, B, R> {
  readonly method: Endpoint<t.Mixed, t.Mixed, t.Mixed>['method'];
  readonly path: Endpoint<t.Mixed, t.Mixed, t.Mixed>['path'];
  readonly query: t.Type<Q, unknown>;
  readonly body: t.Type<B, unknown>;
  readonly response: t.Type<R, unknown>;
  readonly access: Endpoint<t.Mixed, t.Mixed, t.Mixed>['access'];
  readonly retry: Endpoint<t.Mixed, t.Mixed, t.Mixed>['retry'];
}

/** A contract entry with its codecs typed. */
export const endpointOf = <N extends EndpointName>(name: N): EndpointOf<QueryOf<N>, BodyOf<N>, ResponseOf<N>> => {
  const entry = contract[name];
  return { ...entry, query: typed(entry.query), body: typed(entry.body), response: typed(entry.response) };
};

