import type { Queryable } from '../db/database';
import type { Event, StoredEvent } from '../events/event';
import type { Projection } from '../events/projection';
import { accountProjection } from './accounts/projection';
import { conversationProjection } from './conversations/projection';
import { likeProjection } from './likes/projection';
import { photoProjection } from './photos/projection';
import { siteProjection } from './sites/projection';
import { blockProjection } from './blocks/projection';
import { reportDecisionProjection, reportProjection } from './reports/projection';
import { swipeProjection } from './swipe/projection';
import { mandateProjection } from './direct-debit/projection';
import { paymentProjection } from './payments/projection';
import { complaintProjection } from './complaints/projection';
import { staffProjection } from './staff/projection';
import { deskProjection } from './desk/projection';
import { siteDailyStatsProjection } from './dashboard/projection';
import { flaggedTextsProjection } from './texts/projection';

/**
 * Every read model. Login attempts have none: their state is folded from the stream on each attempt.
 * tests/server/registries.test.ts fails when a module's projection is missing here.
 */
export const projections: ReadonlyArray<Projection> = [
  siteProjection, accountProjection, conversationProjection, likeProjection,
  blockProjection,
  reportProjection,
  reportDecisionProjection,
  photoProjection,
  swipeProjection,
  mandateProjection,
  paymentProjection,
  complaintProjection,
  staffProjection,
  deskProjection,
  // Last: it reads the members and payments rows the projections above wrote for the same event.
  siteDailyStatsProjection,
  flaggedTextsProjection,
];

/** Every table a rebuild empties and fills again (reports has two projections: named once). */
export const readTables: ReadonlyArray<string> = [...new Set(projections.flatMap((projection) => projection.tables))];

export const project = async (tx: Queryable, events: ReadonlyArray<StoredEvent<Event>>): Promise<void> => {
  for (const event of events) {
    for (const projection of projections) await projection.handle(tx, event);
  }
};
