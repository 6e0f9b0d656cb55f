// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoRejectionReason } from '../../io/entities/photo';
import type { StaffComplaint } from '../../io/entities/complaint';
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
  const answers: unknown[] = [];
  const exports: unknown[] = [];
  const erasures: unknown[] = [];
  let resent = 0;
  let complaints: StaffComplaint[] = [
    {
      number: 1, reference: 'C-2026-000001', site: 'localhost', name: 'Jan', email: 'jan@klacht.test', subject: 'Charged twice', message: 'My payment was taken twice.',
      language: 'de', memberId: null, submittedAt: '2026-11-25T10:00:00.000Z', answer: null,
    },
    {
      number: 2, reference: 'C-2026-000002', site: 'localhost', name: 'Kim', email: 'kim@example.test', subject: 'Photo', message: 'Where is my photo?',
      language: 'fr', memberId: 7, submittedAt: '2026-11-20T10:00:00.000Z', answer: { text: 'It is back.', staffName: 'Demo Staff', answeredAt: '2026-11-21T10:00:00.000Z' },
    },
  ];
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
  const answered = (wanted: boolean) => complaints.filter((complaint) => (complaint.answer !== null) === wanted);
  const responses: { [N in StaffEndpointName]?: (args: { body?: unknown; query?: unknown }) => StaffResponseOf<N> } = {
    staffLogin: (args) => {
      const body = args.body as { code?: string };
      if (options.enrolled !== true && body.code === undefined) return { enrollment: { secret: 'KRSXG5CTMVRXEZLU', uri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } };
      signedIn = true;
      return { staff: options.profile ?? staff };
    },
    staffMe: () => ({ staff: options.profile ?? staff }),
    staffQueues: () => ({ photos: waiting.length, texts: 0, reports: 0, complaints: answered(false).length, desk: 0 }),
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
    complaints: (args) => {
      const shown = answered((args.query as { show?: string } | undefined)?.show === 'answered');
      return { complaints: shown, total: shown.length };
    },
    answerComplaint: (args) => {
      const body = args.body as { number: number; answer: string };
      answers.push(body);
      complaints = complaints.map((complaint) =>
        complaint.number === body.number ? { ...complaint, answer: { text: body.answer, staffName: 'Demo Staff', answeredAt: '2026-11-26T12:00:00.000Z' } } : complaint);
      return { ok: true };
    },
    exportMemberData: (args) => {
      exports.push(args.body);
      return { member_id: 7, site: 'localhost', exported_at: '2026-11-26T12:00:00.000Z', account: { name: 'Kim' } };
    },
    requestErasure: (args) => {
      erasures.push(args.body);
      supportAccount = { ...supportAccount, member: { ...supportAccount.member, profileStatus: 'deleted' } };
      return { ok: true };
    },
  };
  const decide = (decision: Decision) => {
    decisions.push({ photoId: decision.photoId, reason: decision.reason });
    waiting = waiting.filter((item) => item.photoId !== decision.photoId);
    return { ok: true as const };
  };
  const staffCall = (async (name: StaffEndpointName, args: { body?: unknown; query?: unknown } = {}) => {
    if (!signedIn && name !== 'staffLogin') {
      ended.next();
      return new Promise(() => undefined);
    }
    const answer = responses[name] as ((a: { body?: unknown; query?: unknown }) => unknown) | undefined;
    if (answer === undefined) throw { kind: 'network' };
    return answer(args);
  }) as StaffApiCall;
  const saved: Array<{ name: string; text: string }> = [];
  const saveFile = (name: string, _type: string, text: string) => {
    saved.push({ name, text });
  };
  return {
    platform: { staffCall, staffSessionEnded$: ended.asObservable(), saveFile }, decisions, reportDecisions, refunds, answers, exports, erasures, saved,
    resent: () => resent, endSession: () => { signedIn = false; },
  };
};

/**
 * axe-core's WCAG 2.1 A/AA and best-practice rules on the rendered screen (the e2e run checks the whole page in
 * Chromium; happy-dom applies no styles, so colour contrast is left to it).
 */
const axeViolations = async (): Promise<string[]> => {
  const axe = (await import('axe-core')).default;
  const results = await axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'], rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
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
    expect(within(dialog).getByText(/5 unused credits are deducted from the balance/)).toBeTruthy();
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

describe('support\'s complaints and a member\'s data in the staff console', () => {
  it('lists the open complaints, opens one by keyboard, refuses a blank answer, sends one, and shows the answered ones with their answer', async () => {
    const server = staffServer({ signedIn: true, profile: { ...staff, roles: ['support'] } });
    renderApp('/staff/complaints', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Complaints', level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    await within(nav).findByText('1 waiting');
    const list = await screen.findByRole('list', { name: 'List of complaints' });
    expect(within(list).getByRole('button', { name: 'C-2026-000001: Charged twice' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    expect(within(list).queryByRole('button', { name: /C-2026-000002/ })).toBeNull();
    key('o');
    await screen.findByRole('heading', { name: 'C-2026-000001: Charged twice', level: 2 });
    expect(screen.getByText('My payment was taken twice.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Please write an answer first.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Your answer (by email in German to jan@klacht.test)'), { target: { value: 'We have refunded the second payment.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await screen.findByText('Your answer has been emailed to jan@klacht.test and is kept with the complaint.');
    expect(server.answers).toEqual([{ number: 1, answer: 'We have refunded the second payment.' }]);
    // The navigation's count follows the answer.
    await waitFor(() => expect(within(nav).queryByText('1 waiting')).toBeNull());
    key('Escape');
    await screen.findByText('No complaints are waiting for an answer.');
    fireEvent.click(screen.getByRole('radio', { name: 'Answered' }));
    fireEvent.click(await screen.findByRole('button', { name: 'C-2026-000002: Photo' }));
    await screen.findByRole('heading', { name: 'Answer', level: 3 });
    expect(screen.getByText('It is back.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('downloads a member\'s export and requests the erasure, each only with a reason, the erasure after a confirmation', async () => {
    const server = staffServer({ signedIn: true, profile: { ...staff, roles: ['support'] } });
    renderApp('/staff/support', { loadUser: visitor, platform: server.platform });
    fireEvent.change(await screen.findByLabelText('Email address, name or member number'), { target: { value: 'kim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: /Kim \(member 7\)/ }));
    await screen.findByRole('heading', { name: 'Data (GDPR)' });

    fireEvent.click(screen.getByRole('button', { name: 'Download data' }));
    const exportDialog = await screen.findByRole('dialog', { name: 'Download the data of Kim' });
    fireEvent.click(within(exportDialog).getByRole('button', { name: 'Download' }));
    expect(await within(exportDialog).findByText('Please enter a reason.')).toBeTruthy();
    expect(server.exports).toEqual([]);
    fireEvent.change(within(exportDialog).getByLabelText('Reason (for the audit log)'), { target: { value: 'Asked by mail' } });
    fireEvent.click(within(exportDialog).getByRole('button', { name: 'Download' }));
    await screen.findByText('The data has been downloaded.');
    expect(server.exports).toEqual([{ memberId: 7, reason: 'Asked by mail' }]);
    expect(server.saved.map((file) => file.name)).toEqual(['rendezvous-export-7.json']);
    expect(JSON.parse(server.saved[0]?.text ?? '{}')).toMatchObject({ member_id: 7, account: { name: 'Kim' } });

    fireEvent.click(screen.getByRole('button', { name: 'Request erasure' }));
    const eraseDialog = await screen.findByRole('dialog', { name: 'Request the erasure of Kim' });
    expect(within(eraseDialog).getByText(/can undo this within 14 days/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.change(within(eraseDialog).getByLabelText('Reason (for the audit log)'), { target: { value: 'Asked by letter, identity checked' } });
    fireEvent.click(within(eraseDialog).getByRole('button', { name: 'Delete account and request erasure' }));
    await screen.findByText('The account has been deleted and will be erased after 14 days, unless the member brings it back before then.');
    expect(server.erasures).toEqual([{ memberId: 7, reason: 'Asked by letter, identity checked' }]);
    // The account is read again: it now shows as deleted.
    await screen.findByText('not_confirmed / deleted');
  });
});
