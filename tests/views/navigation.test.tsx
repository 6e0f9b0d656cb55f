// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ErrorScreen } from '../../views/screens/ErrorScreen';
import { ErrorBoundary } from '../../views/shell/ErrorBoundary';
import { compiledMessages } from '../support/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { aUser } from '../support/fixtures';
import { aProfile } from '../support/profile-fixtures';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);

const member = (overrides: Parameters<typeof aUser>[0] = {}) => () => Promise.resolve(aUser({ ...overrides }));
const banner = () => screen.findByRole('banner');
const profileCalls = { getMember: async () => aProfile(5), getPhotos: async () => ({ photos: [] }) };

describe('credits and premium in the top navigation', () => {
  it('offers a free member Get Premium', async () => {
    renderApp('/members', { loadUser: member({ paid_user: false }), search: async () => ({ results: [], pageNumber: 1, numResults: 0, pageSize: 24 }) });
    expect(within(await banner()).getByRole('link', { name: 'Get Premium' }).getAttribute('href')).toBe('/premium');
  });

  it.each([
    [25, null, null],
    [10, '10 credits left', 'warning'],
    [1, '1 credit left', 'warning'],
    [0, '0 credits left', 'danger'],
  ])('shows a premium member with %i credits the badge %s (%s)', async (credits, label, tone) => {
    renderApp('/likes', { loadUser: member({ paid_user: true, credits }) });
    const link = await within(await banner()).findByRole('link', { name: /^Credits/ });
    expect(link.getAttribute('href')).toBe('/credits');
    const badge = within(link).queryByRole('status');
    expect(badge?.getAttribute('aria-label') ?? null).toBe(label);
    expect(badge?.getAttribute('data-tone') ?? null).toBe(tone);
  });
});

describe('language menu', () => {
  it('offers the languages of the visitor country and switches in place', async () => {
    const { locale } = renderApp('/login', { loadUser: visitor, settings: { geoip_country: 'NL' } });
    fireEvent.click(await screen.findByText(/Language: English/));
    const menu = screen.getByRole('button', { name: 'Nederlands' }).closest('ul');
    expect(within(menu ?? document.body).getAllByRole('button').map((b) => b.textContent)).toEqual(['English', 'Nederlands']);
    fireEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    await waitFor(() => expect(locale.getSnapshot().context.locale).toBe('nl'));
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeTruthy();
  });
});

describe('account menu and back button', () => {
  it('holds My profile, Settings and Logout', async () => {
    renderApp('/likes', { loadUser: member() });
    fireEvent.click(await screen.findByText(/'s account/));
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows Back only in the installed app with history, on a member profile', async () => {
    let wentBack = 0;
    renderApp('/members/5', {
      loadUser: member(),
      calls: profileCalls,
      environment: { standalone: true, hasHistory: () => true, goBack: () => (wentBack += 1) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(wentBack).toBe(1);
    cleanup();
    renderApp('/members/5', { loadUser: member(), calls: profileCalls, environment: { standalone: false, hasHistory: () => true } });
    await screen.findByRole('heading', { name: 'Member 5' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

describe('footer', () => {
  const footerLinks = async () => within(await screen.findByRole('navigation', { name: 'Terms and help' })).getAllByRole('link').map((a) => a.textContent);

  it('has three variants: visitor, member and installed app', async () => {
    renderApp('/login', { loadUser: visitor });
    expect(await footerLinks()).toEqual(['Terms and conditions', 'Privacy', 'Cookies', 'Pricing', 'Complaints', 'FAQ', 'Customer service']);
    cleanup();
    renderApp('/likes', { loadUser: member() });
    expect(await footerLinks()).toHaveLength(9);
    cleanup();
    renderApp('/likes', { loadUser: member(), environment: { standalone: true } });
    expect(await footerLinks()).toEqual(['Terms and conditions', 'Privacy', 'FAQ', 'Customer service']);
  });

  it('adds the English 2257 statement for US visitors, and carries the fictional-profile warning', async () => {
    renderApp('/login', { loadUser: visitor, settings: { geoip_country: 'US' } });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('18 U.S.C. 2257');
    expect(footer.textContent).toContain('These profiles are fictional.');
  });

  it('has no US statement elsewhere', async () => {
    renderApp('/login', { loadUser: visitor, settings: { geoip_country: 'NL' } });
    expect((await screen.findByRole('contentinfo')).textContent).not.toContain('2257');
  });
});

describe('error page', () => {
  it('answers an unknown legal page with 404', async () => {
    renderApp('/pages/nonexistent', { loadUser: visitor });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This page could not be found');
  });

  it('shows Error with status 500 when a screen fails to render', async () => {
    const Broken = (): never => {
      throw new Error('render failed');
    };
    const quiet = console.error;
    console.error = () => undefined; // React logs the caught error; the page itself is what this test reads.
    render(
      <IntlProvider locale="en" messages={compiledMessages.en}>
        <ErrorBoundary fallback={<ErrorScreen status={500} />}>
          <Broken />
        </ErrorBoundary>
      </IntlProvider>,
    );
    console.error = quiet;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error');
    expect(screen.getByText('Error code 500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
  });

  it('falls back to a last page when the error page itself fails', () => {
    const quiet = console.error;
    console.error = () => undefined;
    render(<ErrorScreen status={500} />); // no IntlProvider: the error page's own rendering throws
    console.error = quiet;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Er is een fout opgetreden bij het tonen van de foutpagina');
    expect(screen.getByRole('link', { name: 'Ga terug naar de startpagina' }).getAttribute('href')).toBe('/');
  });
});
