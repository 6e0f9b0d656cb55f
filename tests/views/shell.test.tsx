// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aChat, aMember, aUser, someLikes } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);

const member = () => Promise.resolve(aUser({ profile: { ...aUser().profile, name: 'Sanne' } }));

describe('top navigation', () => {
  it('shows a logged-in member the areas with unread and new-like badges, capped at 99+', async () => {
    renderApp('/likes', {
      loadUser: member,
      memberData: { user: aUser(), chats: [aChat(1, 2), aChat(2, 1)], likes: someLikes(120) },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Search members' }).getAttribute('href')).toBe('/members');
    expect(await within(nav).findByRole('status', { name: '3 unread messages' })).toHaveProperty('textContent', '3');
    expect(within(nav).getByRole('status', { name: '120 new likes' })).toHaveProperty('textContent', '99+');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows no badge while nothing is unread', async () => {
    renderApp('/likes', { loadUser: member, memberData: { user: aUser(), chats: [aChat(1, 0)], likes: someLikes(0, 3) } });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryAllByRole('status')).toEqual([]);
  });

  it('offers a visitor the Login button instead', async () => {
    renderApp('/', { loadUser: visitor });
    const login = within(await screen.findByRole('banner')).getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('logs out from the account menu and goes to the landing page', async () => {
    const { actor, location } = renderApp('/likes', { loadUser: member });
    fireEvent.click(await screen.findByText(/Sanne's account/));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(actor.getSnapshot().value).toBe('loggedOut'));
    expect(location.history.at(-1)).toBe('/');
  });
});

describe('login screen', () => {
  it('names the missing field without calling the server', async () => {
    let calls = 0;
    renderApp('/login', {
      loadUser: visitor,
      login: () => {
        calls += 1;
        return member();
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email address.');
    expect(calls).toBe(0);
  });

  it('shows the lockout with its minutes in the member language', async () => {
    renderApp('/login', {
      loadUser: visitor,
      login: () => Promise.reject({ kind: 'http', status: 429, body: { error: 'account_locked', minutes: 15 } }),
    });
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'demo@rendezvous.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed attempts, account locked for 15 min.');
  });

  it('sends a member who logs in on to the members', async () => {
    const { location } = renderApp('/login', { loadUser: visitor, login: member });
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'demo@rendezvous.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'rendezvous-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/members'));
  });
});

describe('members screen', () => {
  it('lists members linking to their profiles, a fictional one with its disclosure', async () => {
    renderApp('/members', {
      loadUser: member,
      search: async () => ({
        results: [aMember(5, { name: 'Eva' }), aMember(6, { name: 'Lotte' }, { fictional: true, fictional_warning: 'Fictional profile: no physical contact.' })],
        pageNumber: 1,
        numResults: 2,
        pageSize: 24,
      }),
    });
    const eva = await screen.findByRole('link', { name: /Eva/ });
    expect(eva.getAttribute('href')).toBe('/members/5');
    expect(screen.getByRole('link', { name: /Lotte/ }).textContent).toContain('Fictional profile: no physical contact.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('sends a visitor to login where the site does not allow logged-out search', async () => {
    const { location } = renderApp('/members', { loadUser: visitor });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
  });
});

describe('error page', () => {
  it('answers an unknown path with 404 and a way home', async () => {
    renderApp('/no/such/page', { loadUser: visitor });
    expect((await screen.findByRole('heading')).textContent).toBe('This page could not be found');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});
