import type { Locale } from '../../../io/entities/locale';
import { accept, reject, type Decision } from '../../events/decision';
import { complaintReference, type ComplaintEvent, type ComplaintState } from './events';

export interface ComplaintData {
  readonly number: number;
  readonly site: string;
  readonly memberId: number | null;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly language: Locale;
  readonly at: Date;
}

export type ComplaintCommand = { readonly type: 'SubmitComplaint'; readonly data: ComplaintData };

type ComplaintDecision = Decision<ComplaintEvent, 'already_submitted'>;

/** A complaint's number comes from a sequence, so its stream is new; the texts are kept as written, trimmed. */
export const submitComplaint = ({ data }: ComplaintCommand, state: ComplaintState): ComplaintDecision => {
  if (state.submitted) return reject('already_submitted');
  const { at, ...rest } = data;
  return accept({
    type: 'ComplaintSubmitted',
    data: {
      ...rest, name: rest.name.trim(), email: rest.email.trim(), subject: rest.subject.trim(), message: rest.message.trim(),
      reference: complaintReference(data.number, at), submittedAt: at.toISOString(),
    },
  });
};

export const decide = (command: ComplaintCommand, state: ComplaintState): ComplaintDecision => {
  switch (command.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one command type so far; the exhaustive switch is the module's shape
    case 'SubmitComplaint':
      return submitComplaint(command, state);
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
};
