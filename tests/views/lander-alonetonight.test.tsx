// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SignupRequest } from '../../io/entities/account';
import type { MemberSummary } from '../../io/entities/member';
import { aMember, aUser } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);
// The screen's modules load once, before the first test, so no test's time includes compiling them.
beforeAll(async () => {
  await import('../../views/landers/AloneTonightLander');
});

const anna = aMember(1, { name: 'Anna' });
const eva = aMember(2, { name: 'Eva' }, { fictional: true, fictional_warning: 'Dit profiel is fictief.' });
const near = (members: ReadonlyArray<MemberSummary>) => ({ getTeasers: async () => ({ members: [...members] }) });

describe('/landers/alonetonight/{slug?}', () => {
  it('sets the evening mood beside the signup form: the question, members near the visitor, the form with the one h1', async () => {
    renderApp('/landers/alonetonight/summer', { loadUser: visitor, locale: 'nl', calls: near([anna, eva]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Alleen vanavond?' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Gratis aanmelden']);
    const email = await screen.findByLabelText('E-mailadres');
    const members = await screen.findByRole('region', { name: 'Leden bij jou in de buurt' });
    const cards = await within(members).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['#signup', '#signup']);
    expect(cards[1]?.textContent).toContain('Dit profiel is fictief.');
    expect(document.getElementById('signup')?.contains(email)).toBe(true);
    expect(screen.queryByText(/online/i)).toBeNull();
  });

  it('shows at most six members', async () => {
    renderApp('/landers/alonetonight', { loadUser: visitor, locale: 'nl', calls: near(Array.from({ length: 12 }, (_, index) => aMember(index + 1))) });
    const members = await screen.findByRole('region', { name: 'Leden bij jou in de buurt' });
    await waitFor(() => expect(within(members).getAllByRole('link')).toHaveLength(6));
  });

  it('keeps the promise and the form without members (none a visitor may see, or the call failed)', async () => {
    for (const calls of [near([]), {}]) {
      renderApp('/landers/alonetonight', { loadUser: visitor, locale: 'nl', calls });
      await screen.findByRole('heading', { name: 'Alleen vanavond?' });
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Leden bij jou in de buurt' })).toBeNull());
      expect(screen.getByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeTruthy();
      cleanup();
    }
  });

  it('signs up with the tracking the lander was reached with', async () => {
    const sent: SignupRequest[] = [];
    renderApp('/landers/alonetonight', {
      loadUser: visitor,
      locale: 'nl',
      calls: {
        ...near([anna]),
        signup: async ({ body }) => {
          if (body !== undefined) sent.push(body);
          return { user: aUser({ status: 'not_confirmed' }) };
        },
        getPhotos: async () => ({ photos: [] }),
      },
      platform: { readTracking: () => ({ network: 'adnet', ref: 'night-1' }) },
    });
    const form = (await screen.findByLabelText('E-mailadres')).closest('form') as HTMLElement;
    const set = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    set('E-mailadres', 'anna@example.nl');
    set('Profielnaam', 'Anna');
    set('Wachtwoord', 'geheim123');
    set('Geboortedatum', '1990-05-04');
    set('Ik ben', 'female');
    fireEvent.click(within(form).getByRole('button', { name: 'Gratis aanmelden' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.tracking).toEqual({ network: 'adnet', ref: 'night-1' });
  });
});
