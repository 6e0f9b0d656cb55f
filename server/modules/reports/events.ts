import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { ReportDecision } from '../../../io/entities/moderation';
import { ReportReason } from '../../../io/entities/report';
import { eventCodec, type Aggregate } from '../../events/event';

/**
 * The reports one member files, stream `reports-<reporterId>` (one stream per reporter: reports about a
 * much-reported profile never contend for one stream). For the operator; a report does not block.
 */
export const ProfileReported = t.type({
  type: t.literal('ProfileReported'),
  data: t.intersection([
    t.type({ reporterId: Id, reportedId: Id, reason: ReportReason, note: t.union([t.string, t.null]), reportedAt: IsoDateTime }),
    // Reported from inside a conversation of the two (issue 14): staff may read its last messages, and only those.
    t.partial({ conversationId: Id }),
  ]),
});

export const ReportEvent = ProfileReported;
export type ReportEvent = t.TypeOf<typeof ReportEvent>;

/** Nothing to remember between reports yet: each one is recorded. */
export type ReportsState = null;

export const reportsStreamId = (reporterId: number): string => `reports-${reporterId}`;

export const reportsAggregate: Aggregate<ReportsState, ReportEvent> = { codec: ReportEvent, initialState: () => null, evolve: (state) => state };

/**
 * Stream `reported-<memberId>`: the decisions on reports about one member, each closing the reports it
 * names; `staffId` and `reason` make it an audit entry.
 */
export const ReportsResolved = eventCodec('ReportsResolved', {
  memberId: Id,
  staffId: Id,
  decision: ReportDecision,
  reason: t.string,
  reportIds: t.array(Id),
  resolvedAt: IsoDateTime,
});
export type ReportsResolved = t.TypeOf<typeof ReportsResolved>;

/** The reports of the member already decided: a report is decided once. */
export type ReportedState = ReadonlySet<number>;

export const reportedStreamId = (memberId: number): string => `reported-${memberId}`;

export const reportedAggregate: Aggregate<ReportedState, ReportsResolved> = {
  codec: ReportsResolved,
  initialState: () => new Set(),
  evolve: (state, event) => new Set([...state, ...event.data.reportIds]),
};
