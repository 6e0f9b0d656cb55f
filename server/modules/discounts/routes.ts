import type { FastifyInstance } from 'fastify';
import { fail, ok, type Answer } from '../../http/answer';
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
 * 30 per address, so that logging in again for a new session does not buy more guesses. Also the limits of
 * every other call that answers whether a code exists or is used (POST /api/payment.php).
 */
export const discountCheckLimits = [
  { max: 10, timeWindowMs: 60_000, per: 'session' },
  { max: 30, timeWindowMs: 60_000, per: 'address' },
] as const;

export const registerDiscountRoutes = (app: FastifyInstance): void => {
  // ?code=X: that code for this member (rate limited: codes must not be guessed).
  memberRoute(app, 'discountCode', async ({ query, viewer, now, db, site }) => {
    const member = discountMemberOf(viewer.member, (await site()).settings);
    const { state } = await aggregateStream(db, discountsStreamId(member.id), discountsAggregate);
    return answerOf(discountFor(query.code, member, state, now));
  }, { rateLimit: discountCheckLimits });
  // ?welcome=true: the welcome discount, or null when this member has none.
  memberRoute(app, 'welcomeDiscount', async ({ viewer, now, db, site }) => {
    const member = discountMemberOf(viewer.member, (await site()).settings);
    const { state } = await aggregateStream(db, discountsStreamId(member.id), discountsAggregate);
    const welcome = welcomeDiscountFor(member, state, now);
    return ok(welcome.kind === 'usable' ? welcome.discount : null);
  });
};
