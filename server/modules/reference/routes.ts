import type { FastifyInstance } from 'fastify';
import { invalidInput, ok } from '../../http/answer';
import { route } from '../../http/route';
import { interestIds } from './interests';
import { regionsOf } from './regions';

export const registerReferenceRoutes = (app: FastifyInstance): void => {
  route(app, 'getInterests', async () => ok({ interests: [...interestIds] }));

  route(app, 'getRegions', async ({ query, site }) => {
    const countries = query.country === undefined ? (await site()).settings.countries : [query.country];
    const regions: Record<string, string[]> = {};
    for (const country of countries) {
      const names = regionsOf(country);
      if (names === undefined) return invalidInput('country');
      regions[country] = [...names];
    }
    return ok({ regions });
  });
};
