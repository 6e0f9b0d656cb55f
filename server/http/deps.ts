import type { Clock } from '../clock';
import type { Database } from '../db/database';

/** What every route needs from outside; decorated onto the Fastify instance by buildApp as `app.deps`. */
export interface ServerDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The site answered when neither forced_domain nor the Host names a configured one. */
  readonly defaultDomain: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly deps: ServerDeps;
  }
}
