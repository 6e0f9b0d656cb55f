import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { ReportReason } from '../../../io/entities/report';
import { eventCodec, type Aggregate } from '../../events/event';

/**
 * The reports one member files, stream `reports-<reporterId>` (one stream per reporter: reports about a
 * much-reported profile never contend for one stream). For the operator; a report does not block.
 */
export const ProfileReported = eventCodec('ProfileReported', {
  reporterId: Id,
  reportedId: Id,
  reason: ReportReason,
  note: t.union([t.string, t.null]),
  reportedAt: IsoDateTime,
});

export const ReportEvent = ProfileReported;
export type ReportEvent = t.TypeOf<typeof ReportEvent>;

/** Nothing to remember between reports yet: each one is recorded. */
export type ReportsState = null;

export const reportsStreamId = (reporterId: number): string => `reports-${reporterId}`;

export const reportsAggregate: Aggregate<ReportsState, ReportEvent> = { codec: ReportEvent, initialState: () => null, evolve: (state) => state };
