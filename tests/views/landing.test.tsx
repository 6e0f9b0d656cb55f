// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSummary } from '../../io/entities/member';
import { aMember } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);
// The screen's modules load once, before the first test, so no test's time includes compiling them.
beforeAll(async () => {
  await Promise.all([import('../../views/screens/LandingScreen'), import('../../views/signup/SignupModal')]);
});

const anna = aMember(1, { name: 'Anna' });
const eva = aMember(2, { name: 'Eva' }, { fictional: true, fictional_warning: 'Dit profiel is fictief.' });
const near = (members: ReadonlyArray<MemberSummary>) => ({ getTeasers: async () => ({ members: [...members] }) });

describe('the landing page (/)', () => {
  it('sells: the promise, the way in, how it works, why the site, the way in again, the login for members', async () => {
    renderApp('/', { loadUser: visitor, locale: 'nl', calls: near([anna]) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ontmoet nieuwe mensen bij Rendezvous');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Gratis aanmelden' })).toHaveLength(2);
    expect(within(main).getAllByRole('link', { name: 'Inloggen' }).map((link) => link.getAttribute('href'))).toEqual(['/login', '/login']);
    expect(screen.getByRole('heading', { name: 'Zo werkt het' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Maak gratis je profiel',
      'Ontdek leden bij jou in de buurt',
      'Begin een gesprek',
      'Veilig en discreet',
      'Gratis lid, geen abonnement',
      'Jouw gegevens blijven van jou',
      'In 11 talen',
    ]);
    expect(screen.getByRole('heading', { name: 'Waarom Rendezvous?' })).toBeTruthy();
  });

  it('shows members near the visitor, each leading to signup, a fictional one with its disclosure', async () => {
    const view = renderApp('/', { loadUser: visitor, locale: 'nl', environment: { smartphone: () => true }, calls: near([anna, eva]) });
    const section = await screen.findByRole('region', { name: 'Leden bij jou in de buurt' });
    const cards = await within(section).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/signup', '/signup']);
    expect(cards[1]?.textContent).toContain('Dit profiel is fictief.');
    expect(cards[0]?.textContent).not.toContain('fictief');
    fireEvent.click(cards[0] as HTMLElement);
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/signup'));
  });

  it('opens the signup modal from a member card on a desktop', async () => {
    renderApp('/', { loadUser: visitor, locale: 'nl', calls: near([anna]) });
    const section = await screen.findByRole('region', { name: 'Leden bij jou in de buurt' });
    fireEvent.click(await within(section).findByRole('link', { name: /Anna/ }));
    expect(await screen.findByRole('dialog', { name: 'Gratis aanmelden' })).toBeTruthy();
  });

  it('shows at most eight members', async () => {
    renderApp('/', { loadUser: visitor, locale: 'nl', calls: near(Array.from({ length: 12 }, (_, index) => aMember(index + 1))) });
    const section = await screen.findByRole('region', { name: 'Leden bij jou in de buurt' });
    expect(await within(section).findAllByRole('link')).toHaveLength(8);
  });

  it('is a whole page still without members to show (none a visitor may see, or the call failed)', async () => {
    for (const calls of [near([]), {}]) {
      renderApp('/', { loadUser: visitor, locale: 'nl', calls });
      await screen.findByRole('heading', { name: 'Zo werkt het' });
      await waitFor(() => expect(screen.queryByText('Leden bij jou in de buurt')).toBeNull());
      expect(screen.getAllByRole('link', { name: 'Gratis aanmelden' }).length).toBeGreaterThanOrEqual(2);
      cleanup();
    }
  });
});
