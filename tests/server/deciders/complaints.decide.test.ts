import { describe, it } from 'vitest';
import { decide, type ComplaintCommand } from '../../../server/modules/complaints/decide';
import { evolve, initialState, type ComplaintEvent } from '../../../server/modules/complaints/events';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const at = new Date('2026-11-26T10:00:00.000Z');
const iso = at.toISOString();

const submitted: ComplaintEvent = {
  type: 'ComplaintSubmitted',
  data: {
    number: 12, reference: 'C-2026-000012', site: 'localhost', memberId: null, name: 'Jan', email: 'jan@klacht.test', subject: 'Afschrijving',
    message: 'Twee keer afgeschreven.', language: 'de', submittedAt: iso,
  },
};
const answer = (text: string): ComplaintCommand => ({ type: 'AnswerComplaint', data: { number: 12, staffId: 4, answer: text, at } });
const answered: ComplaintEvent = { type: 'ComplaintAnswered', data: { number: 12, staffId: 4, answer: 'Terugbetaald.', answeredAt: iso } };

describe('complaints: the decider', () => {
  it('given a submitted complaint, when support answers, then the answer is recorded trimmed with who wrote it', () => {
    spec.given([submitted]).when(answer('  Terugbetaald.\n')).then([answered]);
  });

  it('answers a complaint once, never an unknown one, and never with blanks', () => {
    spec.given([submitted, answered]).when(answer('Nog eens.')).thenRejects('already_answered');
    spec.given([]).when(answer('Aan niemand.')).thenRejects('not_submitted');
    spec.given([submitted]).when(answer(' \n\t ')).thenRejects('empty_answer');
  });
});
