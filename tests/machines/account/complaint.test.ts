import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { BodyOf } from '../../../io/contract';
import { checkComplaint, complaintMachine, type ComplaintValues } from '../../../machines/account/complaint.machine';
import { selectCompany, selectComplaintFailed, selectComplaintProblems, selectComplaintReference } from '../../../machines/account/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { company, network, refusal } from './fixtures';

const filled: ComplaintValues = { name: 'Sanne', email: 'sanne@example.nl', subject: 'Een profiel', message: 'Dit profiel stuurt me ongevraagd berichten.' };

const running = (answers: Array<() => Promise<{ reference: string }>>) => {
  const sent: Array<{ complaint: BodyOf<'submitComplaint'>; key: string }> = [];
  const actor = createActor(
    complaintMachine.provide({
      actors: {
        loadCompany: fromPromise(async () => company),
        submitComplaint: fromPromise<{ reference: string }, { complaint: BodyOf<'submitComplaint'>; key: string }>(async ({ input }) => {
          sent.push(input);
          const answer = answers[sent.length - 1];
          return answer === undefined ? Promise.reject(new Error('unexpected call')) : answer();
        }),
      },
    }),
    { input: { key: 'key-1', name: 'Sanne' } },
  ).start();
  const fill = (values: Partial<ComplaintValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'complaint.field', field: field as keyof ComplaintValues, value });
  };
  return { actor, sent, fill };
};

describe('complaint machine', () => {
  it('reaches every declared transition; the form and the contacts go their own ways', () => {
    const machine = complaintMachine.provide({ actors: { loadCompany: pending(), submitComplaint: pending() } });
    const order = ['email', 'subject', 'message'] as const;
    const exploration = exploreEveryTransition(machine, {
      input: { key: 'key-1', name: 'Sanne' },
      events: [
        ...order.map((field) => ({ type: 'complaint.field' as const, field, value: filled[field] })),
        { type: 'complaint.submit', language: 'nl' },
        done('submitComplaint', { reference: 'K-1' }),
        failed('submitComplaint', refusal(400, 'invalid_input', 'email')),
        failed('submitComplaint', network),
        done('loadCompany', company),
        failed('loadCompany', network),
      ],
      // The fields are filled in one order only: the same transitions, 4 form states instead of 8.
      bound: (snapshot, event) => {
        if (event.type !== 'complaint.field') return true;
        const values = (snapshot as SnapshotFrom<typeof complaintMachine>).context.values;
        return order.find((field) => values[field] === '') === (event as Record<string, unknown>)['field'];
      },
      check: (snapshot: SnapshotFrom<typeof complaintMachine>) => {
        if (snapshot.matches({ form: 'sending' })) expect(snapshot.context.request).not.toBeNull();
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('names each field as the contract refuses it: empty, a message under 10 characters, an invalid address', () => {
    expect(checkComplaint({ name: ' ', email: 'sanne', subject: '', message: 'Te kort' }, 'nl').problems).toEqual({
      name: 'required', email: 'invalid', subject: 'required', message: 'tooShort',
    });
    expect(checkComplaint({ ...filled, message: ' '.repeat(12) }, 'nl').problems).toEqual({ message: 'required' });
    expect(checkComplaint({ ...filled, subject: 'x'.repeat(201) }, 'nl').problems).toEqual({ subject: 'invalid' });
    expect(checkComplaint(filled, 'fr')).toEqual({ request: { ...filled, language: 'fr' }, problems: {} });
  });

  it('sends a failed complaint again with the same key, and shows the reference', async () => {
    const s = running([() => Promise.reject(network), async () => ({ reference: 'K-2026-0001' })]);
    await flush();
    expect(selectCompany(s.actor.getSnapshot())).toEqual(company);
    s.fill({ email: filled.email, subject: filled.subject, message: filled.message });
    s.actor.send({ type: 'complaint.submit', language: 'nl' });
    await flush();
    expect(selectComplaintFailed(s.actor.getSnapshot())).toBe(true);
    s.actor.send({ type: 'complaint.submit', language: 'nl' });
    await flush();
    expect(s.sent.map((sent) => sent.key)).toEqual(['key-1', 'key-1']);
    expect(s.sent[1]?.complaint).toEqual({ ...filled, language: 'nl' });
    expect(selectComplaintReference(s.actor.getSnapshot())).toBe('K-2026-0001');
  });

  it("puts the server's refusal of a field on that field", async () => {
    const s = running([() => Promise.reject(refusal(400, 'invalid_input', 'email'))]);
    s.fill({ email: filled.email, subject: filled.subject, message: filled.message });
    s.actor.send({ type: 'complaint.submit', language: 'nl' });
    await flush();
    expect(selectComplaintProblems(s.actor.getSnapshot())).toEqual({ email: 'invalid' });
    expect(selectComplaintFailed(s.actor.getSnapshot())).toBe(false);
  });
});
