// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoRejectionReason } from '../../io/entities/photo';
import type { BannedMember, ReportCase } from '../../io/entities/moderation';
import type { MemberAccount } from '../../io/entities/support';
import type { AuditEntry, PendingPhoto, StaffProfile } from '../../io/entities/staff';
import type { StaffEndpointName, StaffResponseOf } from '../../io/staff-contract';
import type { StaffApiCall } from '../../machines/shared/platform';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);

const staff: StaffProfile = { id: 1, email: 'staff@rendezvous.test', name: 'Demo Staff', roles: ['moderator', 'site_admin'], sites: null };
const photo = (n: number): PendingPhoto => ({
  memberId: 10 + n, memberName: `Member ${String(n)}`, site: 'localhost', photoId: `photo${String(n).padStart(17, '0')}`, uploadedAt: '2026-11-26T10:00:00.000Z', url: `/media/${String(n)}.jpg`,
});

interface Decision { readonly photoId: string; readonly reason: PhotoRejectionReason | null }

/** A staff server in memory: who is logged in, the pending photos, the decisions made and the audit trail. */
const staffServer = (options: { signedIn: boolean; enrolled?: boolean; profile?: StaffProfile }) => {
  const ended = new Subject<void>();
  let signedIn = options.signedIn;
  let waiting = [photo(1), photo(2), photo(3)];
  const decisions: Decision[] = [];
  const reportDecisions: Array<{ memberId: number; decision: string; reason: string }> = [];
  const banned: BannedMember[] = [];
  const refunds: unknown[] = [];
  let resent = 0;
  let supportAccount: MemberAccount = {
    member: {
      id: 7, name: 'Kim', email: 'kim@example.test', site: 'localhost', status: 'not_confirmed', profileStatus: 'active', credits: 5, paidUser: true,
      language: 'nl', signupDate: '2026-11-01T10:00:00.000Z', notificationsDisabled: [],
    },
    ledger: [{ type: 'CreditsPurchased', credits: 5, at: '2026-11-02T10:00:00.000Z', detail: 'pay_1' }],
    ledgerSum: 5,
    payments: [{
      paymentId: 'pay_1234567890', amount: 999, currency: 'EUR', credits: 5, status: 'paid', createdAt: '2026-11-02T10:00:00.000Z',
      refundableUntil: '2026-11-30T10:00:00.000Z', refund: { amount: 999, credits: 5 },
    }],
  };
  const cases: ReportCase[] = [{
    member: { id: 21, name: 'Kim', site: 'localhost', profileStatus: 'active', about: 'Hoi', photos: [] },
    open: [{ id: 301, reporterId: 5, reporterName: 'Sam', reason: 'harassment', note: 'Scheldt', reportedAt: '2026-11-26T10:00:00.000Z', conversationId: 9 }],
    earlier: [],
    messages: [{ byReported: true, text: 'Rot op', sentAt: '2026-11-26T09:59:00.000Z' }],
  }];
  const audit: AuditEntry[] = [{ position: 7, at: '2026-11-26T09:00:00.000Z', staffId: 1, staffName: 'Demo Staff', action: 'PhotoRejected', memberId: 12, reason: 'nudity' }];
  const answers: { [N in StaffEndpointName]?: (args: { body?: unknown }) => StaffResponseOf<N> } = {
    staffLogin: (args) => {
      const body = args.body as { code?: string };
      if (options.enrolled !== true && body.code === undefined) return { enrollment: { secret: 'KRSXG5CTMVRXEZLU', uri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } };
      signedIn = true;
      return { staff: options.profile ?? staff };
    },
    staffMe: () => ({ staff: options.profile ?? staff }),
    staffQueues: () => ({ photos: waiting.length, texts: 0, reports: 0, desk: 0 }),
    staffLogout: () => {
      signedIn = false;
      return { ok: true };
    },
    pendingPhotos: () => ({ photos: waiting, total: waiting.length }),
    approvePhoto: (args) => decide({ ...(args.body as { photoId: string }), reason: null }),
    rejectPhoto: (args) => decide(args.body as Decision),
    staffNames: () => ({ staff: [{ id: 1, name: 'Demo Staff' }] }),
    reports: () => ({ cases: cases.filter((entry) => !banned.some((member) => member.id === entry.member.id)), total: cases.length - banned.length }),
    decideReports: (args) => {
      const body = args.body as { memberId: number; decision: string; reason: string };
      reportDecisions.push(body);
      if (body.decision === 'ban') banned.push({ id: body.memberId, name: 'Kim', site: 'localhost', bannedAt: '2026-11-26T11:00:00.000Z', reason: body.reason, staffName: 'Demo Staff' });
      return { ok: true };
    },
    bannedMembers: () => ({ members: banned }),
    unbanMember: () => ({ ok: true }),
    lookUpMembers: () => ({ members: [{ id: 7, name: 'Kim', email: 'kim@example.test', site: 'localhost', profileStatus: 'active' }] }),
    memberAccount: () => supportAccount,
    correctCredits: (args) => {
      const body = args.body as { credits: number; reason: string };
      supportAccount = {
        ...supportAccount,
        member: { ...supportAccount.member, credits: supportAccount.member.credits + body.credits },
        ledger: [...supportAccount.ledger, { type: 'CreditsCorrected', credits: body.credits, at: '2026-11-26T12:00:00.000Z', detail: body.reason }],
        ledgerSum: supportAccount.ledgerSum + body.credits,
      };
      return { ok: true };
    },
    resendActivationFor: () => {
      resent += 1;
      return { ok: true };
    },
    refundPayment: (args) => {
      refunds.push(args.body);
      return { ok: true };
    },
    audit: () => ({ entries: audit }),
  };
  const decide = (decision: Decision) => {
    decisions.push({ photoId: decision.photoId, reason: decision.reason });
    waiting = waiting.filter((item) => item.photoId !== decision.photoId);
    return { ok: true as const };
  };
  const staffCall = (async (name: StaffEndpointName, args: { body?: unknown } = {}) => {
    if (!signedIn && name !== 'staffLogin') {
      ended.next();
      return new Promise(() => undefined);
    }
    const answer = answers[name] as ((a: { body?: unknown }) => unknown) | undefined;
    if (answer === undefined) throw { kind: 'network' };
    return answer(args);
  }) as StaffApiCall;
  return { platform: { staffCall, staffSessionEnded$: ended.asObservable() }, decisions, reportDecisions, refunds, resent: () => resent, endSession: () => { signedIn = false; } };
};

const key = (name: string) => act(() => {
  fireEvent.keyDown(document.body, { key: name });
});

describe('the staff console', () => {
  it('asks a new staff member to add an authenticator by QR code, then opens with the queue counts', async () => {
    const server = staffServer({ signedIn: false });
    renderApp('/staff', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Staff login' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'new@staff.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Set up authenticator' });
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText(/KRSXG5CTMVRXEZLU/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Code from your authenticator app/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    await within(nav).findByText('3 waiting');
    expect(screen.getByText('Logged in as Demo Staff')).toBeTruthy();
  });

  it('moves through the photo queue with J and K, approves with A, rejects with R and a digit, and lists the keys with ?', async () => {
    const server = staffServer({ signedIn: true });
    renderApp('/staff/photos', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Review photos' });
    await screen.findByText('Photo 1 of 3 on this page (3 in total)');
    key('j');
    await screen.findByText('Photo 2 of 3 on this page (3 in total)');
    key('k');
    await screen.findByText('Photo 1 of 3 on this page (3 in total)');
    key('a');
    await screen.findByText('The photo of Member 1 has been approved.');
    key('r');
    const dialog = await screen.findByRole('dialog', { name: 'Why are you rejecting this photo?' });
    expect(within(dialog).getAllByRole('button').length).toBeGreaterThan(7);
    key('2');
    await screen.findByText('The photo of Member 2 has been rejected.');
    expect(server.decisions).toEqual([{ photoId: photo(1).photoId, reason: null }, { photoId: photo(2).photoId, reason: 'not_the_member' }]);
    // The navigation's count follows the decisions.
    await within(screen.getByRole('navigation', { name: 'Administration' })).findByText('1 waiting');
    key('?');
    const keys = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(keys).getByText('Next photo')).toBeTruthy();
  });

  it('goes back to the login with a notice when the session ends', async () => {
    const server = staffServer({ signedIn: true });
    renderApp('/staff/audit', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Audit log' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Photo rejected')).toBeTruthy();
    expect(within(table).getByText('Nudity or sexual content')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Member number'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('A member number consists of digits only.')).toBeTruthy();
    server.endSession();
    fireEvent.change(screen.getByLabelText('Member number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByText('Your session ended after 30 minutes of inactivity. Please log in again.');
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('offers each staff member only the sections of their roles', async () => {
    const server = staffServer({ signedIn: true, profile: { ...staff, roles: ['support'] } });
    renderApp('/staff/photos', { loadUser: visitor, platform: server.platform });
    await screen.findByText('This section is not part of your role.');
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).queryByRole('link', { name: 'Photos' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('shows a report with the named conversation, asks a reason for a ban, and lists the banned member', async () => {
    const server = staffServer({ signedIn: true });
    renderApp('/staff/reports', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Kim (member 21)' });
    expect(screen.getByText('Scheldt')).toBeTruthy();
    expect(screen.getByText('Rot op')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText('Please enter a reason.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason \(for the audit log/), { target: { value: 'Scheldt leden uit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    await screen.findByText('Saved for Kim: Ban.');
    expect(server.reportDecisions).toEqual([{ memberId: 21, reportIds: [301], decision: 'ban', reason: 'Scheldt leden uit' }]);
    const list = await screen.findByRole('table');
    await within(list).findByText('Scheldt leden uit');
    expect(within(list).getByRole('button', { name: 'Lift ban on Kim' })).toBeTruthy();
  });

  it('finds a member for support, posts a correction as a ledger line, refunds a payment with a reason and resends the activation mail', async () => {
    const server = staffServer({ signedIn: true, profile: { ...staff, roles: ['support'] } });
    renderApp('/staff/support', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Customer service' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email address, name or member number'), { target: { value: 'kim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: /Kim \(member 7\)/ }));
    await screen.findByText('Ledger total: 5; balance: 5');
    fireEvent.change(screen.getByLabelText('Number (negative to take credits back)'), { target: { value: '3' } });
    fireEvent.change(screen.getAllByLabelText('Reason')[0] as HTMLElement, { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post correction' }));
    await screen.findByText('Ledger total: 8; balance: 8');
    fireEvent.click(screen.getByRole('button', { name: 'Refund payment pay_1234' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment pay_1234' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Within 14 days' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByText('The payment has been refunded.');
    expect(server.refunds).toEqual([{ paymentId: 'pay_1234567890', reason: 'Within 14 days' }]);
    // The address is not confirmed yet: the activation mail can be sent again.
    fireEvent.click(screen.getByRole('button', { name: 'Resend activation email' }));
    await screen.findByText('The activation email has been sent again.');
    expect(server.resent()).toBe(1);
  });
});
