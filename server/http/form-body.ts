import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin scope read application/x-www-form-urlencoded bodies (a provider's webhook,
 * the test provider's checkout form, a one-click unsubscribe, the entry warning's form). Only that scope:
 * every other route stays JSON only, so a form on another site still cannot post to the API.
 */
export const acceptFormBodies = (scope: FastifyInstance): void => {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
};
