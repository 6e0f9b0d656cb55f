import * as t from 'io-ts';
import type { Queryable } from '../../db/database';
import type { EventMetadata } from '../../events/event';
import { defineProjection } from '../../events/projection';
import { CreditsPurchased, EmailConfirmed, MemberRegistered, SessionStarted } from '../accounts/events';
import { MessageSent } from '../conversations/events';
import { PaymentRefunded } from '../payments/events';

/** The events the dashboard counts; the others pass by. */
const CountedEvent = t.union([MemberRegistered, EmailConfirmed, CreditsPurchased, SessionStarted, MessageSent, PaymentRefunded]);

type Counter = 'signups' | 'activations' | 'first_purchases' | 'messages_sent' | 'active_members';

/** The UTC calendar day of an event's own time (not of its appending: a rebuild must find the same day). */
const dayOf = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

/**
 * Whether this event is new to the counters, recording it. A stream's events come in version order, live and
 * in a rebuild alike (each stream is appended one version after the other), so one number per stream tells an
 * event already counted from a new one: counters are increments, and an event projected twice by mistake
 * must not count twice.
 */
const firstSeen = async (tx: Queryable, { streamId, version }: EventMetadata): Promise<boolean> => {
  const rows = await tx.query(
    `INSERT INTO site_stats_counted (stream_id, version) VALUES ($1, $2)
     ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version WHERE site_stats_counted.version < EXCLUDED.version
     RETURNING version`,
    [streamId, version],
  );
  return rows.length > 0;
};

const count = async (tx: Queryable, site: string, day: string, counter: Counter): Promise<void> => {
  await tx.query(
    `INSERT INTO site_daily_stats (site, day, ${counter}) VALUES ($1, $2, 1)
     ON CONFLICT (site, day) DO UPDATE SET ${counter} = site_daily_stats.${counter} + 1`,
    [site, day],
  );
};

/** Money of one currency on a site's day: paid `amount` and `purchases`, or `refunded`, in minor units. */
const addRevenue = async (tx: Queryable, site: string, day: string, currency: string, money: { amount: number; purchases: number; refunded: number }) => {
  await tx.query(
    `INSERT INTO site_daily_stats (site, day, revenue)
       VALUES ($1, $2, jsonb_build_object($3::text, jsonb_build_object('amount', $4::bigint, 'purchases', $5::int, 'refunded', $6::bigint)))
     ON CONFLICT (site, day) DO UPDATE SET revenue = site_daily_stats.revenue || jsonb_build_object($3::text, jsonb_build_object(
       'amount', coalesce((site_daily_stats.revenue -> $3::text ->> 'amount')::bigint, 0) + $4::bigint,
       'purchases', coalesce((site_daily_stats.revenue -> $3::text ->> 'purchases')::int, 0) + $5::int,
       'refunded', coalesce((site_daily_stats.revenue -> $3::text ->> 'refunded')::bigint, 0) + $6::bigint))`,
    [site, day, currency, money.amount, money.purchases, money.refunded],
  );
};

/** A real member's site; null for the site's own (fictional) profiles, which count in no number of the dashboard. */
const realMemberSite = async (tx: Queryable, memberId: number): Promise<string | null> => {
  const [row] = await tx.query<{ site: string; fictional: boolean }>('SELECT site, fictional FROM members WHERE id = $1', [memberId]);
  return row === undefined || row.fictional ? null : row.site;
};

/** A member counts as active once per day, however many sessions and messages. */
const markActive = async (tx: Queryable, memberId: number, site: string, day: string): Promise<void> => {
  const added = await tx.query('INSERT INTO site_stats_active (member_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING day', [memberId, day]);
  if (added.length > 0) await count(tx, site, day, 'active_members');
};

interface PaymentRow {
  readonly site: string;
  readonly amount: number;
  readonly currency: string;
}

const paymentOf = async (tx: Queryable, paymentId: string): Promise<PaymentRow | undefined> =>
  (await tx.query<PaymentRow>('SELECT site, amount, currency FROM payments WHERE payment_id = $1', [paymentId]))[0];

/** A purchase (credits for a paid payment, once per payment): its money, on the site it was bought on, and whether it was the member's first. */
const countPurchase = async (tx: Queryable, { memberId, paymentId, purchasedAt }: t.TypeOf<typeof CreditsPurchased>['data']): Promise<void> => {
  const payment = await paymentOf(tx, paymentId);
  const site = payment?.site ?? (await realMemberSite(tx, memberId));
  if (site === null) return;
  const day = dayOf(purchasedAt);
  const first = await tx.query(
    'INSERT INTO site_stats_buyers (member_id, first_payment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING member_id',
    [memberId, paymentId],
  );
  if (first.length > 0) await count(tx, site, day, 'first_purchases');
  if (payment !== undefined) await addRevenue(tx, site, day, payment.currency, { amount: payment.amount, purchases: 1, refunded: 0 });
};

/**
 * site_daily_stats: per site and UTC day, signups, activations (e-mail confirmed), first purchases, revenue per
 * currency (paid, and refunded on the day of the refund), messages sent and active members (a session started or a
 * message sent), all of real members. Reads the members and payments rows of the same event, so it is registered
 * after the accounts and payments projections (server/modules/projections.ts).
 */
export const siteDailyStatsProjection = defineProjection(
  'site-daily-stats',
  CountedEvent,
  ['site_daily_stats', 'site_stats_active', 'site_stats_buyers', 'site_stats_counted'],
  async (tx, event) => {
    if (!(await firstSeen(tx, event.metadata))) return;
    switch (event.type) {
      case 'MemberRegistered':
        if (!event.data.fictional) await count(tx, event.data.site, dayOf(event.data.registeredAt), 'signups');
        return;
      case 'EmailConfirmed': {
        const site = await realMemberSite(tx, event.data.memberId);
        if (site !== null) await count(tx, site, dayOf(event.data.confirmedAt), 'activations');
        return;
      }
      case 'CreditsPurchased':
        await countPurchase(tx, event.data);
        return;
      case 'SessionStarted': {
        const site = await realMemberSite(tx, event.data.memberId);
        if (site !== null) await markActive(tx, event.data.memberId, site, dayOf(event.data.startedAt));
        return;
      }
      case 'MessageSent': {
        const site = await realMemberSite(tx, event.data.from);
        if (site === null) return;
        const day = dayOf(event.data.sentAt);
        await count(tx, site, day, 'messages_sent');
        await markActive(tx, event.data.from, site, day);
        return;
      }
      case 'PaymentRefunded': {
        const payment = await paymentOf(tx, event.data.paymentId);
        if (payment !== undefined) await addRevenue(tx, payment.site, dayOf(event.data.refundedAt), payment.currency, { amount: 0, purchases: 0, refunded: event.data.amount });
        return;
      }
    }
  },
);
