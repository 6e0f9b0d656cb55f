import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { AddedStaff, AddStaffRequest, RemoveStaffRequest, StaffAccounts, UpdateStaffRequest } from '../../../io/entities/staff-accounts';
import { checkAccessDraft, checkStaffDraft, staffAccountsMachine } from '../../../machines/staff/staff-accounts.machine';
import { selectStaffAccountsPhase } from '../../../machines/staff/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const accounts = (everySite: boolean): StaffAccounts => ({
  staff: [{ id: 1, name: 'Demo Staff', email: 'staff@rendezvous.test', roles: ['site_admin'], sites: null, enrolled: true, addedAt: '2026-11-26T10:00:00.000Z', addedBy: null }],
  sites: ['flirt.localhost', 'localhost'],
  everySite,
});

describe('staff accounts machine, model-based', () => {
  it('reaches every declared transition; saves only a valid draft, and holds a password only while it is shown', () => {
    const provided = staffAccountsMachine.provide({ actors: { loadAccounts: pending(), addAccount: pending(), updateAccount: pending(), removeAccount: pending() } });
    const exploration = exploreEveryTransition(provided, {
      events: [
        done('loadAccounts', accounts(true)),
        failed('loadAccounts', { kind: 'network' }),
        { type: 'accounts.reload' },
        { type: 'accounts.add' },
        { type: 'accounts.cancel' },
        { type: 'draft.text', field: 'email', value: 'new@staff.test' },
        { type: 'draft.text', field: 'name', value: 'New' },
        { type: 'draft.role', role: 'moderator', on: true },
        { type: 'draft.site', site: 'localhost', on: true },
        { type: 'draft.site', site: 'elsewhere.test', on: true },
        { type: 'draft.everySite', on: true },
        { type: 'accounts.save' },
        done('addAccount', { staffId: 9, password: 'once-only-password' }),
        failed('addAccount', { kind: 'http', status: 409, body: { error: 'conflict' } }),
        failed('addAccount', { kind: 'network' }),
        { type: 'added.dismiss' },
        { type: 'account.edit', staffId: 1 },
        { type: 'account.edit', staffId: 99 },
        { type: 'account.remove', staffId: 1 },
        { type: 'removal.confirm' },
        done('updateAccount', { ok: true }),
        failed('updateAccount', { kind: 'network' }),
        done('removeAccount', { ok: true }),
        failed('removeAccount', { kind: 'network' }),
        { type: 'draft.role', role: 'site_admin', on: false },
      ],
      // Small and fast: the new account's address and name are typed only while adding, never into an edit.
      bound: (snapshot, event) => event.type !== 'draft.text' || snapshot.matches('adding'),
      check: (snapshot: SnapshotFrom<typeof staffAccountsMachine>) => {
        if (snapshot.matches('saving')) expect('request' in checkStaffDraft(snapshot.context.draft)).toBe(true);
        if (snapshot.matches({ adding: 'invalid' })) expect(snapshot.context.invalid.length).toBeGreaterThan(0);
        expect(snapshot.context.added !== null).toBe(snapshot.matches('added'));
        expect(snapshot.context.draft.sites).not.toContain('elsewhere.test');
        if (snapshot.matches('updating')) expect('request' in checkAccessDraft(1, snapshot.context.draft)).toBe(true);
        if (snapshot.matches('confirmingRemoval') || snapshot.matches('removing') || snapshot.matches('editing')) expect(snapshot.context.chosen?.id).toBe(1);
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('staff accounts form', () => {
  it('names every refused field in the form\'s order, and sends null sites for every site', () => {
    expect(checkStaffDraft({ email: 'geen adres', name: ' ', roles: [], sites: [], everySite: false })).toEqual({ invalid: ['email', 'name', 'roles', 'sites'] });
    expect(checkStaffDraft({ email: ' new@staff.test ', name: 'New', roles: ['desk'], sites: ['localhost'], everySite: true }))
      .toEqual({ request: { email: 'new@staff.test', name: 'New', roles: ['desk'], sites: null } });
  });

  it('offers no every-site account to an admin of some sites', async () => {
    const actor = createActor(staffAccountsMachine.provide({
      actors: { loadAccounts: fromPromise(async () => accounts(false)), addAccount: pending(), updateAccount: pending(), removeAccount: pending() },
    })).start();
    await flush();
    actor.send({ type: 'accounts.add' });
    actor.send({ type: 'draft.everySite', on: true });
    expect(actor.getSnapshot().context.draft.everySite).toBe(false);
    actor.stop();
  });

  it('adds an account, shows its password until dismissed, and back on the form after a duplicate address', async () => {
    const sent: AddStaffRequest[] = [];
    let answer: 'added' | 'duplicate' = 'duplicate';
    const actor = createActor(staffAccountsMachine.provide({
      actors: {
        loadAccounts: fromPromise(async () => accounts(true)),
        updateAccount: pending(),
        removeAccount: pending(),
        addAccount: fromPromise<AddedStaff, AddStaffRequest>(async ({ input }) => {
          sent.push(input);
          if (answer === 'duplicate') throw { kind: 'http', status: 409, body: { error: 'conflict' } };
          return { staffId: 9, password: 'once-only-password' };
        }),
      },
    })).start();
    await flush();
    actor.send({ type: 'accounts.add' });
    actor.send({ type: 'draft.text', field: 'email', value: 'new@staff.test' });
    actor.send({ type: 'draft.text', field: 'name', value: 'New' });
    actor.send({ type: 'draft.role', role: 'support', on: true });
    actor.send({ type: 'draft.site', site: 'flirt.localhost', on: true });
    actor.send({ type: 'accounts.save' });
    await flush();
    expect(actor.getSnapshot().matches({ adding: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ invalid: ['email'], note: 'duplicate' });
    answer = 'added';
    actor.send({ type: 'accounts.save' });
    await flush();
    expect(sent).toEqual([{ email: 'new@staff.test', name: 'New', roles: ['support'], sites: ['flirt.localhost'] }, { email: 'new@staff.test', name: 'New', roles: ['support'], sites: ['flirt.localhost'] }]);
    expect(selectStaffAccountsPhase(actor.getSnapshot())).toBe('added');
    expect(actor.getSnapshot().context.added).toEqual({ name: 'New', email: 'new@staff.test', password: 'once-only-password' });
    actor.send({ type: 'added.dismiss' });
    await flush();
    expect(selectStaffAccountsPhase(actor.getSnapshot())).toBe('list');
    expect(actor.getSnapshot().context.added).toBeNull();
    actor.stop();
  });
});

describe('staff accounts, an account changed or removed', () => {
  it('edits an account\'s roles and sites from what it has, removes one after the confirmation, and reads the list again after each', async () => {
    const updated: UpdateStaffRequest[] = [];
    const removed: RemoveStaffRequest[] = [];
    let loads = 0;
    const actor = createActor(staffAccountsMachine.provide({
      actors: {
        loadAccounts: fromPromise(async () => {
          loads += 1;
          return accounts(true);
        }),
        addAccount: pending(),
        updateAccount: fromPromise<{ ok: true }, UpdateStaffRequest>(async ({ input }) => {
          updated.push(input);
          return { ok: true };
        }),
        removeAccount: fromPromise<{ ok: true }, RemoveStaffRequest>(async ({ input }) => {
          removed.push(input);
          throw { kind: 'network' };
        }),
      },
    })).start();
    await flush();
    actor.send({ type: 'account.edit', staffId: 1 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ roles: ['site_admin'], everySite: true });
    actor.send({ type: 'draft.role', role: 'site_admin', on: false });
    actor.send({ type: 'accounts.save' });
    expect(actor.getSnapshot().context.invalid).toEqual(['roles']);
    actor.send({ type: 'draft.role', role: 'desk', on: true });
    actor.send({ type: 'draft.everySite', on: false });
    actor.send({ type: 'draft.site', site: 'localhost', on: true });
    actor.send({ type: 'accounts.save' });
    await flush();
    expect(updated).toEqual([{ staffId: 1, roles: ['desk'], sites: ['localhost'] }]);
    expect([selectStaffAccountsPhase(actor.getSnapshot()), loads]).toEqual(['list', 2]);
    actor.send({ type: 'account.remove', staffId: 1 });
    expect(actor.getSnapshot().context.chosen?.name).toBe('Demo Staff');
    actor.send({ type: 'removal.confirm' });
    await flush();
    expect(removed).toEqual([{ staffId: 1 }]);
    expect(actor.getSnapshot().context).toMatchObject({ note: 'removeFailed', chosen: null });
    actor.stop();
  });
});
