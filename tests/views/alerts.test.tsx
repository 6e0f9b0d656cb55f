// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import type { LocalFlag } from '../../io/entities/flags';
import type { User } from '../../io/entities/user';
import { alertsMachine } from '../../machines/alerts/alerts.machine';
import { AlertsBar } from '../../views/alerts/AlertsBar';
import en from '../../locales/messages/en.json';
import { aUser } from '../support/fixtures';
import { complete, noFlags, unconfirmed, withoutPhoto } from '../machines/alerts.fixtures';

afterEach(cleanup);

/** The bar on a memory router, its machine started with the given member on the given page. */
const renderBar = (user: User, options: { search?: string; smartphone?: boolean } = {}) => {
  const saved: LocalFlag[] = [];
  const pushRequests: Array<() => void> = [];
  const actor = createActor(
    alertsMachine.provide({
      actors: {
        saveDismissal: fromPromise<boolean, { flag: LocalFlag }>(async ({ input }) => saved.push(input.flag) > 0),
        requestPush: fromPromise<void, void>(() => new Promise<void>((resolve) => pushRequests.push(resolve))),
      },
    }),
    { input: { flags: noFlags, smartphone: options.smartphone ?? false } },
  ).start();
  actor.send({ type: 'session.changed', user });
  actor.send({ type: 'route.changed', path: '/members', search: options.search ?? '' });
  render(
    <IntlProvider locale="en" messages={en} defaultLocale="nl">
      <Router hook={memoryLocation({ path: '/members' }).hook}>
        <AlertsBar actor={actor} />
      </Router>
    </IntlProvider>,
  );
  return { actor, saved, pushRequests };
};

describe('alerts bar', () => {
  it('reminds an unconfirmed member to confirm the e-mail address, without the photo warning', () => {
    renderBar(unconfirmed);
    const reminder = screen.getByRole('alert');
    expect(reminder.textContent).toContain('Confirm your email address');
    expect(reminder.textContent).toContain('check your spam folder');
    expect(screen.queryByText(/Add a profile photo/)).toBeNull();
    expect(within(reminder).queryByRole('button')).toBeNull();
  });

  it('shows the reminder as a modal on a smartphone after an API signup; closing it leaves the alert', () => {
    renderBar(unconfirmed, { search: '?api_signup_complete=1', smartphone: true });
    const dialog = screen.getByRole('dialog', { name: 'Confirm your email address' });
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Notices' })).getByRole('alert').textContent).toContain('Confirm your email address');
  });

  it('lets a member dismiss the photo warning, which links to the profile', async () => {
    const { saved } = renderBar(withoutPhoto);
    expect(screen.getByRole('link', { name: 'Add photo' }).getAttribute('href')).toBe('/profile');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close the profile photo notice' })));
    expect(screen.queryByText(/Add a profile photo/)).toBeNull();
    expect(saved).toEqual(['hide-enrich-alert']);
  });

  it('offers to turn on push, disabling the button while the browser asks', async () => {
    const { actor, pushRequests } = renderBar(complete);
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
    act(() => actor.send({ type: 'push.stateChanged', state: 'not_subscribed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    const busy = screen.getByRole('button', { name: 'Turning on notifications…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(pushRequests).toHaveLength(1);
    await act(async () => {
      pushRequests[0]?.();
      actor.send({ type: 'push.stateChanged', state: 'subscribed' });
    });
    expect(screen.queryByRole('button', { name: /notifications/ })).toBeNull();
  });

  it('explains why e-mail notifications are off and links to their settings', () => {
    renderBar(aUser({ ...complete, notifications_disabled: ['fbl'] }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('reported as spam');
    expect(within(alert).getByRole('link', { name: 'Manage notifications' }).getAttribute('href')).toBe('/notifications');
    expect(within(alert).getByRole('button', { name: 'Close the email notifications notice' })).toBeTruthy();
  });
});
