import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { Locale } from '../../../io/entities/locale';
import { eventCodec, type Aggregate } from '../../events/event';

/**
 * Stream `complaint-<number>` (spec §2 /complaints): what was written, by whom (a logged-in member's id, else
 * null) and in which language to answer. The staff console (issue 14) answers on the same stream.
 */
export const ComplaintSubmitted = eventCodec('ComplaintSubmitted', {
  number: Id,
  reference: t.string,
  site: t.string,
  memberId: t.union([Id, t.null]),
  name: t.string,
  email: t.string,
  subject: t.string,
  message: t.string,
  language: Locale,
  submittedAt: IsoDateTime,
});

/** @alias The event union, one event until staff answer complaints. */
export const ComplaintEvent = ComplaintSubmitted;
export type ComplaintEvent = t.TypeOf<typeof ComplaintEvent>;

export interface ComplaintState {
  readonly submitted: boolean;
}

export const initialState = (): ComplaintState => ({ submitted: false });

export const evolve = (_state: ComplaintState, _event: ComplaintEvent): ComplaintState => ({ submitted: true });

export const complaintStreamId = (number: number): string => `complaint-${String(number)}`;

export const complaintAggregate: Aggregate<ComplaintState, ComplaintEvent> = { codec: ComplaintEvent, initialState, evolve };

/** C-<year>-<number, at least 6 digits>: what the member quotes when writing about it. */
export const complaintReference = (number: number, at: Date): string => `C-${String(at.getUTCFullYear())}-${String(number).padStart(6, '0')}`;
