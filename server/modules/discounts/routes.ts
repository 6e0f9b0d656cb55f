import type { FastifyInstance } from 'fastify';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { aggregateStream } from '../../events/event-store';
import type { DiscountCode } from '../../../io/entities/discount';
import { discountFor, welcomeDiscountFor, type Availability } from './availability';
import { discountsAggregate, discountsStreamId } from './events';
import { discountMemberOf } from './member';

/** Codes, not text: the browser translates them (spec §5: 'Code niet gevonden' / 'Code reeds gebruikt'). */
const answerOf = (availability: Availability): Answer<DiscountCode> => {
  switch (availability.kind) {
    case 'usable':
      return ok(availability.discount);
    case 'unknown':
      return fail(404, { error: 'discount_not_found' });
    case 'used':
      return fail(409, { error: 'discount_used' });
  }
};

/**
 * Codes must not be guessable at full speed: 10 checks a minute per session (a member types a few), and
 * 30 per address, so that logging in again for a new session does not buy more guesses.
 */
const discountCheckLimits = [
  { max: 10, timeWindowMs: 60_000, per: 'session' },
  { max: 30, timeWindowMs: 60_000, per: 'address' },
] as const;

export const registerDiscountRoutes = (app: FastifyInstance): void => {
  // ?welcome=true: the welcome discount, or 404 (the client ignores that). ?code=X: that code for this member.
  memberRoute(app, 'discountCode', async ({ query, viewer, now, db, site }) => {
    if ((query.welcome === undefined) === (query.code === undefined)) return invalidInput('code');
    const member = discountMemberOf(viewer.member, (await site()).settings);
    const { state } = await aggregateStream(db, discountsStreamId(member.id), discountsAggregate);
    if (query.code !== undefined) return answerOf(discountFor(query.code, member, state, now));
    const welcome = welcomeDiscountFor(member, state, now);
    return welcome.kind === 'usable' ? ok(welcome.discount) : fail(404, { error: 'not_found' });
  }, { rateLimit: discountCheckLimits });
};
