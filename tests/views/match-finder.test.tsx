// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LikeResult, Suggestion } from '../../io/entities/like';
import type { MemberSummary } from '../../io/entities/member';
import { aMember, aUser } from '../support/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);

const member = () => Promise.resolve(aUser());
const memberData = { user: aUser(), chats: [], likes: { likes: [], liked_by: [] } };
const suggestions: Suggestion[] = [
  { profile: aMember(5, { age: 34 }), reason: 'liked_you', distance_km: null },
  { profile: aMember(6, { age: 41 }), reason: 'near_you', distance_km: 12 },
  { profile: aMember(7), reason: 'your_age_range', distance_km: null },
  { profile: aMember(8), reason: 'like_those_you_liked', distance_km: null },
  { profile: aMember(9, {}, { fictional: true, fictional_warning: 'A fictional profile, run by the site.' }), reason: 'near_you', distance_km: null },
];
const getSuggestions = async () => ({ suggestions });
/** The card (grid cell) of a member, found by its link to the member's profile. */
const cardOf = async (id: number) => {
  const card = await waitFor(() => {
    const item = document.querySelector(`main a[href="/members/${String(id)}"]`)?.closest('li');
    if (item === null || item === undefined) throw new Error(`no card of member ${String(id)}`);
    return item;
  });
  return within(card);
};

describe('/match-finder', () => {
  it("shows the server's suggestions in its order, each with name, age and the reason in one line", async () => {
    renderApp('/match-finder', { loadUser: member, memberData, calls: { getSuggestions } });
    await cardOf(9);
    expect(within(screen.getByRole('main')).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/members/5', '/members/6', '/members/7', '/members/8', '/members/9']);
    const expected = [
      { id: 5, age: '34 years', reason: 'Member 5 likes you.' },
      { id: 6, age: '41 years', reason: 'Lives 12 km from you.' },
      { id: 7, age: '30 years', reason: 'In the age range you are looking for.' },
      { id: 8, age: '30 years', reason: 'Similar to members you liked.' },
      { id: 9, age: '30 years', reason: 'Lives near you.' },
    ];
    for (const { id, age, reason } of expected) {
      const card = await cardOf(id);
      const name = `Member ${String(id)}`;
      expect(card.getByText(name)).toBeTruthy();
      expect(card.getByText(`${age} · Noord-Holland, Netherlands`)).toBeTruthy();
      expect(card.getByText(reason)).toBeTruthy();
      expect(card.getByRole('button', { name: `Like ${name}` })).toBeTruthy();
    }
    // A fictional member's card always carries the disclosure.
    expect((await cardOf(9)).getByText('A fictional profile, run by the site.')).toBeTruthy();
    expect((await cardOf(8)).queryByText('A fictional profile, run by the site.')).toBeNull();
  });

  it('likes from a card with the keyboard, keeps the focus on that card, and announces a like back as a match once', async () => {
    const liked: unknown[] = [];
    const announced: MemberSummary[] = [];
    renderApp('/match-finder', {
      loadUser: member,
      memberData,
      calls: {
        getSuggestions,
        giveLike: async ({ body }): Promise<LikeResult> => {
          liked.push(body);
          return { match: true };
        },
      },
      announceMatch: (match) => void announced.push(match),
    });
    const card = await cardOf(6);
    const button = card.getByRole('button', { name: 'Like Member 6' });
    // A native, enabled button in the tab order: Enter and Space press it (happy-dom does not turn keys into clicks).
    expect(button.tagName).toBe('BUTTON');
    expect(button.tabIndex).toBe(0);
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    fireEvent.click(button);
    const note = await card.findByText('Liked');
    await waitFor(() => expect(announced.map((match) => match.id)).toEqual([6]));
    expect(liked).toEqual([{ member_id: 6 }]);
    expect(document.activeElement).toBe(note);
    expect(announced).toHaveLength(1);
    expect(card.queryByRole('button')).toBeNull();
  });

  it.each([
    { locale: 'en', text: 'The like could not be given. Please try again.' },
    { locale: 'nl', text: 'De like kon niet worden gegeven. Probeer het opnieuw.' },
  ] as const)("tells a refused like in the member's language ($locale) and gives the button back, focused", async ({ locale, text }) => {
    let refuse: (reason: unknown) => void = () => undefined;
    renderApp('/match-finder', {
      loadUser: () => Promise.resolve(aUser({ language: locale })),
      locale,
      memberData: { ...memberData, user: aUser({ language: locale }) },
      calls: { getSuggestions, giveLike: () => new Promise((_, reject) => (refuse = reject)) },
    });
    const card = await cardOf(5);
    const button = card.getByRole('button');
    expect(screen.queryByRole('alert')).toBeNull();
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(card.queryByRole('button')).toBeNull());
    refuse({ kind: 'http', status: 500, body: null });
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    const again = card.getByRole('button');
    expect(again.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(again);
  });

  it('shows the empty state once the server answers no suggestions, not while they load', async () => {
    let answer: (value: { suggestions: Suggestion[] }) => void = () => undefined;
    renderApp('/match-finder', { loadUser: member, memberData, calls: { getSuggestions: () => new Promise((resolve) => (answer = resolve)) } });
    await screen.findByRole('progressbar', { name: 'Loading suggestions…' });
    expect(screen.queryByText('No suggestions yet. Complete your profile and come back later.')).toBeNull();
    answer({ suggestions: [] });
    expect(await screen.findByText('No suggestions yet. Complete your profile and come back later.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('listitem')).toBeNull();
  });

  it('tells a failed load and loads again on "Try again"', async () => {
    let asked = 0;
    renderApp('/match-finder', {
      loadUser: member,
      memberData,
      calls: {
        getSuggestions: async () => {
          asked += 1;
          if (asked === 1) throw { kind: 'network' };
          return { suggestions };
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The suggestions could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await cardOf(9);
    expect(within(screen.getByRole('main')).getAllByRole('link')).toHaveLength(suggestions.length);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
