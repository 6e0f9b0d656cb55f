// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../io/entities/account';
import type { MyProfile } from '../../io/entities/profile';
import type { BodyOf } from '../../io/contract';
import type { User } from '../../io/entities/user';
import { selectSessionPhase } from '../../machines/app/selectors';
import { selectLocale } from '../../machines/locale/selectors';
import type { FakeCalls } from '../support/platform';
import { aUser, someLikes } from '../support/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);
// The screen's modules load once, before the first test, so no test's time includes compiling them.
beforeAll(async () => {
  await Promise.all([import('../../views/screens/SettingsScreen'), import('../../views/screens/NotificationsScreen')]);
});

const profile: MyProfile = {
  id: 1, name: 'Demo', age: 30, gender: 'female', living_area: { country: 'NL', region: 'Utrecht', city: 'Utrecht' }, interests: [], about: '',
  invisible: false,
};
const allOn: NotificationSettings['email'] = {
  new_conversations: true, new_messages: true, like: true, unread_message_reminders: true, promotions: true, weekly_updates: true, news: true,
  reminders: true,
};
const httpError = (status: number, error: string, field?: string) => Promise.reject({ kind: 'http', status, body: field === undefined ? { error } : { error, field } });

/** /settings (or /notifications) for a member, in Dutch (the source texts), with the calls every section makes. */
const open = (path: string, calls: FakeCalls = {}, user: User = aUser()) =>
  renderApp(path, {
    locale: 'nl',
    loadUser: () => Promise.resolve(user),
    memberData: { user, chats: [], likes: someLikes(0) },
    calls: {
      getProfile: async () => profile,
      getBlocks: async () => ({ blocked: [] }),
      getNotificationSettings: async () => ({ email: allOn, disabled: [] }),
      ...calls,
    },
  });

/** The error linked to a field (aria-describedby), as a screen reader reads it. */
const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id === null ? null : (document.getElementById(id)?.textContent ?? null);
};

describe('/settings e-mail notifications', () => {
  it('shows a switch as switched at once, and puts it back with a message when saving fails', async () => {
    const sent: Array<BodyOf<'setNotificationSettings'> | undefined> = [];
    open('/settings', {
      setNotificationSettings: ({ body }) => {
        sent.push(body);
        return httpError(503, 'server_error');
      },
    });
    const news = await screen.findByRole<HTMLInputElement>('switch', { name: 'Nieuws over de site' });
    fireEvent.click(news);
    expect(sent).toEqual([{ email: { news: false } }]);
    expect((await screen.findByText(/Je wijziging is niet bewaard/)).getAttribute('role')).toBe('alert');
    expect(news.checked).toBe(true);
  });

  it('says plainly why e-mail stopped and turns it back on; /notifications is the same section on its own page', async () => {
    const sent: Array<BodyOf<'setNotificationSettings'> | undefined> = [];
    const reported: User[] = [];
    renderApp('/notifications', {
      locale: 'nl',
      loadUser: () => Promise.resolve(aUser({ notifications_disabled: ['bounce', 'fbl', 'list-unsubscribe'] })),
      platform: { reportUser: (user) => reported.push(user) },
      calls: {
        getNotificationSettings: async () => ({ email: allOn, disabled: ['bounce', 'fbl', 'list-unsubscribe'] }),
        setNotificationSettings: async ({ body }) => {
          sent.push(body);
          return { email: allOn, disabled: [] };
        },
        getUser: async () => ({ user: aUser() }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meldingen' })).toBeTruthy();
    // The reasons come with the settings' own answer, which may arrive after the heading.
    expect(await screen.findByText('Onze mails kwamen niet aan: je mailbox stuurde ze terug.')).toBeTruthy();
    expect(screen.getByText('Een mail van ons is als spam gemeld.')).toBeTruthy();
    expect(screen.getByText('Je hebt je afgemeld via de link in een van onze mails.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail weer aanzetten' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'E-mail weer aanzetten' })).toBeNull());
    expect(sent).toEqual([{ resume: true }]);
    // The member is read again after the change (its own call), then reported to the app.
    await waitFor(() => expect(reported.map((user) => user.notifications_disabled)).toEqual([[]]));
    expect(screen.getAllByRole('switch')).toHaveLength(8);
  });
});

describe('/settings password', () => {
  const fill = async (old: string, next: string, again: string) => {
    fireEvent.change(await screen.findByLabelText('Huidig wachtwoord'), { target: { value: old } });
    fireEvent.change(screen.getByLabelText('Nieuw wachtwoord'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Nieuw wachtwoord nogmaals'), { target: { value: again } });
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
  };

  it('refuses unequal new passwords before sending, on the repeat field, which takes the focus', async () => {
    const sent: unknown[] = [];
    open('/settings', { changePassword: async ({ body }) => (sent.push(body), { ok: true }) });
    await fill('oud-wachtwoord', 'nieuw-wachtwoord', 'nieuw-wachtwoort');
    const repeat = screen.getByLabelText('Nieuw wachtwoord nogmaals');
    expect(errorOf(repeat)).toBe('De opgegeven wachtwoorden zijn niet gelijk.');
    expect(document.activeElement).toBe(repeat);
    expect(sent).toEqual([]);
  });

  it('names a wrong old password on its field, and says that other sessions ended once changed', async () => {
    let answer: () => Promise<{ ok: true }> = () => httpError(403, 'wrong_password', 'old_password');
    open('/settings', { changePassword: () => answer() });
    await fill('fout', 'nieuw-wachtwoord', 'nieuw-wachtwoord');
    const old = screen.getByLabelText('Huidig wachtwoord');
    await waitFor(() => expect(errorOf(old)).toBe('Controleer je oude wachtwoord.'));
    answer = async () => ({ ok: true });
    await fill('goed', 'nieuw-wachtwoord', 'nieuw-wachtwoord');
    expect((await screen.findByText(/Op je andere apparaten en browsers ben je uitgelogd/)).getAttribute('role')).toBe('status');
  });
});

describe('/settings e-mail address', () => {
  const change = async (email: string, password = 'geheim') => {
    fireEvent.change(await screen.findByLabelText('Nieuw e-mailadres'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Je wachtwoord'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
  };

  it('refuses an invalid address before sending, and tells where the confirmation link went', async () => {
    const sent: unknown[] = [];
    open('/settings', { changeEmail: async ({ body }) => (sent.push(body), { outcome: 'confirmation_sent', email: 'nieuw@example.nl' }) });
    await change('nieuw@example');
    expect(errorOf(screen.getByLabelText('Nieuw e-mailadres'))).toBe('Nieuw e-mailadres invalide.');
    expect(sent).toEqual([]);
    await change('nieuw@example.nl');
    const sentTo = await screen.findByText('We hebben een link gestuurd naar nieuw@example.nl. Klik erop om je nieuwe e-mailadres te bevestigen.');
    expect(sentTo.getAttribute('role')).toBe('status');
    expect(sent).toEqual([{ email: 'nieuw@example.nl', password: 'geheim' }]);
  });

  it.each([
    ['email_taken', 409, undefined, 'Nieuw e-mailadres', 'Dit e-mailadres heeft al een account op deze site.'],
    ['invalid_input', 400, 'email', 'Nieuw e-mailadres', 'Nieuw e-mailadres invalide.'],
    ['wrong_password', 403, 'password', 'Je wachtwoord', 'Controleer je wachtwoord.'],
  ])('shows the server refusal %s on its field', async (code, status, field, label, text) => {
    open('/settings', { changeEmail: () => httpError(status, code, field) });
    await change('nieuw@example.nl');
    await waitFor(() => expect(errorOf(screen.getByLabelText(label))).toBe(text));
  });

  it('does not ask a member who has not confirmed yet for the password', async () => {
    open('/settings', {}, aUser({ status: 'not_confirmed' }));
    expect(await screen.findByLabelText('Nieuw e-mailadres')).toBeTruthy();
    expect(screen.queryByLabelText('Je wachtwoord')).toBeNull();
  });
});

describe('/settings language and data', () => {
  it('switches the interface language from its section, and offers the data as a download', async () => {
    const { locale } = open('/settings');
    const language = await screen.findByRole('region', { name: 'Taal' });
    const download = screen.getByRole('link', { name: 'Mijn gegevens downloaden' });
    expect(download.getAttribute('href')).toBe('/api/export.php');
    expect(download.hasAttribute('download')).toBe(true);
    fireEvent.click(within(language).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(selectLocale(locale.getSnapshot())).toBe('en'));
    expect(await screen.findByRole('link', { name: 'Download my data' })).toBe(download);
  });
});

describe('/settings account deletion', () => {
  const stayCode = {
    code: 'BLIJF-4K2M', country: null, user_id: 1, expires: null, value_percentage: 30, currency: 'EUR', minimum_order_value: 0,
    status: 'active' as const, validity: 'once' as const, expired: false, paymentmethods: [],
  };
  const company = (deleteDiscount: number) => async () => ({
    name: 'Rendezvous BV', address: 'Straat 1', kvk: '1', city: 'Utrecht', country: 'NL', tradenames: [], vat_numbers: [], support_phone: '',
    delete_discount: deleteDiscount, added: '2026-01-01T00:00:00.000Z',
  });

  it('offers the alternatives first, then a reason, then the password; a wrong one is named; then the member leaves for /account-deleted', async () => {
    const deleted: unknown[] = [];
    let answer: () => Promise<{ ok: true }> = () => httpError(403, 'wrong_password', 'password');
    const { actor, location } = open('/settings', {
      getCompanyInfo: company(30),
      getStayDiscount: async () => stayCode,
      deleteAccount: ({ body }) => (deleted.push(body), answer()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Account verwijderen…' }));
    expect(await screen.findByText('Blijf en krijg 30% korting met de code BLIJF-4K2M.')).toBeTruthy();
    const alternatives = screen.getByRole('region', { name: 'Account verwijderen' });
    expect(within(alternatives).getByRole('link', { name: 'E-mailadres wijzigen' }).getAttribute('href')).toBe('#settings-email');
    expect(within(alternatives).getByRole('link', { name: 'Bekijk de pakketten' }).getAttribute('href')).toBe('/credits');
    expect(within(alternatives).getByRole('switch', { name: 'Onzichtbare modus' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Toch verwijderen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verder' }));
    expect(screen.getByRole('alert').textContent).toBe('Kies een reden.');
    fireEvent.click(screen.getByRole('radio', { name: 'Ik heb iemand gevonden' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verder' }));
    const password = () => screen.getByLabelText('Wachtwoord', { selector: 'input' });
    fireEvent.change(await screen.findByLabelText('Wachtwoord', { selector: 'input' }), { target: { value: 'fout' } });
    fireEvent.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    await waitFor(() => expect(errorOf(password())).toBe('Controleer je wachtwoord.'));
    expect(location.history).not.toContain('/account-deleted');
    answer = async () => ({ ok: true });
    fireEvent.change(password(), { target: { value: 'geheim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/account-deleted'));
    expect(selectSessionPhase(actor.getSnapshot())).toBe('out');
    expect(deleted).toEqual([
      { reason: 'found_someone', password: 'fout' },
      { reason: 'found_someone', password: 'geheim' },
    ]);
  });

  it('shows no discount where the company gives none, without asking for a code', async () => {
    const asked: string[] = [];
    open('/settings', { getCompanyInfo: company(0), getStayDiscount: async () => (asked.push('code'), stayCode) });
    fireEvent.click(await screen.findByRole('button', { name: 'Account verwijderen…' }));
    expect(await screen.findByRole('link', { name: 'Bekijk de pakketten' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Je kortingscode wordt opgehaald…')).toBeNull());
    expect(screen.queryByText(/korting met de code/)).toBeNull();
    expect(asked).toEqual([]);
  });
});
