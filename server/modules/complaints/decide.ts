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

/** Support's answer (issue 14): who wrote it, the text as typed. */
export interface ComplaintAnswerData {
  readonly number: number;
  readonly staffId: number;
  readonly answer: string;
  readonly at: Date;
}

export type ComplaintCommand =
  | { readonly type: 'SubmitComplaint'; readonly data: ComplaintData }
  | { readonly type: 'AnswerComplaint'; readonly data: ComplaintAnswerData };

/** Why a complaint command is refused: a number used twice, no such complaint, answered already, an answer of blanks. */
export type ComplaintRejection = 'already_submitted' | 'not_submitted' | 'already_answered' | 'empty_answer';

type ComplaintDecision = Decision<ComplaintEvent, ComplaintRejection>;
type CommandOf<T extends ComplaintCommand['type']> = Extract<ComplaintCommand, { type: T }>;

/** A complaint's number comes from a sequence, so its stream is new; the texts are kept as written, trimmed. */
export const submitComplaint = ({ data }: CommandOf<'SubmitComplaint'>, state: ComplaintState): ComplaintDecision => {
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

/** One answer per complaint: the complainant gets one mail, and the answer kept is the one they read. Trimmed. */
export const answerComplaint = ({ data }: CommandOf<'AnswerComplaint'>, state: ComplaintState): ComplaintDecision => {
  if (!state.submitted) return reject('not_submitted');
  if (state.answered) return reject('already_answered');
  const answer = data.answer.trim();
  if (answer === '') return reject('empty_answer');
  return accept({ type: 'ComplaintAnswered', data: { number: data.number, staffId: data.staffId, answer, answeredAt: data.at.toISOString() } });
};

export const decide = (command: ComplaintCommand, state: ComplaintState): ComplaintDecision => {
  switch (command.type) {
    case 'SubmitComplaint':
      return submitComplaint(command, state);
    case 'AnswerComplaint':
      return answerComplaint(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
