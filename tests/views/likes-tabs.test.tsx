// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LikesOverview } from '../../io/entities/chat';
import { aLike, aMember, aUser } from '../support/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);

const member = () => Promise.resolve(aUser());
// Member 7 liked the viewer and was liked back (a match); 8 liked the viewer (seen), 9 too (new); the viewer liked 7 and 10.
const overview: LikesOverview = { likes: [aMember(7), aMember(10)], liked_by: [aLike(7, false), aLike(8, false), aLike(9, true)] };
const memberData = { user: aUser(), chats: [], likes: overview };

describe('/likes tabs', () => {
  it('shows received likes new first on /likes, as the selected tab of a tablist', async () => {
    renderApp('/likes', { loadUser: member, memberData });
    const cards = await screen.findAllByRole('link', { name: /Member \d+/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/likes/m/9', '/likes/m/7', '/likes/m/8']);
    expect(screen.getByRole('tab', { name: 'Received' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('likes-tab-received');
  });

  it('lists as mutual exactly the members in both lists', async () => {
    renderApp('/likes/mutual', { loadUser: member, memberData });
    await screen.findByRole('tabpanel');
    const cards = await screen.findAllByRole('link', { name: /Member \d+/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/likes/m/7']);
  });

  it('moves the focus between tabs with the arrow keys, wrapping round', async () => {
    renderApp('/likes/given', { loadUser: member, memberData });
    const given = await screen.findByRole('tab', { name: 'Given' });
    given.focus();
    fireEvent.keyDown(given, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Mutual' }));
    fireEvent.keyDown(document.activeElement ?? given, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Received' }));
  });

  it('unlikes at once from the given tab and brings the member back when the server refuses', async () => {
    let refuse: (reason: unknown) => void = () => undefined;
    renderApp('/likes/given', {
      loadUser: member,
      memberData,
      calls: { unlike: () => new Promise((_, reject) => (refuse = reject)) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Take back your like for Member 10' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Member 10/ })).toBeNull());
    refuse({ kind: 'network' });
    expect(await screen.findByRole('link', { name: /Member 10/ })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The like could not be taken back. Please try again.');
  });

  it('shows a loading state before the lists answer, never "none yet"', async () => {
    renderApp('/likes/given', { loadUser: member });
    await screen.findByRole('progressbar');
    expect(screen.queryByText("You haven't liked anyone yet.")).toBeNull();
  });

  it('answers an unknown type with the 404 page', async () => {
    renderApp('/likes/everyone', { loadUser: member, memberData });
    expect(await screen.findByText('Error code 404')).toBeTruthy();
  });
});
