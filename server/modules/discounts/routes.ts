import type { FastifyInstance } from 'fastify';
import { fail, ok, type Answer } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { aggregateStream } from '../../events/event-store';
import type { DiscountCode } from '../../../io/entities/discount';
import { randomInt } from 'node:crypto';
import { retryOnConflict } from '../retry';
import { discountFor, stayDiscountFor, welcomeDiscountFor, type Availability } from './availability';
import { runDiscountCommand } from './commands';
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

// No 0/O or 1/I: a code read from a mail or a screen is typed again.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** STAY-XXXXXXXX: 40 random bits, and only ever usable by the member it was issued to. */
const newStayCode = (): string => `STAY-${Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('')}`;

export const registerDiscountRoutes = (app: FastifyInstance): void => {
  // Spec §2: the delete-account screen offers the company's delete_discount as a code of the member's own,
  // issued once (the same code on every later call, also once used or expired: it says so), usable on /credits.
  memberRoute(app, 'getStayDiscount', async ({ viewer, now, site, transaction }) => {
    const { settings, company } = await site();
    if (company.delete_discount === 0) return fail(404, { error: 'not_found' });
    const member = discountMemberOf(viewer.member, settings);
    const state = await retryOnConflict(() =>
      transaction(async (tx) => {
        await runDiscountCommand(tx, { type: 'IssueStayDiscount', data: { member, code: newStayCode(), percentage: company.delete_discount, at: now } });
        return (await aggregateStream(tx, discountsStreamId(member.id), discountsAggregate)).state;
      }),
    );
    const { stay } = state;
    if (stay === null) throw new Error('a stay discount was issued but is not in its stream');
    const availability = stayDiscountFor(member, state, now);
    if (availability.kind === 'usable') return ok(availability.discount);
    return ok({
      code: stay.code, country: null, user_id: member.id, expires: stay.expiresAt, value_percentage: stay.percentage, currency: member.currency,
      minimum_order_value: 0, status: availability.kind === 'used' ? 'used' : 'inactive', validity: 'once', expired: availability.kind !== 'used',
      paymentmethods: [],
    });
  });

  // ?code=X: that code for this member (rate limited: codes must not be guessed).
  memberRoute(app, 'discountCode', async ({ query, viewer, now, db, site }) => {
    const { settings, catalogue } = await site();
    const member = discountMemberOf(viewer.member, settings);
    const { state } = await aggregateStream(db, discountsStreamId(member.id), discountsAggregate);
    return answerOf(discountFor(query.code, member, state, now, catalogue.codes));
  }, { rateLimit: discountCheckLimits });
  // ?welcome=true: the welcome discount, or null when this member has none.
  memberRoute(app, 'welcomeDiscount', async ({ viewer, now, db, site }) => {
    const member = discountMemberOf(viewer.member, (await site()).settings);
    const { state } = await aggregateStream(db, discountsStreamId(member.id), discountsAggregate);
    const welcome = welcomeDiscountFor(member, state, now);
    return ok(welcome.kind === 'usable' ? welcome.discount : null);
  });
};
