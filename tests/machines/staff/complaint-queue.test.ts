import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { StaffComplaint } from '../../../io/entities/complaint';
import { answerRequestOf, complaintQueueMachine } from '../../../machines/staff/complaint-queue.machine';
import { done, failed, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const aComplaint = (number: number, answered = false): StaffComplaint => ({
  number, reference: `C-2026-${String(number).padStart(6, '0')}`, site: 'localhost', name: `Klager ${String(number)}`, email: `k${String(number)}@klacht.test`,
  subject: 'Afschrijving', message: 'Twee keer afgeschreven.', language: 'de', memberId: null, submittedAt: '2026-11-26T10:00:00.000Z',
  answer: answered ? { text: 'Terugbetaald.', staffName: 'Demo Staff', answeredAt: '2026-11-26T11:00:00.000Z' } : null,
});
const conflict = { kind: 'http', status: 409, body: { error: 'conflict' } };
const blank = { kind: 'http', status: 400, body: { error: 'invalid_input', field: 'answer' } };

describe('complaint queue machine, model-based', () => {
  it('reaches every declared transition; an answer is only sent about a listed, open complaint, never blank', () => {
    const exploration = exploreEveryTransition(complaintQueueMachine.provide({ actors: { loadComplaints: pending(), answerComplaint: pending() } }), {
      events: [
        done('loadComplaints', { complaints: [aComplaint(1), aComplaint(2, true)], total: 2 }),
        done('loadComplaints', { complaints: [], total: 0 }),
        failed('loadComplaints', { kind: 'network' }),
        { type: 'complaints.reload' },
        { type: 'complaints.show', show: 'answered' },
        { type: 'complaints.next' },
        { type: 'complaints.previous' },
        { type: 'complaints.open', number: 1 },
        { type: 'complaints.open', number: 2 },
        { type: 'complaints.open', number: 99 },
        { type: 'complaints.openChosen' },
        { type: 'complaints.draft', value: 'Terugbetaald.' },
        { type: 'complaints.draft', value: '  ' },
        { type: 'complaints.send' },
        { type: 'complaints.back' },
        done('answerComplaint', undefined),
        failed('answerComplaint', conflict),
        failed('answerComplaint', blank),
        failed('answerComplaint', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof complaintQueueMachine>) => {
        if (snapshot.matches({ opened: 'sending' })) {
          const open = snapshot.context.complaints.find((complaint) => complaint.number === snapshot.context.number);
          expect(open?.answer).toBeNull();
          expect(snapshot.context.draft.trim()).not.toBe('');
        }
        if (snapshot.matches('opened')) expect(snapshot.context.complaints.map((complaint) => complaint.number)).toContain(snapshot.context.number);
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('opens an answered complaint to read its answer, an open one to write; a sent answer tells the console its counts changed', () => {
    const actor = createActor(complaintQueueMachine.provide({ actors: { loadComplaints: pending(), answerComplaint: pending() } })).start();
    const changed: string[] = [];
    actor.on('complaints.changed', (event) => changed.push(event.type));
    actor.send(done('loadComplaints', { complaints: [aComplaint(1), aComplaint(2, true)], total: 2 }) as never);
    actor.send({ type: 'complaints.next' });
    actor.send({ type: 'complaints.openChosen' });
    expect(actor.getSnapshot().matches({ opened: 'reading' })).toBe(true);
    actor.send({ type: 'complaints.back' });
    actor.send({ type: 'complaints.open', number: 1 });
    actor.send({ type: 'complaints.send' });
    expect(actor.getSnapshot().matches({ opened: { writing: 'invalid' } })).toBe(true);
    actor.send({ type: 'complaints.draft', value: ' Terugbetaald. ' });
    actor.send({ type: 'complaints.send' });
    expect(actor.getSnapshot().matches({ opened: 'sending' })).toBe(true);
    actor.send(done('answerComplaint', undefined) as never);
    expect(actor.getSnapshot().matches({ opened: 'sent' })).toBe(true);
    expect(changed).toEqual(['complaints.changed']);
    actor.send({ type: 'complaints.back' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('sends the answer trimmed, and nothing for blanks', () => {
    expect(answerRequestOf({ number: 3, draft: '  Opgelost.\n' })).toEqual({ number: 3, answer: 'Opgelost.' });
    expect(answerRequestOf({ number: 3, draft: ' \n ' })).toBeNull();
    expect(answerRequestOf({ number: null, draft: 'Opgelost.' })).toBeNull();
  });
});
