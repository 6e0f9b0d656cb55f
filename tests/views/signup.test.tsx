// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignupRequest } from '../../io/entities/account';
import { aUser, someLikes } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';
import type { FakeCalls } from '../support/platform';

afterEach(cleanup);

const fill = (within_: HTMLElement, values: Partial<Record<string, string>>) => {
  const scope = within(within_);
  const set = (label: string, value: string | undefined) => {
    if (value !== undefined) fireEvent.change(scope.getByLabelText(label), { target: { value } });
  };
  set('E-mailadres', values.email);
  set('Profielnaam', values.name);
  set('Wachtwoord', values.password);
  set('Geboortedatum', values.date_of_birth);
  set('Ik ben', values.gender);
};
const good = { email: 'anna@example.nl', name: 'Anna', password: 'geheim123', date_of_birth: '1990-05-04', gender: 'female' };
const stepCalls: FakeCalls = { getPhotos: async () => ({ photos: [] }) };

describe('/signup', () => {
  it('shows the spec §5 texts at their fields, linked and announced, and moves the focus to the first', async () => {
    renderApp('/signup', { loadUser: visitor, locale: 'nl' });
    const form = (await screen.findByRole('button', { name: 'Gratis aanmelden' })).closest('form') as HTMLElement;
    fill(form, { ...good, email: 'anna@', name: 'anna@', date_of_birth: '' });
    fireEvent.click(within(form).getByRole('button', { name: 'Gratis aanmelden' }));
    const email = within(form).getByLabelText('E-mailadres');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ongeldige e-mail');
    expect(screen.getByText('Vul uw geboortedatum in (18+ jaar)').getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(email);
    fill(form, { email: 'anna@example.nl', name: 'Anna@example.nl', date_of_birth: '1890-01-01' });
    expect(screen.getByText('Je profielnaam moet anders zijn dan je e-mailadres')).toBeTruthy();
    expect(screen.getByText('Ongeldige geboortedatum.')).toBeTruthy();
  });

  it('offers the spell-checked address with one click', async () => {
    renderApp('/signup', { loadUser: visitor, locale: 'nl' });
    const email = await screen.findByLabelText('E-mailadres');
    fireEvent.change(email, { target: { value: 'anna@gmial.com' } });
    fireEvent.blur(email);
    fireEvent.click(screen.getByRole('button', { name: 'Bedoelde je anna@gmail.com?' }));
    expect((email as HTMLInputElement).value).toBe('anna@gmail.com');
  });

  it('signs up, logs the member in and goes on to the first step', async () => {
    const sent: SignupRequest[] = [];
    const view = renderApp('/signup', {
      loadUser: visitor,
      locale: 'nl',
      calls: { ...stepCalls, signup: async ({ body }) => (body === undefined ? Promise.reject(new Error('no body')) : (sent.push(body), { user: aUser({ status: 'not_confirmed' }) })) },
    });
    const form = (await screen.findByRole('button', { name: 'Gratis aanmelden' })).closest('form') as HTMLElement;
    fill(form, good);
    fireEvent.click(within(form).getByRole('button', { name: 'Gratis aanmelden' }));
    expect(await screen.findByRole('heading', { name: 'Voeg een foto toe' })).toBeTruthy();
    expect(view.location.history.at(-1)).toBe('/signup?step=0');
    expect(sent).toEqual([{ ...good, language: 'nl' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Overslaan' }));
    expect(await screen.findByRole('heading', { name: 'Waar woon je?' })).toBeTruthy();
    expect(view.location.history.at(-1)).toBe('/signup?step=1');
  });

  it('shows an existing account as the notice offering login with the address, and a closed signup as invite only', async () => {
    const answers = [{ kind: 'http', status: 409, body: { error: 'account_exists' } }, { kind: 'http', status: 403, body: { error: 'signup_closed' } }];
    renderApp('/signup', { loadUser: visitor, locale: 'nl', calls: { signup: () => Promise.reject(answers.shift()) } });
    const form = (await screen.findByRole('button', { name: 'Gratis aanmelden' })).closest('form') as HTMLElement;
    fill(form, good);
    fireEvent.click(within(form).getByRole('button', { name: 'Gratis aanmelden' }));
    const login = within(await screen.findByRole('alert')).getByRole('link', { name: 'Inloggen' });
    expect(login.getAttribute('href')).toBe('/login?email=anna%40example.nl');
    fireEvent.click(screen.getByRole('button', { name: 'Een ander e-mailadres gebruiken' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));
    expect(await screen.findByText('Aanmelden kan op dit moment alleen op uitnodiging.')).toBeTruthy();
  });

  it('is invite only where the site wants a tracking source the visitor does not have', async () => {
    renderApp('/signup', { loadUser: visitor, locale: 'nl', settings: { signups: 'with_trafficsource' } });
    expect(await screen.findByText('Aanmelden kan op dit moment alleen op uitnodiging.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mailadres')).toBeNull();
  });

  it('sends a member without a step to the members', async () => {
    const user = aUser();
    const view = renderApp('/signup', { loadUser: async () => user, memberData: { user, chats: [], likes: someLikes(0) }, search: async () => ({ results: [], pageNumber: 1, numResults: 0, pageSize: 20 }) });
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/members'));
  });
});

describe('signup modal', () => {
  it('opens on a desktop, closes by Esc before signup, and not while signup is on its way', async () => {
    let answer: (value: { user: ReturnType<typeof aUser> }) => void = () => undefined;
    renderApp('/', { loadUser: visitor, locale: 'nl', calls: { ...stepCalls, signup: () => new Promise((resolve) => (answer = resolve)) } });
    fireEvent.click((await screen.findAllByRole('link', { name: 'Gratis aanmelden' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Gratis aanmelden' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getAllByRole('link', { name: 'Gratis aanmelden' })[0] as HTMLElement);
    const again = await screen.findByRole('dialog', { name: 'Gratis aanmelden' });
    fill(again, good);
    fireEvent.click(within(again).getByRole('button', { name: 'Gratis aanmelden' }));
    expect(within(again).queryByRole('button', { name: 'Sluiten' })).toBeNull();
    fireEvent(again, new Event('cancel', { cancelable: true }));
    fireEvent.click(again);
    expect(screen.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeTruthy();
    answer({ user: aUser({ status: 'not_confirmed' }) });
    expect(await screen.findByRole('heading', { name: 'Voeg een foto toe' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not opened on a smartphone: the button goes to /signup', async () => {
    const view = renderApp('/', { loadUser: visitor, locale: 'nl', environment: { smartphone: () => true } });
    fireEvent.click((await screen.findAllByRole('link', { name: 'Gratis aanmelden' }))[0] as HTMLElement);
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/signup'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the account-exists notice leads to login', async () => {
    const view = renderApp('/', { loadUser: visitor, locale: 'nl', calls: { signup: () => Promise.reject({ kind: 'http', status: 409, body: { error: 'account_exists' } }) } });
    fireEvent.click((await screen.findAllByRole('link', { name: 'Gratis aanmelden' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Gratis aanmelden' });
    fill(dialog, good);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gratis aanmelden' }));
    fireEvent.click(await within(dialog).findByRole('link', { name: 'Inloggen' }));
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/login?email=anna%40example.nl'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findByLabelText<HTMLInputElement>('E-mailadres')).value).toBe('anna@example.nl');
  });
});
