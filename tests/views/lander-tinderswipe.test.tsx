// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSummary } from '../../io/entities/member';
import { aMember, aUser } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);
// The screen's modules load once, before the first test, so no test's time includes compiling them.
beforeAll(async () => {
  await Promise.all([import('../../views/landers/TinderSwipeLander')]);
});

const anna = aMember(1, { name: 'Anna' });
const eva = aMember(2, { name: 'Eva' }, { fictional: true, fictional_warning: 'Dit profiel is fictief.' });
const mia = aMember(3, { name: 'Mia' });
const near = (members: ReadonlyArray<MemberSummary>) => ({ getTeasers: async () => ({ members: [...members] }) });

const open = (members: ReadonlyArray<MemberSummary>) => renderApp('/landers/tinderswipe', { loadUser: visitor, locale: 'nl', calls: near(members) });
const card = () => screen.getByRole('article');
const signupForm = () => screen.findByRole('heading', { level: 1, name: 'Gratis aanmelden' });

describe('/landers/tinderswipe', () => {
  it('deals the members one card at a time; ✕ shows the next and says so', async () => {
    open([anna, eva, mia]);
    expect((await screen.findByRole('article')).getAttribute('aria-label')).toBe('Anna');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Wie vind jij leuk?']);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(card().getAttribute('aria-label')).toBe('Eva');
    expect(screen.getByText('Anna overgeslagen. Nu: Eva.').getAttribute('aria-live')).toBe('polite');
  });

  it('shows a fictional member with the disclosure on the card', async () => {
    open([eva]);
    expect(within(await screen.findByRole('article')).getByText('Dit profiel is fictief.')).toBeTruthy();
  });

  it('asks on ♥ whether it is a match: the signup form comes up with the member liked and takes the focus; back to the next card', async () => {
    open([anna, eva, mia]);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leuk' }));
    await signupForm();
    const question = screen.getByText('Is het een match met Eva?').parentElement as HTMLElement;
    expect(document.activeElement).toBe(question);
    expect(within(question).getByText('Dit profiel is fictief.')).toBeTruthy();
    expect(await screen.findByLabelText('E-mailadres')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Verder swipen' }));
    expect(card().getAttribute('aria-label')).toBe('Mia');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Volgende' }));
  });

  it('plays by the arrow keys, and by dragging the card past the threshold', async () => {
    open([anna, eva, mia]);
    await screen.findByRole('article');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(card().getAttribute('aria-label')).toBe('Eva');
    fireEvent.pointerDown(card(), { button: 0, clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card(), { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(card(), { pointerId: 1 });
    expect(card().getAttribute('aria-label')).toBe('Eva');
    fireEvent.pointerDown(card(), { button: 0, clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card(), { clientX: 320, pointerId: 1 });
    fireEvent.pointerUp(card(), { pointerId: 1 });
    expect(await screen.findByText('Is het een match met Eva?')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('ends in the form, nobody liked, when the last card is passed; and on "sign up now"', async () => {
    open([anna]);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await signupForm();
    expect(screen.getByText('Er wachten meer leden op je')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verder swipen' })).toBeNull();
    cleanup();
    open([anna, eva]);
    fireEvent.click(await screen.findByRole('button', { name: 'Meteen gratis aanmelden' }));
    await signupForm();
    fireEvent.click(screen.getByRole('button', { name: 'Verder swipen' }));
    expect(card().getAttribute('aria-label')).toBe('Anna');
  });

  it('is the signup form at once without members, the focus left where it is', async () => {
    for (const calls of [near([]), {}]) {
      renderApp('/landers/tinderswipe', { loadUser: visitor, locale: 'nl', calls });
      await signupForm();
      expect(screen.getByText('Er wachten meer leden op je')).toBeTruthy();
      expect(document.activeElement).toBe(document.body);
      expect(screen.queryByRole('button', { name: 'Verder swipen' })).toBeNull();
      cleanup();
    }
  });

  it('greets a member with the way in instead of the form', async () => {
    const user = aUser();
    renderApp('/landers/tinderswipe', { loadUser: async () => user, memberData: { user, chats: [], likes: { likes: [], liked_by: [] } }, locale: 'nl', calls: near([]) });
    expect((await screen.findByRole('link', { name: 'Naar de leden' })).getAttribute('href')).toBe('/members');
    await waitFor(() => expect(screen.queryByLabelText('E-mailadres')).toBeNull());
  });
});
