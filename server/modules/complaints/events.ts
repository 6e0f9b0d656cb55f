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

/**
 * Support answered the complaint from the staff console (issue 14), once: the answer is mailed to the complainant in
 * the complaint's language and kept with the complaint. `staffId` names who wrote it (the audit trail).
 */
export const ComplaintAnswered = eventCodec('ComplaintAnswered', {
  number: Id,
  staffId: Id,
  answer: t.string,
  answeredAt: IsoDateTime,
});

export const ComplaintEvent = t.union([ComplaintSubmitted, ComplaintAnswered]);
export type ComplaintEvent = t.TypeOf<typeof ComplaintEvent>;

export interface ComplaintState {
  readonly submitted: boolean;
  readonly answered: boolean;
}

export const initialState = (): ComplaintState => ({ submitted: false, answered: false });

export const evolve = (state: ComplaintState, event: ComplaintEvent): ComplaintState => {
  switch (event.type) {
    case 'ComplaintSubmitted':
      return { ...state, submitted: true };
    case 'ComplaintAnswered':
      return { ...state, answered: true };
  }
};

export const complaintStreamId = (number: number): string => `complaint-${String(number)}`;

export const complaintAggregate: Aggregate<ComplaintState, ComplaintEvent> = { codec: ComplaintEvent, initialState, evolve };

/** C-<year>-<number, at least 6 digits>: what the member quotes when writing about it. */
export const complaintReference = (number: number, at: Date): string => `C-${String(at.getUTCFullYear())}-${String(number).padStart(6, '0')}`;
