import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { ApiCall } from '../../machines/shared/platform';
import { createReportImplementations } from '../../machines/report/implementations';
import { reportMachine, type ReportInput, type ReportSent } from '../../machines/report/report.machine';
import { selectCanSendReport, selectReportFailed, selectReportFormOpen, selectReportSent } from '../../machines/report/selectors';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const network = { kind: 'network' };
const inChat: ReportInput = { memberId: 5, conversationId: 70 };
const onProfile: ReportInput = { memberId: 5, conversationId: null };

describe('report machine, model-based', () => {
  it('reaches every declared transition from a conversation and from a profile; it sends only with a reason', () => {
    const machine = reportMachine.provide({ actors: { reportMember: pending() } });
    const explorations = [inChat, onProfile].map((input) =>
      exploreEveryTransition(machine, {
        input,
        events: [
          { type: 'report.start' },
          { type: 'report.reason', reason: 'harassment' },
          { type: 'report.note', note: 'Scheldt' },
          { type: 'report.send' },
          { type: 'report.dismiss' },
          done('reportMember', undefined),
          failed('reportMember', network),
        ],
        check: (snapshot: SnapshotFrom<typeof machine>) => {
          if (snapshot.matches('sending')) expect(snapshot.context.reason).not.toBeNull();
          // The member and the conversation named never change: the form reports whom it was opened for.
          expect([snapshot.context.memberId, snapshot.context.conversationId]).toEqual([input.memberId, input.conversationId]);
        },
      }),
    );
    expect(explorations.flatMap((exploration) => exploration.missed)).toEqual([]);
    expect(explorations.flatMap((exploration) => exploration.errors)).toEqual([]);
  });
});

const start = (input: ReportInput, answer: () => Promise<void> = async () => undefined) => {
  const sent: ReportSent[] = [];
  const actor = createActor(
    reportMachine.provide({
      actors: {
        reportMember: fromPromise<void, ReportSent>(({ input: report }) => {
          sent.push(report);
          return answer();
        }),
      },
    }),
    { input },
  ).start();
  return { actor, sent };
};

describe('report from a conversation, scenarios', () => {
  it('sends the member, the conversation, the reason and the note, then thanks; a new start is an empty form', async () => {
    const { actor, sent } = start(inChat);
    actor.send({ type: 'report.start' });
    expect(selectCanSendReport(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'report.reason', reason: 'harassment' });
    actor.send({ type: 'report.note', note: 'Scheldt' });
    actor.send({ type: 'report.send' });
    await flush();
    expect(sent).toEqual([{ memberId: 5, conversationId: 70, reason: 'harassment', note: 'Scheldt' }]);
    expect(selectReportSent(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'report.dismiss' });
    actor.send({ type: 'report.start' });
    expect(actor.getSnapshot().context).toMatchObject({ reason: null, note: '' });
  });

  it('a failure keeps the form and what was filled in, to send again', async () => {
    let refuse = true;
    const { actor, sent } = start(inChat, () => (refuse ? Promise.reject(network) : Promise.resolve()));
    actor.send({ type: 'report.start' });
    actor.send({ type: 'report.reason', reason: 'spam' });
    actor.send({ type: 'report.send' });
    await flush();
    expect([selectReportFailed(actor.getSnapshot()), selectReportFormOpen(actor.getSnapshot())]).toEqual([true, true]);
    refuse = false;
    actor.send({ type: 'report.send' });
    await flush();
    expect(selectReportSent(actor.getSnapshot())).toBe(true);
    expect(sent.map((report) => report.reason)).toEqual(['spam', 'spam']);
  });
});

describe('report call', () => {
  const bodies = async (report: ReportSent): Promise<unknown[]> => {
    const seen: unknown[] = [];
    const call = (async (_name: string, request: { body: unknown }) => void seen.push(request.body)) as unknown as ApiCall;
    const actor = createActor(reportMachine.provide(createReportImplementations({ call })), { input: report }).start();
    actor.send({ type: 'report.start' });
    actor.send({ type: 'report.reason', reason: report.reason });
    actor.send({ type: 'report.note', note: report.note });
    actor.send({ type: 'report.send' });
    await flush();
    return seen;
  };

  it('names the conversation only when there is one, and leaves a blank note out', async () => {
    expect(await bodies({ ...inChat, reason: 'harassment', note: 'Scheldt' })).toEqual([{ member_id: 5, reason: 'harassment', note: 'Scheldt', conversation_id: 70 }]);
    expect(await bodies({ ...onProfile, reason: 'fake_profile', note: '  ' })).toEqual([{ member_id: 5, reason: 'fake_profile' }]);
  });
});
