import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DecodeFailure } from '../../io/codec/decode';
import type { EndpointOf } from './endpoint';

/** One endpoint bound on a method + path. */
export interface Binding {
  readonly queryFailure: (raw: unknown) => DecodeFailure | null;
  readonly run: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

const registries = new WeakMap<FastifyInstance, Map<string, Binding[]>>();

const isUnknownKey = (failure: DecodeFailure | null, key: string): boolean =>
  failure?.issues.some((issue) => issue.path === key && issue.message === 'unknown field') ?? false;

/** How many of the request's query parameters a binding's query codec knows (tried one at a time). */
const knownKeys = (binding: Binding, rawQuery: unknown): number =>
  typeof rawQuery === 'object' && rawQuery !== null
    ? Object.entries(rawQuery).filter(([key, value]: [string, unknown]) => !isUnknownKey(binding.queryFailure({ [key]: value }), key)).length
    : 0;

// Several entries share a method + path (POST /api/user.php: login, and ?push=1 savePushSubscription): the
// first whose query decodes wins; otherwise the one that knows most of the parameters sent, so that its
// error names the field that is wrong ('push=2' is a bad push flag, not an unknown parameter of login).
const pick = (bindings: ReadonlyArray<Binding>, rawQuery: unknown): Binding | undefined => {
  const scored = bindings.map((binding) => {
    const failure = binding.queryFailure(rawQuery);
    return { binding, score: failure === null ? Infinity : knownKeys(binding, rawQuery) * 100 - failure.issues.length };
  });
  return scored.reduce<(typeof scored)[number] | undefined>((best, s) => (best === undefined || s.score > best.score ? s : best), undefined)
    ?.binding;
};

/** The methods bound on `path` (empty for an unknown path), for a 405's Allow header. */
export const allowedMethods = (app: FastifyInstance, path: string): string[] =>
  [...(registries.get(app)?.keys() ?? [])].filter((key) => key.endsWith(` ${path}`)).map((key) => key.split(' ')[0] ?? '').sort();

/** Adds a binding; the first one on a method + path registers the Fastify route that dispatches among them. */
export const register = (app: FastifyInstance, endpoint: Pick<EndpointOf<unknown, unknown, unknown>, 'method' | 'path'>, binding: Binding): void => {
  const registry = registries.get(app) ?? new Map<string, Binding[]>();
  registries.set(app, registry);
  const routeKey = `${endpoint.method} ${endpoint.path}`;
  const existing = registry.get(routeKey);
  if (existing !== undefined) {
    existing.push(binding);
    return;
  }
  const bindings = [binding];
  registry.set(routeKey, bindings);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      await pick(bindings, request.query)?.run(request, reply);
      return reply;
    },
  });
};
