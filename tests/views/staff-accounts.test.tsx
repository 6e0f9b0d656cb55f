// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffProfile } from '../../io/entities/staff';
import type { AddStaffRequest, RemoveStaffRequest, StaffAccount, UpdateStaffRequest } from '../../io/entities/staff-accounts';
import { renderApp, visitor } from './support/render-app';
import { staffPlatformOf, type StaffAnswers } from './support/staff-calls';

afterEach(cleanup);

const admin: StaffProfile = { id: 4, email: 'admin@rendezvous.test', name: 'Ada', roles: ['site_admin'], sites: ['flirt.localhost', 'localhost'] };

/** The admin's staff in memory; an addition appends the account and answers a password. */
const staffServer = () => {
  const accounts: StaffAccount[] = [
    { id: 4, name: 'Ada', email: 'admin@rendezvous.test', roles: ['site_admin'], sites: ['flirt.localhost', 'localhost'], enrolled: true, addedAt: '2026-11-20T10:00:00.000Z', addedBy: null },
    { id: 5, name: 'Bo', email: 'bo@rendezvous.test', roles: ['moderator'], sites: ['localhost'], enrolled: true, addedAt: '2026-11-21T10:00:00.000Z', addedBy: { id: 4, name: 'Ada' } },
  ];
  const added: AddStaffRequest[] = [];
  const updated: UpdateStaffRequest[] = [];
  const removed: RemoveStaffRequest[] = [];
  const calls: StaffAnswers = {
    staffMe: () => ({ staff: admin }),
    staffQueues: () => ({ photos: 0, texts: 0, reports: 0, complaints: 0, desk: 0 }),
    staffAccounts: () => ({ staff: accounts, sites: ['flirt.localhost', 'localhost'], everySite: false }),
    addStaffAccount: (body) => {
      const request = body as AddStaffRequest;
      added.push(request);
      accounts.push({ id: 9, ...request, email: request.email.toLowerCase(), enrolled: false, addedAt: '2026-11-26T10:00:00.000Z', addedBy: { id: 4, name: 'Ada' } });
      return { staffId: 9, password: 'once-only-password' };
    },
    updateStaffAccount: (body) => {
      const request = body as UpdateStaffRequest;
      updated.push(request);
      const index = accounts.findIndex((account) => account.id === request.staffId);
      const account = accounts[index];
      if (account !== undefined) accounts[index] = { ...account, roles: request.roles, sites: request.sites };
      return { ok: true };
    },
    removeStaffAccount: (body) => {
      const request = body as RemoveStaffRequest;
      removed.push(request);
      accounts.splice(accounts.findIndex((account) => account.id === request.staffId), 1);
      return { ok: true };
    },
  };
  return { platform: staffPlatformOf(calls), added, updated, removed };
};

describe('staff accounts in the console', () => {
  it('names the refused fields, adds a staff member with roles and sites, shows the password once, and lists them', async () => {
    const server = staffServer();
    renderApp('/staff/team', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Staff', level: 1 });
    expect(await screen.findByRole('rowheader', { name: 'Ada' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add staff member' }));

    const form = await screen.findByRole('region', { name: 'New staff member' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Check the highlighted fields');
    const roles = within(form).getByRole('group', { name: 'Roles' });
    expect(roles.getAttribute('aria-invalid')).toBe('true');
    // An admin of some sites is offered those sites, not every site.
    const sites = within(form).getByRole('group', { name: 'Sites' });
    expect(within(sites).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['flirt.localhost', 'localhost']);

    fireEvent.change(within(form).getByLabelText('Email address'), { target: { value: 'new@staff.test' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Nia' } });
    fireEvent.click(within(roles).getByLabelText('moderator'));
    fireEvent.click(within(sites).getByLabelText('localhost'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));

    const shown = await screen.findByRole('region', { name: 'Nia has been added' });
    expect(within(shown).getByText('once-only-password')).toBeTruthy();
    expect(server.added).toEqual([{ email: 'new@staff.test', name: 'Nia', roles: ['moderator'], sites: ['localhost'] }]);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done, the password has been handed over' }));
    const row = (await screen.findByRole('rowheader', { name: 'Nia' })).closest('tr');
    expect(Array.from(row?.children ?? []).map((cell) => cell.textContent).slice(1, 5)).toEqual(['new@staff.test', 'moderator', 'localhost', 'Not set up yet']);
    expect(screen.queryByText('once-only-password')).toBeNull();
  });
});

describe('staff accounts changed and removed in the console', () => {
  it('changes an account\'s roles and sites in its own form, and lists what it got', async () => {
    const server = staffServer();
    renderApp('/staff/team', { loadUser: visitor, platform: server.platform });
    fireEvent.click(await screen.findByRole('button', { name: 'Change the roles and sites of Bo' }));
    const form = await screen.findByRole('region', { name: 'Roles and sites of Bo' });
    expect(within(form).queryByLabelText('Email address')).toBeNull();
    const roles = within(form).getByRole('group', { name: 'Roles' });
    fireEvent.click(within(roles).getByLabelText('moderator'));
    fireEvent.click(within(roles).getByLabelText('conversation desk'));
    fireEvent.click(within(within(form).getByRole('group', { name: 'Sites' })).getByLabelText('flirt.localhost'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const row = (await screen.findByRole('rowheader', { name: 'Bo' })).closest('tr');
    expect(server.updated).toEqual([{ staffId: 5, roles: ['desk'], sites: ['localhost', 'flirt.localhost'] }]);
    expect(Array.from(row?.children ?? []).map((cell) => cell.textContent).slice(2, 4)).toEqual(['conversation desk', 'localhost, flirt.localhost']);
  });

  it('removes an account after a confirmation that names the person, and it leaves the list', async () => {
    const server = staffServer();
    renderApp('/staff/team', { loadUser: visitor, platform: server.platform });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bo?' });
    expect(dialog.textContent).toContain('bo@rendezvous.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Bo' })).toBeNull());
    expect(server.removed).toEqual([{ staffId: 5 }]);
    // The admin's own account is listed without the buttons that would change or remove it.
    await screen.findByRole('rowheader', { name: 'Ada' });
    expect(screen.queryByRole('button', { name: 'Remove Ada' }) ?? screen.queryByRole('button', { name: 'Change the roles and sites of Ada' })).toBeNull();
  });
});
