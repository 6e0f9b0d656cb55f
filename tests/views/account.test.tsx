// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BodyOf } from '../../io/contract';
import { aUser } from '../support/fixtures';
import { aToken, company } from '../machines/account/fixtures';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);

const refused = (status: number, error: string, field?: string) => () =>
  Promise.reject({ kind: 'http', status, body: field === undefined ? { error } : { error, field } });
const offline = () => Promise.reject({ kind: 'network' });
const member = { loadUser: async () => aUser({ id: 4 }) };
const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('/reset-password', () => {
  it("says 'Ongeldige e-mail' on the field without a call, then always the same answer, sent in the interface language", async () => {
    const sent: Array<BodyOf<'requestPasswordReset'>> = [];
    renderApp('/reset-password?email=sanne', {
      loadUser: visitor,
      locale: 'nl',
      calls: { requestPasswordReset: async ({ body }) => (body === undefined ? undefined : sent.push(body), { ok: true }) },
    });
    const field = await screen.findByLabelText('E-mailadres');
    expect(field).toHaveProperty('value', 'sanne');
    fireEvent.click(screen.getByRole('button', { name: 'Stuur de link' }));
    expect(await alertText()).toBe('Ongeldige e-mail');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('reset-error');
    // The field takes the focus in an effect after the error shows.
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(sent).toEqual([]);
    fireEvent.change(field, { target: { value: 'sanne@example.nl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stuur de link' }));
    expect(await screen.findByText(/^Als er een account met dit e-mailadres is, is er nu een e-mail met een link onderweg/)).toBeTruthy();
    expect(sent).toEqual([{ email: 'sanne@example.nl', language: 'nl' }]);
  });

  it('names the daily limit, and any other failure', async () => {
    for (const [answer, text] of [
      [refused(429, 'rate_limited'), 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.'],
      [offline, 'Er is een fout opgetreden, probeer het later opnieuw.'],
    ] as const) {
      renderApp('/reset-password?email=sanne%40example.nl', { loadUser: visitor, locale: 'nl', calls: { requestPasswordReset: answer } });
      fireEvent.click(await screen.findByRole('button', { name: 'Stuur de link' }));
      expect(await alertText()).toBe(text);
      cleanup();
    }
  });
});

describe('/reset-password/do', () => {
  it('shows a missing or malformed token as a dead link, with the way to a new mail', async () => {
    for (const path of ['/reset-password/do', '/reset-password/do?token=abc']) {
      renderApp(path, { loadUser: visitor, locale: 'nl' });
      expect(await alertText()).toContain('Link verlopen of invalide, vraag een nieuwe e-mail aan');
      expect(screen.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' }).getAttribute('href')).toBe('/reset-password');
      cleanup();
    }
  });

  it("says 'De opgegeven wachtwoorden zijn niet gelijk.' on the repeat, then logs in and greets the member on /members", async () => {
    const sent: Array<BodyOf<'resetPassword'>> = [];
    const { location } = renderApp(`/reset-password/do?token=${aToken}`, {
      loadUser: visitor,
      locale: 'nl',
      calls: {
        resetPassword: async ({ body }) => {
          if (body !== undefined) sent.push(body);
          return { user: aUser({ id: 8 }) };
        },
      },
    });
    const password = await screen.findByLabelText('Nieuw wachtwoord');
    const repeat = screen.getByLabelText('Herhaal je nieuwe wachtwoord');
    fireEvent.change(password, { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await alertText()).toBe('Kies een wachtwoord van 8 tot 200 tekens.');
    expect(document.activeElement).toBe(password);
    fireEvent.change(password, { target: { value: 'geheim-123' } });
    fireEvent.change(repeat, { target: { value: 'geheim-124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await alertText()).toBe('De opgegeven wachtwoorden zijn niet gelijk.');
    expect(repeat.getAttribute('aria-describedby')).toBe('new-password-error');
    expect(document.activeElement).toBe(repeat);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wachtwoord tonen' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.change(repeat, { target: { value: 'geheim-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Je wachtwoord is gewijzigd en je bent ingelogd.')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/members');
    expect(sent).toEqual([{ token: aToken, password: 'geheim-123' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText('Je wachtwoord is gewijzigd en je bent ingelogd.')).toBeNull();
  });

  it('shows a used or expired link as dead, and any other failure as a general error', async () => {
    for (const [answer, text] of [
      [refused(400, 'link_invalid'), 'Link verlopen of invalide, vraag een nieuwe e-mail aan'],
      [offline, 'Er is een fout opgetreden, probeer het later opnieuw.'],
    ] as const) {
      renderApp(`/reset-password/do?token=${aToken}`, { loadUser: visitor, locale: 'nl', calls: { resetPassword: answer } });
      fireEvent.change(await screen.findByLabelText('Nieuw wachtwoord'), { target: { value: 'geheim-123' } });
      fireEvent.change(screen.getByLabelText('Herhaal je nieuwe wachtwoord'), { target: { value: 'geheim-123' } });
      fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
      expect(await alertText()).toContain(text);
      cleanup();
    }
  });
});

describe('/mail-change/do', () => {
  it("confirms on arrival, and says what went wrong: 'Dit e-mailadres heeft al een account op deze site.', a dead link, or try again", async () => {
    const cases = [
      [refused(409, 'email_taken'), 'Dit e-mailadres heeft al een account op deze site.'],
      [refused(400, 'link_invalid'), 'Link verlopen of invalide, vraag een nieuwe e-mail aan'],
      [offline, 'Er is een fout opgetreden, probeer het later opnieuw.'],
    ] as const;
    for (const [answer, text] of cases) {
      renderApp(`/mail-change/do?token=${aToken}`, { loadUser: visitor, locale: 'nl', calls: { confirmEmailChange: answer } });
      expect(await alertText()).toContain(text);
      cleanup();
    }
  });

  it("a visitor's change is confirmed; a member's too, and the shell takes the member as the server now has them", async () => {
    const tokens: string[] = [];
    renderApp(`/mail-change/do?token=${aToken}`, {
      loadUser: visitor,
      locale: 'nl',
      calls: { confirmEmailChange: async ({ body }) => (body === undefined ? undefined : tokens.push(body.token), { ok: true }) },
    });
    const done = (await screen.findByText(/Je e-mailadres is gewijzigd/)).parentElement;
    expect(done === null ? null : within(done).getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
    expect(tokens).toEqual([aToken]);
    cleanup();
    const reported: number[] = [];
    renderApp(`/mail-change/do?token=${aToken}`, {
      ...member,
      locale: 'nl',
      calls: { confirmEmailChange: async () => ({ ok: true }), getUser: async () => ({ user: aUser({ id: 4 }) }) },
      platform: { reportUser: (user) => reported.push(user.id) },
    });
    expect(await screen.findByText(/Je e-mailadres is gewijzigd/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar je instellingen' }).getAttribute('href')).toBe('/settings');
    await waitFor(() => expect(reported).toEqual([4]));
  });
});

describe('/account-deleted', () => {
  it('tells a member who just left how to come back within 14 days', async () => {
    renderApp('/account-deleted', { loadUser: visitor, locale: 'nl' });
    expect(await screen.findByText(/binnen 14 dagen terug/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/');
  });

  it('reactivates with the mailed link once asked, logs in and greets the member back on /members', async () => {
    const tokens: string[] = [];
    const { location } = renderApp(`/account-deleted?token=${aToken}`, {
      loadUser: visitor,
      locale: 'nl',
      calls: { reactivate: async ({ body }) => (body === undefined ? undefined : tokens.push(body.token), { user: aUser({ id: 5 }) }) },
    });
    const confirm = await screen.findByRole('button', { name: 'Account weer activeren' });
    expect(tokens).toEqual([]);
    fireEvent.click(confirm);
    expect(await screen.findByText('Welkom terug! Je account is weer actief.')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/members');
    expect(tokens).toEqual([aToken]);
  });

  it("shows a link past its 14 days as dead, with customer service's contacts", async () => {
    renderApp(`/account-deleted?token=${aToken}`, {
      loadUser: visitor,
      locale: 'nl',
      settings: { support_email: 'help@rendezvous.test', support_phone: '+31 20 123 4567' },
      calls: { reactivate: refused(400, 'link_invalid') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Account weer activeren' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Link verlopen of invalide, vraag een nieuwe e-mail aan');
    expect(within(alert).getByRole('link', { name: 'help@rendezvous.test' }).getAttribute('href')).toBe('mailto:help@rendezvous.test');
    expect(within(alert).getByRole('link', { name: '+31 20 123 4567' }).getAttribute('href')).toBe('tel:+31201234567');
    expect(within(alert).getByRole('link', { name: 'Een klacht indienen' }).getAttribute('href')).toBe('/complaints');
  });
});

describe('/complaints', () => {
  it("names each refused field, focuses the first, then shows the receipt's reference; the company's contacts beside", async () => {
    const sent: Array<BodyOf<'submitComplaint'>> = [];
    renderApp('/complaints', {
      ...member,
      locale: 'nl',
      calls: {
        getCompanyInfo: async () => company,
        submitComplaint: async ({ body }) => (body === undefined ? undefined : sent.push(body), { reference: 'K-2026-0042' }),
      },
    });
    expect(await screen.findByText('Rendezvous B.V.')).toBeTruthy();
    // The complaints procedure below the form, the site's text (io/documents.ts).
    expect(await screen.findByRole('heading', { level: 2, name: 'Waarover kun je klagen?' })).toBeTruthy();
    expect(screen.getByLabelText('Naam')).toHaveProperty('value', aUser().profile.name);
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'sanne' } });
    fireEvent.change(screen.getByLabelText('Je klacht'), { target: { value: 'Te kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Klacht versturen' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Ongeldige e-mail', 'Vul Onderwerp in.', 'Beschrijf je klacht in minstens 10 tekens.']);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mailadres'));
    expect(screen.getByLabelText('Onderwerp').getAttribute('aria-describedby')).toBe('complaint-subject-error');
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'sanne@example.nl' } });
    fireEvent.change(screen.getByLabelText('Onderwerp'), { target: { value: 'Een profiel' } });
    fireEvent.change(screen.getByLabelText('Je klacht'), { target: { value: 'Dit profiel stuurt me ongevraagd berichten.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Klacht versturen' }));
    expect(await screen.findByText(/Je kenmerk is K-2026-0042/)).toBeTruthy();
    expect(sent).toEqual([
      { name: aUser().profile.name, email: 'sanne@example.nl', subject: 'Een profiel', message: 'Dit profiel stuurt me ongevraagd berichten.', language: 'nl' },
    ]);
  });

  it("puts the server's refusal on its field, and any other failure as a general error", async () => {
    renderApp('/complaints', { loadUser: visitor, locale: 'nl', calls: { getCompanyInfo: async () => company, submitComplaint: refused(400, 'invalid_input', 'email') } });
    const fill: Record<string, string> = { Naam: 'Sanne', 'E-mailadres': 'sanne@example.nl', Onderwerp: 'Iets', 'Je klacht': 'Een klacht van genoeg tekens.' };
    for (const [label, value] of Object.entries(fill)) fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Klacht versturen' }));
    expect(await alertText()).toBe('Ongeldige e-mail');
    cleanup();
    renderApp('/complaints', { loadUser: visitor, locale: 'nl', calls: { getCompanyInfo: async () => company, submitComplaint: offline } });
    for (const [label, value] of Object.entries(fill)) fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Klacht versturen' }));
    expect(await alertText()).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
  });
});

describe('/login: an account deleted but not final (spec §8)', () => {
  it('offers reactivation and customer service, and reactivates with the same login', async () => {
    const logins: Array<{ reactivate: boolean }> = [];
    const { location } = renderApp('/login', {
      loadUser: visitor,
      locale: 'nl',
      settings: { support_email: 'help@rendezvous.test', support_phone: '020 123 4567' },
      login: async (credentials) => {
        logins.push({ reactivate: credentials.reactivate });
        return credentials.reactivate ? aUser() : Promise.reject({ kind: 'http', status: 403, body: { error: 'account_deleted' } });
      },
    });
    fireEvent.change(await screen.findByLabelText('E-mailadres'), { target: { value: 'demo@rendezvous.test' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'rendezvous-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Je account is verwijderd, maar dat is nog niet definitief.');
    expect(within(notice).getByRole('link', { name: 'help@rendezvous.test' })).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Een klacht indienen' }).getAttribute('href')).toBe('/complaints');
    fireEvent.click(within(notice).getByRole('button', { name: 'Account weer activeren' }));
    expect(await screen.findByText('Welkom terug! Je account is weer actief.')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/members');
    expect(logins).toEqual([{ reactivate: false }, { reactivate: true }]);
  });

  it('shows the refusal of a form the server answered before the page hydrated, until the member tries again', async () => {
    renderApp('/login?email=sanne%40example.nl&error=account_locked&minutes=12', {
      loadUser: visitor,
      locale: 'nl',
      login: async () => Promise.reject({ kind: 'http', status: 401, body: { error: 'login_failed' } }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Te veel foute pogingen, account voor 12 min geblokkeerd.');
    expect(screen.getByLabelText<HTMLInputElement>('E-mailadres').value).toBe('sanne@example.nl');
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'geheim123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login mislukt, probeer opnieuw'));
  });

  it("'Wachtwoord vergeten?' takes the typed address along", async () => {
    renderApp('/login', { loadUser: visitor, locale: 'nl' });
    const forgot = await screen.findByRole('link', { name: 'Wachtwoord vergeten?' });
    expect(forgot.getAttribute('href')).toBe('/reset-password');
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'sanne@example.nl ' } });
    expect(forgot.getAttribute('href')).toBe('/reset-password?email=sanne%40example.nl');
  });
});
