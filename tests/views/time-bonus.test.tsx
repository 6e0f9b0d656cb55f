// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { timeBonusMachine } from '../../machines/time-bonus/time-bonus.machine';
import { TimeBonusBanner } from '../../views/time-bonus/TimeBonusBanner';
import { TimeBonusModal } from '../../views/time-bonus/TimeBonusModal';
import en from '../../locales/messages/en.json';
import { at, newMember } from '../machines/time-bonus.fixtures';

afterEach(cleanup);

/** The real machine with hand-driven time: `tick(seconds)` and `elapse()` stand in for the ticker and the 40 s timer. */
const renderTimeBonus = (path: string, ageSeconds = 10) => {
  const saved: number[] = [];
  let tickTo: (now: number) => void = () => undefined;
  let elapse: () => void = () => undefined;
  const actor = createActor(
    timeBonusMachine.provide({
      actors: {
        ticker: fromCallback<EventObject, void>(({ sendBack }) => {
          tickTo = (now) => sendBack({ type: 'clock.tick', now });
        }),
        timer: fromCallback<EventObject, { ms: number }>(({ sendBack }) => {
          elapse = () => sendBack({ type: 'timer.elapsed' });
        }),
        saveDismissal: fromPromise<void, { at: number }>(async ({ input }) => void saved.push(input.at)),
        loadWelcomeDiscount: fromPromise(() => Promise.reject({ kind: 'http', status: 404, body: { error: 'not_found' } })),
      },
    }),
    { input: { dismissedAt: null, path, user: newMember(), now: at(ageSeconds) } },
  ).start();
  const location = memoryLocation({ path, record: true });
  const view = render(
    <IntlProvider locale="en" messages={en} defaultLocale="nl">
      <Router hook={location.hook}>
        <TimeBonusBanner actor={actor} />
        <TimeBonusModal actor={actor} />
      </Router>
    </IntlProvider>,
  );
  return {
    ...view,
    actor,
    location,
    saved,
    tick: (seconds: number) => act(() => tickTo(at(seconds))),
    elapse: () => act(() => elapse()),
  };
};

describe('time-bonus banner', () => {
  it('shows the offer with a ticking hh:mm:ss countdown and a way to the credits', () => {
    const app = renderTimeBonus('/members', 10);
    const banner = screen.getByRole('complementary', { name: 'Welcome discount' });
    expect(banner.textContent).toContain('Act fast!');
    expect(banner.textContent).toContain('25% off your first purchase');
    expect(within(banner).getByRole('timer').textContent).toBe('03:59:50');
    app.tick(11);
    expect(within(banner).getByRole('timer').textContent).toBe('03:59:49');
    expect(within(banner).getByRole('link', { name: 'Claim it now' }).getAttribute('href')).toBe('/credits');
  });

  it('shows only in the members area, and not once the bonus has ended', () => {
    const app = renderTimeBonus('/profile', 14_398);
    expect(screen.queryByRole('complementary')).toBeNull();
    act(() => app.actor.send({ type: 'route.changed', path: '/likes/m/5' }));
    expect(screen.getByRole('timer').textContent).toBe('00:00:02');
    app.tick(14_400);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('time-bonus modal', () => {
  it('opens when the machine says so, labelled by its heading, telling of 4 hours and 25% off', () => {
    const app = renderTimeBonus('/members');
    expect(screen.queryByRole('dialog')).toBeNull();
    app.elapse();
    const dialog = screen.getByRole('dialog', { name: 'Act fast!' });
    expect(dialog.textContent).toContain('Only in the first 4 hours after signing up: 25% off your first purchase.');
    expect(within(dialog).getByRole('link', { name: 'See the offer' }).getAttribute('href')).toBe('/credits');
  });

  it('closes with its close button and saves when it was dismissed (unix seconds)', async () => {
    const app = renderTimeBonus('/members', 10);
    app.tick(50);
    app.elapse();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => undefined);
    expect(app.saved).toEqual([Math.floor(at(50) / 1000)]);
  });

  it('closes on Esc, and taking the offer goes to /credits and closes it too', () => {
    const escaped = renderTimeBonus('/members');
    escaped.elapse();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const taken = renderTimeBonus('/members');
    taken.elapse();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'See the offer' }));
    expect(taken.location.history.at(-1)).toBe('/credits');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(taken.actor.getSnapshot().context.dismissedAt).not.toBeNull();
  });
});
