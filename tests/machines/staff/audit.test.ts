import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { auditMachine, auditQueryOf } from '../../../machines/staff/audit.machine';
import { done, failed, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const anEntry = { position: 9, at: '2026-11-26T10:00:00.000Z', staffId: 1, staffName: 'Demo Staff', action: 'PhotoApproved', memberId: 12, reason: null };

describe('audit machine, model-based', () => {
  it('reaches every declared transition; it never reads with a filter the server would refuse', () => {
    const exploration = exploreEveryTransition(auditMachine.provide({ actors: { loadEntries: pending(), loadStaffNames: pending() } }), {
      events: [
        done('loadEntries', [anEntry]),
        failed('loadEntries', { kind: 'network' }),
        done('loadStaffNames', [{ id: 1, name: 'Demo Staff' }]),
        { type: 'audit.reload' },
        { type: 'audit.field', field: 'member', value: '12' },
        { type: 'audit.field', field: 'member', value: 'twelve' },
        { type: 'audit.apply' },
      ],
      check: (snapshot: SnapshotFrom<typeof auditMachine>) => {
        expect(snapshot.context.query.member === undefined || Number.isInteger(snapshot.context.query.member)).toBe(true);
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('audit filter', () => {
  const none = { staff: '', member: '', action: '', from: '', to: '' };

  it('turns the form into a query, naming the field that cannot be one', () => {
    expect(auditQueryOf(none)).toEqual({ query: {} });
    expect(auditQueryOf({ ...none, staff: '3', member: ' 12 ', action: 'PhotoRejected', from: '2026-11-01', to: '2026-11-26' })).toEqual({
      query: { staff: 3, member: 12, action: 'PhotoRejected', from: '2026-11-01', to: '2026-11-26' },
    });
    expect(auditQueryOf({ ...none, member: 'x1' })).toEqual({ invalid: 'member' });
    expect(auditQueryOf({ ...none, from: '2026-11-26', to: '2026-11-01' })).toEqual({ invalid: 'to' });
  });
});
