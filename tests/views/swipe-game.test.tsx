// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SwipeState } from '../../io/entities/like';
import type { MemberSummary } from '../../io/entities/member';
import { aMember, aUser } from '../support/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);

const member = () => Promise.resolve(aUser());
// The overview the app loaded at start: nobody has liked the viewer (yet, as far as it knows).
const memberData = { user: aUser(), chats: [], likes: { likes: [], liked_by: [] } };
const start: SwipeState = { candidate: aMember(5), likes_left: 4, next_like_at: null };

describe('/swipe-game', () => {
  it('announces a match when the answer to the like says so, though the loaded likes did not know the liker', async () => {
    const announced: MemberSummary[] = [];
    renderApp('/swipe-game', {
      loadUser: member,
      memberData,
      calls: {
        getSwipe: async () => start,
        swipe: async () => ({ candidate: aMember(6), likes_left: 3, next_like_at: null, match: true }),
      },
      announceMatch: (liked) => void announced.push(liked),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() => expect(announced.map((liked) => liked.id)).toEqual([5]));
    expect((await screen.findByText('Liked Member 5. 3 likes left today.')).getAttribute('aria-live')).toBe('polite');
  });

  it('announces no match for a plain like, and shows the limit notice once the last like is used', async () => {
    const announced: MemberSummary[] = [];
    renderApp('/swipe-game', {
      loadUser: member,
      memberData,
      calls: {
        getSwipe: async () => ({ ...start, likes_left: 1 }),
        swipe: async () => ({ candidate: aMember(6), likes_left: 0, next_like_at: '2026-11-24T09:00:00.000Z', match: false }),
      },
      announceMatch: (liked) => void announced.push(liked),
    });
    await screen.findByRole('article');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Like' })).toBeNull());
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain("You have used today's likes");
    expect(screen.queryByRole('article')).toBeNull();
    expect(announced).toEqual([]);
  });
});
