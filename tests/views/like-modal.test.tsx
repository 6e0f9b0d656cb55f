// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { likeModalMachine } from '../../machines/like-modal/like-modal.machine';
import { LikeModal } from '../../views/like-modal/LikeModal';
import en from '../../locales/messages/en.json';

afterEach(cleanup);

/** The like modal on the real machine; its timer elapses when the test calls `elapse`. */
const renderModal = (path: string, search: string) => {
  const elapse: Array<() => void> = [];
  const removed: ReadonlyArray<string>[] = [];
  const actor = createActor(
    likeModalMachine.provide({
      actors: {
        timer: fromCallback<EventObject, { ms: number }>(({ sendBack }) => void elapse.push(() => sendBack({ type: 'timer.elapsed' }))),
        removeQueryParams: fromPromise<void, { names: ReadonlyArray<string> }>(async ({ input }) => void removed.push(input.names)),
      },
    }),
    { input: { path, search } },
  ).start();
  const location = memoryLocation({ path, record: true });
  render(
    <IntlProvider locale="en" messages={en} defaultLocale="nl">
      <Router hook={location.hook}>
        <LikeModal actor={actor} />
      </Router>
    </IntlProvider>,
  );
  return { actor, location, removed, elapse: () => elapse.forEach((fire) => fire()) };
};

describe('like modal', () => {
  it('appears only once t has elapsed, labelled by its heading, and asks to take t off the URL', async () => {
    const { elapse, removed } = renderModal('/members/12/landing', '?t=5');
    expect(screen.queryByRole('heading', { name: 'Do you like this profile?' })).toBeNull();
    elapse();
    expect(await screen.findByRole('dialog', { name: 'Do you like this profile?' })).toBeTruthy();
    expect(removed).toEqual([['t']]);
  });

  it('leads to the member’s profile and closes', async () => {
    const { actor, elapse, location } = renderModal('/members/12/landing', '?t=5');
    elapse();
    const link = await screen.findByRole('link', { name: 'View profile' });
    expect(link.getAttribute('href')).toBe('/members/12');
    fireEvent.click(link);
    expect(location.history.at(-1)).toBe('/members/12');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(screen.queryByRole('link', { name: 'View profile' })).toBeNull();
  });

  it('closes on its close icon and on Esc', async () => {
    const { actor, elapse } = renderModal('/members/3', '?t=1');
    elapse();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'route.changed', path: '/members/4', search: '?t=1' });
    elapse();
    fireEvent(await screen.findByRole('dialog', { name: 'Do you like this profile?' }), new Event('cancel', { cancelable: true }));
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
