import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ReportCase } from '../../../io/entities/moderation';
import { bannedMachine } from '../../../machines/staff/banned.machine';
import { checkDecision, reportQueueMachine } from '../../../machines/staff/report-queue.machine';
import { done, failed, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const photoId = `photo${'0'.repeat(16)}1`;
const aCase = (id: number): ReportCase => ({
  member: { id, name: `Member ${String(id)}`, site: 'localhost', profileStatus: 'active', about: '', photos: [{ id: photoId, status: 'active', url: '/media/x.webp' }] },
  open: [{ id: 100 + id, reporterId: 1, reporterName: 'Reporter', reason: 'spam', note: null, reportedAt: '2026-11-26T10:00:00.000Z', conversationId: null }],
  earlier: [],
  messages: [],
});
const conflict = { kind: 'http', status: 409, body: { error: 'conflict' } };

describe('report queue machine, model-based', () => {
  it('reaches every declared transition; it only ever sends a decision about the member in view, with a reason', () => {
    const exploration = exploreEveryTransition(reportQueueMachine.provide({ actors: { loadReports: pending(), decideReports: pending() } }), {
      events: [
        done('loadReports', { cases: [aCase(1), aCase(2)], total: 2 }),
        done('loadReports', { cases: [], total: 0 }),
        failed('loadReports', { kind: 'network' }),
        { type: 'reports.reload' },
        { type: 'reports.next' },
        { type: 'reports.previous' },
        { type: 'reports.decide', decision: 'ban' },
        { type: 'reports.decide', decision: 'remove_photo' },
        { type: 'reports.field', field: 'reason', value: 'Scheldt' },
        { type: 'reports.field', field: 'photoReason', value: 'nudity' },
        { type: 'reports.submit' },
        { type: 'reports.cancel' },
        done('decideReports', undefined),
        failed('decideReports', conflict),
        failed('decideReports', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof reportQueueMachine>) => {
        const { request } = snapshot.context;
        if (snapshot.matches('deciding')) {
          expect(request?.reason.length).toBeGreaterThan(0);
          expect(snapshot.context.cases.map((entry) => entry.member.id)).toContain(request?.memberId);
        }
      },
      bound: (snapshot: SnapshotFrom<typeof reportQueueMachine>) => snapshot.context.cases.length <= 2,
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('names the field that stops a decision: the reason always, the photo and its reason for a removal', () => {
    const draft = { decision: 'warn', reason: ' ', photoId: '', photoReason: '' } as const;
    expect(checkDecision(aCase(1), draft)).toEqual({ invalid: 'reason' });
    expect(checkDecision(aCase(1), { ...draft, reason: 'Spam', decision: 'remove_photo', photoId })).toEqual({ invalid: 'photoReason' });
    expect(checkDecision(aCase(1), { ...draft, reason: ' Spam ' })).toEqual({ request: { memberId: 1, reportIds: [101], decision: 'warn', reason: 'Spam' } });
  });
});

describe('banned members machine, model-based', () => {
  it('reaches every declared transition; an unban always carries a reason', () => {
    const banned = { id: 5, name: 'Kim', site: 'localhost', bannedAt: '2026-11-26T10:00:00.000Z', reason: 'Spam', staffName: 'Demo Staff' };
    const exploration = exploreEveryTransition(bannedMachine.provide({ actors: { loadBanned: pending(), unban: pending() } }), {
      events: [
        done('loadBanned', [banned]),
        failed('loadBanned', { kind: 'network' }),
        { type: 'banned.reload' },
        { type: 'banned.unban', memberId: 5 },
        { type: 'banned.reason', value: 'Bezwaar toegekend' },
        { type: 'banned.reason', value: '' },
        { type: 'banned.confirm' },
        { type: 'banned.cancel' },
        done('unban', undefined),
        failed('unban', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof bannedMachine>) => {
        if (snapshot.matches('unbanning')) expect(snapshot.context.reason.trim()).not.toBe('');
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});
