// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import type { AutoLikeProfile } from '../../io/entities/member';
import { matchModalMachine } from '../../machines/match-modal/match-modal.machine';
import { MatchModal } from '../../views/match-modal/MatchModal';
import en from '../../locales/messages/en.json';

afterEach(cleanup);

/** The modal on the real machine; the auto-like call answers `autoLike`, the reload timer never fires. */
const renderModal = (autoLike: () => Promise<AutoLikeProfile> = () => Promise.reject({ kind: 'network' })) => {
  const actor = createActor(
    matchModalMachine.provide({
      actors: {
        loadAutoLike: fromPromise(autoLike),
        timer: fromCallback<EventObject, { ms: number }>(() => undefined),
        reloadLikes: fromPromise<void, void>(async () => undefined),
      },
    }),
  ).start();
  const location = memoryLocation({ path: '/members', record: true });
  render(
    <IntlProvider locale="en" messages={en} defaultLocale="nl">
      <Router hook={location.hook}>
        <MatchModal actor={actor} cdnPrefix="https://cdn.test/" />
      </Router>
    </IntlProvider>,
  );
  return { actor, location };
};

const liker = { id: 5, photo: 'avatars/5.svg' };

describe('new-like match modal', () => {
  it('shows the thumbs-up heading, the liker’s photo linking to the profile, and the default button', async () => {
    const { actor } = renderModal();
    actor.send({ type: 'matchModal.open', profile: liker });
    const dialog = await screen.findByRole('dialog', { name: 'New like!' });
    const photo = screen.getByRole('img', { name: 'View the profile of your new like' });
    expect(photo.getAttribute('src')).toBe('https://cdn.test/avatars/5.svg');
    expect(photo.closest('a')?.getAttribute('href')).toBe('/members/5');
    expect(screen.getByRole('link', { name: 'View your likes' }).getAttribute('href')).toBe('/likes');
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('shows a liker without a photo with a placeholder that still leads to their profile', async () => {
    const { actor } = renderModal();
    actor.send({ type: 'matchModal.open', profile: { id: 3, photo: null } });
    const dialog = await screen.findByRole('dialog', { name: 'New like!' });
    const placeholder = screen.getByRole('img', { name: 'View the profile of your new like' });
    expect(placeholder.tagName.toLowerCase()).not.toBe('img');
    expect(placeholder.closest('a')?.getAttribute('href')).toBe('/members/3');
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('shows the button the caller configured', async () => {
    const { actor } = renderModal();
    actor.send({ type: 'matchModal.open', profile: liker, button: { label: 'matchModal.sendMessage', href: '/members/5/chat' } });
    expect((await screen.findByRole('link', { name: 'Send a message' })).getAttribute('href')).toBe('/members/5/chat');
  });

  it('opens on the profile it fetched when none was passed', async () => {
    const { actor } = renderModal(async () => ({ id: 9, main_image: { match: 'avatars/9.svg' } }));
    actor.send({ type: 'matchModal.open' });
    const photo = await screen.findByRole('img', { name: 'View the profile of your new like' });
    expect(photo.closest('a')?.getAttribute('href')).toBe('/members/9');
  });

  it('closes on the close icon', async () => {
    const { actor } = renderModal();
    actor.send({ type: 'matchModal.open', profile: liker });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'New like!' })).toBeNull();
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
  });

  it('closes on a tap elsewhere in the modal and on Esc', async () => {
    const { actor } = renderModal();
    actor.send({ type: 'matchModal.open', profile: liker });
    fireEvent.click(await screen.findByRole('heading', { name: 'New like!' }));
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
    actor.send({ type: 'matchModal.open', profile: liker });
    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
  });

  it('opens the liker’s profile when the photo is tapped, and closes', async () => {
    const { actor, location } = renderModal();
    actor.send({ type: 'matchModal.open', profile: liker });
    fireEvent.click(await screen.findByRole('img', { name: 'View the profile of your new like' }));
    expect(location.history.at(-1)).toBe('/members/5');
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
  });

  it('stays closed when the auto-like profile cannot be loaded', async () => {
    const { actor } = renderModal();
    actor.send({ type: 'matchModal.open' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
    expect(screen.queryByRole('heading', { name: 'New like!' })).toBeNull();
  });
});
